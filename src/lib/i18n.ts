import i18n, { type BackendModule, type ReadCallback, type Services, type i18n as I18n } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { TEXTS_LOAD_PATH } from './first-wave-preload';
import { formatNumber } from './number-format';

export const SUPPORTED_LANGUAGES = ['es', 'en'] as const;
export type SupportedLanguage = (typeof SUPPORTED_LANGUAGES)[number];

/** Namespaces loaded before the first render (specification section 9). */
export const UPFRONT_NAMESPACES = ['common', 'createAcount', 'logIn'];
/** Namespaces of the header and footer, shown on every screen: loaded with the up-front ones. */
export const SHELL_NAMESPACES = ['footer', 'auth'];

/**
 * The texts the home page shows first (and the up-front namespaces) are bundled, copied from
 * public/locales at build time: a phone on a slow network paints without waiting for a handful
 * of small files, which at six connections per host cost extra round trips. Spanish, the main
 * language, ships inside the first-load code; another language's copy is a chunk of its own
 * (vite.config.ts), downloaded only by visitors who read it. Every other namespace is fetched
 * from /locales/.
 */
export const BUNDLED_NAMESPACES = [...new Set([...UPFRONT_NAMESPACES, ...SHELL_NAMESPACES, 'home'])];

const mainLanguageFiles = import.meta.glob<Record<string, unknown>>(
  '../../public/locales/es/{common,createAcount,logIn,footer,auth,home}.json',
  { eager: true, import: 'default' },
);
const otherLanguageFiles = import.meta.glob<Record<string, unknown>>(
  ['../../public/locales/*/{common,createAcount,logIn,footer,auth,home}.json', '!../../public/locales/es/**'],
  { import: 'default' },
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

/** The bundled namespaces of the main language (Spanish) as i18next resources. */
export function bundledShellResources(): TranslationResources {
  return resourcesFromFiles(mainLanguageFiles);
}

/** The bundled copy of a namespace in a language other than Spanish, loaded on demand; undefined when not bundled. */
export function loadBundledTexts(lng: string, ns: string): Promise<Record<string, unknown>> | undefined {
  return otherLanguageFiles[`../../public/locales/${lng}/${ns}.json`]?.();
}

/**
 * Reads a namespace from its bundled copy when there is one, otherwise from /locales/ with
 * i18next-http-backend, which downloads only when the first such namespace is needed (the home
 * page in Spanish needs none).
 */
export class TranslationsBackend implements BackendModule {
  static readonly type = 'backend';
  readonly type = 'backend';
  private settings: [Services, object] | undefined;
  private http: Promise<BackendModule> | undefined;

  init(services: Services, backendOptions: object) {
    this.settings = [services, backendOptions];
  }

  read(language: string, namespace: string, callback: ReadCallback) {
    const bundled = loadBundledTexts(language, namespace);
    if (bundled) {
      bundled.then(
        (texts) => callback(null, texts),
        (error: unknown) => callback(error as Error, false),
      );
      return;
    }
    this.http ??= import('i18next-http-backend').then(({ default: HttpBackend }) => {
      const backend = new HttpBackend();
      backend.init(...this.settings!);
      return backend;
    });
    this.http.then(
      (backend) => backend.read(language, namespace, callback),
      (error: unknown) => {
        this.http = undefined;
        callback(error as Error, false);
      },
    );
  }
}

/** Where a key missing from the requested namespace is looked up next. */
export const FALLBACK_NAMESPACES = ['faq', 'footer', 'createAcount', 'logIn', 'clientHome'];

/** The options of specification section 9; exported so a test can check them. */
export const i18nOptions = {
  backend: { loadPath: TEXTS_LOAD_PATH },
  detection: {
    order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
    lookupQuerystring: 'lng',
    lookupLocalStorage: 'i18nextLng',
    caches: ['localStorage'],
  },
  // Section 9's fallback languages, Spanish then English, stand in for a language the site does
  // not have: a French browser reads Spanish (es-MX is es already: only the language part
  // counts). The two it has are each complete, Spanish being the source of the typed keys and
  // i18n-keys.test.ts failing on any key, text or placeholder English lacks, so a fallback of
  // theirs would never be read: it is not loaded, and a visitor downloads only their language.
  fallbackLng: { es: [], en: [], default: ['es', 'en'] },
  load: 'languageOnly' as const,
  supportedLngs: [...SUPPORTED_LANGUAGES],
  ns: UPFRONT_NAMESPACES,
  defaultNS: 'common',
  fallbackNS: FALLBACK_NAMESPACES,
  interpolation: { escapeValue: false },
  react: { useSuspense: true },
  // A screen's namespaces are requested at once; the default of 10 would hold the last ones
  // back until earlier ones arrive.
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
    started = i18n.use(TranslationsBackend).use(LanguageDetector).use(initReactI18next).init(browserI18nOptions(screenNamespaces));
    withSiteFormats(i18n);
  }
  return started;
}

/**
 * The site's own 'number' format for an initialised instance: the texts' '{{count, number}}'
 * from the build's patterns rather than a new Intl.NumberFormat (see src/lib/number-pattern.ts).
 */
export function withSiteFormats(instance: I18n): I18n {
  instance.services.formatter?.add('number', formatNumber);
  return instance;
}

export default i18n;
