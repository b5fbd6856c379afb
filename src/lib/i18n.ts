import i18n from 'i18next';
import HttpBackend from 'i18next-http-backend';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';

export const SUPPORTED_LANGUAGES = ['es', 'en'] as const;
export type SupportedLanguage = (typeof SUPPORTED_LANGUAGES)[number];

/** Namespaces loaded before the first render (specification section 9). */
export const UPFRONT_NAMESPACES = ['common', 'createAcount', 'logIn'];
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
};

let started: Promise<unknown> | undefined;

/** Starts i18next once for the browser app; the html lang attribute follows the language. */
export function initI18n(): Promise<unknown> {
  if (!started) {
    i18n.on('languageChanged', (lng) => {
      if (typeof document !== 'undefined') document.documentElement.lang = lng.split('-')[0];
    });
    started = i18n.use(HttpBackend).use(LanguageDetector).use(initReactI18next).init(i18nOptions);
  }
  return started;
}

export default i18n;
