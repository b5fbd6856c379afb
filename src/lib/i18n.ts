import i18n from 'i18next';
import HttpBackend from 'i18next-http-backend';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';

export const SUPPORTED_LANGUAGES = ['es', 'en'] as const;
export type SupportedLanguage = (typeof SUPPORTED_LANGUAGES)[number];

/** Namespaces loaded before the first render (specification section 9). */
export const UPFRONT_NAMESPACES = ['common', 'createAcount', 'logIn'];
/** Namespaces of the header and footer, shown on every screen: loaded with the up-front ones. */
export const SHELL_NAMESPACES = ['footer', 'auth'];

/**
 * The texts the home page shows first (and the up-front namespaces) ship inside the first-load
 * code, copied from public/locales at build time: a phone on a slow network paints without
 * waiting for a dozen small files (each language and its fallback), which at six connections
 * per host cost two extra round trips. Every other namespace is fetched from /locales/.
 */
export const BUNDLED_NAMESPACES = [...new Set([...UPFRONT_NAMESPACES, ...SHELL_NAMESPACES, 'home'])];

const bundledFiles = import.meta.glob<Record<string, unknown>>(
  '../../public/locales/*/{common,createAcount,logIn,footer,auth,home}.json',
  { eager: true, import: 'default' },
);

export type TranslationResources = Record<string, Record<string, Record<string, unknown>>>;

/** Translation files keyed by path (…/locales/{lng}/{ns}.json) as i18next resources: { es: { common: {...} }, ... }. */
export function resourcesFromFiles(files: Record<string, Record<string, unknown>>): TranslationResources {
  const resources: TranslationResources = {};
  for (const [path, content] of Object.entries(files)) {
    const [, lng, ns] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path) ?? [];
    if (lng && ns) (resources[lng] ??= {})[ns] = content;
  }
  return resources;
}

/** The bundled namespaces as i18next resources. */
export function bundledShellResources(): TranslationResources {
  return resourcesFromFiles(bundledFiles);
}

/** Where a key missing from the requested namespace is looked up next. */
export const FALLBACK_NAMESPACES = ['faq', 'footer', 'createAcount', 'logIn', 'clientHome'];

/** The options of specification section 9; exported so a test can check them. */
export const i18nOptions = {
  backend: { loadPath: '/locales/{{lng}}/{{ns}}.json' },
  detection: {
    order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
    lookupQuerystring: 'lng',
    lookupLocalStorage: 'i18nextLng',
    caches: ['localStorage'],
  },
  // Spanish first, then English, also for the Mexican Spanish locale.
  fallbackLng: { 'es-MX': ['es', 'en'], default: ['es', 'en'] },
  load: 'languageOnly' as const,
  supportedLngs: [...SUPPORTED_LANGUAGES],
  ns: UPFRONT_NAMESPACES,
  defaultNS: 'common',
  fallbackNS: FALLBACK_NAMESPACES,
  interpolation: { escapeValue: false },
  react: { useSuspense: true },
  // A screen's namespaces, in its language and the fallback, are requested at once; the
  // default of 10 would hold the last ones back until earlier ones arrive.
  maxParallelReads: 32,
};

let started: Promise<unknown> | undefined;

/** The browser app's options: section 9's, the screen's namespaces and the bundled texts. */
export function browserI18nOptions(screenNamespaces: readonly string[] = []) {
  const ns = [...new Set([...UPFRONT_NAMESPACES, ...SHELL_NAMESPACES, ...screenNamespaces])];
  return { ...i18nOptions, ns, resources: bundledShellResources(), partialBundledLanguages: true };
}

/**
 * Starts i18next once for the browser app; the html lang attribute follows the language.
 * `screenNamespaces` (those of the screen being opened) are fetched in the same round as
 * the up-front and shell ones instead of after the screen's code has loaded.
 */
export function initI18n(screenNamespaces: readonly string[] = []): Promise<unknown> {
  if (!started) {
    i18n.on('languageChanged', (lng) => {
      if (typeof document !== 'undefined') document.documentElement.lang = lng.split('-')[0];
    });
    started = i18n.use(HttpBackend).use(LanguageDetector).use(initReactI18next).init(browserI18nOptions(screenNamespaces));
  }
  return started;
}

export default i18n;
