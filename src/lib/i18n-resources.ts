// Typed translation keys, the Excalidraw way: the Spanish files are the source of
// truth and `useTypedTranslation('common')` gives a `t` that accepts only their
// dotted key paths. react-i18next's own `useTranslation` stays untyped on purpose, so
// a feature namespace that is not declared here still works; owners may add theirs
// to `TypedResources` by declaration merging.
import { useTranslation } from 'react-i18next';
import type common from '../../public/locales/es/common.json';
import type footer from '../../public/locales/es/footer.json';
import type faq from '../../public/locales/es/faq.json';
import type logIn from '../../public/locales/es/logIn.json';
import type createAcount from '../../public/locales/es/createAcount.json';
import type clientHome from '../../public/locales/es/clientHome.json';

export interface TypedResources {
  common: typeof common;
  footer: typeof footer;
  faq: typeof faq;
  logIn: typeof logIn;
  createAcount: typeof createAcount;
  clientHome: typeof clientHome;
}

/** 'a' | 'b.c' for { a: string; b: { c: string } }. */
export type KeyPath<T> = {
  [K in keyof T & string]: T[K] extends string ? K : T[K] extends object ? `${K}.${KeyPath<T[K]>}` : never;
}[keyof T & string];

export type TypedT<Ns extends keyof TypedResources> = (
  key: KeyPath<TypedResources[Ns]>,
  values?: Record<string, string | number>,
) => string;

export function useTypedTranslation<Ns extends keyof TypedResources>(ns: Ns) {
  const { t, i18n } = useTranslation(ns);
  return { t: t as unknown as TypedT<Ns>, i18n };
}
