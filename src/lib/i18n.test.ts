import { createInstance } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import {
  browserI18nOptions,
  BUNDLED_NAMESPACES,
  bundledShellResources,
  i18nOptions,
  FALLBACK_NAMESPACES,
  loadBundledTexts,
  TranslationsBackend,
  UPFRONT_NAMESPACES,
} from './i18n';
import { bundledResources, createTestI18n } from '../testing/i18n';

describe('i18n configuration (specification section 9)', () => {
  it('loads /locales/{lng}/{ns}.json and detects in the specified order', () => {
    expect(i18nOptions.backend.loadPath).toBe('/locales/{{lng}}/{{ns}}.json');
    expect(i18nOptions.detection.order).toEqual(['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag']);
    expect(i18nOptions.detection.lookupQuerystring).toBe('lng');
    expect(i18nOptions.detection.lookupLocalStorage).toBe('i18nextLng');
    expect(i18nOptions.detection.caches).toEqual(['localStorage']);
    expect(i18nOptions.load).toBe('languageOnly');
    expect(i18nOptions.interpolation.escapeValue).toBe(false);
    expect(UPFRONT_NAMESPACES).toEqual(expect.arrayContaining(['createAcount', 'logIn']));
    expect(FALLBACK_NAMESPACES).toEqual(['faq', 'footer', 'createAcount', 'logIn', 'clientHome']);
  });

  async function detect(search: string, navigatorLanguages: string[]) {
    window.history.replaceState(null, '', `/${search}`);
    window.localStorage.clear();
    vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(navigatorLanguages);
    vi.spyOn(window.navigator, 'language', 'get').mockReturnValue(navigatorLanguages[0]);
    document.documentElement.lang = '';
    const instance = createInstance();
    await instance.use(LanguageDetector).init({ ...i18nOptions, backend: undefined, resources: bundledResources() });
    return instance;
  }

  afterEach(() => {
    vi.restoreAllMocks();
    window.history.replaceState(null, '', '/');
    window.localStorage.clear();
  });

  it('takes ?lng= first and caches the choice in localStorage', async () => {
    const instance = await detect('?lng=en', ['es-MX']);
    expect(instance.resolvedLanguage).toBe('en');
    expect(window.localStorage.getItem('i18nextLng')).toBe('en');
    expect(instance.t('nav.home')).toBe('Home');
  });

  it('uses only the language part of es-MX and answers Spanish', async () => {
    const instance = await detect('', ['es-MX', 'en-US']);
    expect(instance.resolvedLanguage).toBe('es');
    expect(instance.t('nav.home')).toBe('Inicio');
  });

  it('falls back to Spanish for an unsupported browser language, and loads only Spanish', async () => {
    const instance = await detect('', ['fr-FR']);
    expect(instance.resolvedLanguage).toBe('es');
    expect(instance.languages).toEqual(['es']);
    expect(instance.t('notFound.message')).toBe('Lo siento no logramos encontrar la página.');
  });

  it('reads a language the site has on its own, without a fallback language to load', async () => {
    expect((await detect('', ['es-MX', 'en-US'])).languages).toEqual(['es']);
    expect((await detect('?lng=en', ['es-MX'])).languages).toEqual(['en']);
  });

  it('finds keys of the fallback namespaces from the default one', () => {
    const instance = createTestI18n('es');
    // The types name each key's own namespace; at run time the fallback namespaces still answer.
    const untypedT = instance.t.bind(instance) as unknown as (key: string) => string;
    expect(untypedT('copyright')).toBe('© 2025 Educando en la Fe. Todos los derechos reservados.');
    expect(instance.t('footer:visits', { count: 7 })).toBe('Este sitio ha sido visitado 7 veces.');
    expect(createTestI18n('en').t('footer:visits', { count: 7 })).toBe('This site has been visited 7 times.');
  });

  it('says the visit count in the singular for one visit and groups large numbers as the prices are written (es-MX, en-US)', () => {
    const es = createTestI18n('es');
    const en = createTestI18n('en');
    expect(es.t('footer:visits', { count: 1 })).toBe('Este sitio ha sido visitado 1 vez.');
    expect(es.t('footer:visits', { count: 0 })).toBe('Este sitio ha sido visitado 0 veces.');
    expect(es.t('footer:visits', { count: 2 })).toBe('Este sitio ha sido visitado 2 veces.');
    expect(es.t('footer:visits', { count: 12345 })).toBe('Este sitio ha sido visitado 12,345 veces.');
    expect(es.t('footer:visits', { count: 1_000_000 })).toBe('Este sitio ha sido visitado 1,000,000 de veces.');
    expect(en.t('footer:visits', { count: 1 })).toBe('This site has been visited 1 time.');
    expect(en.t('footer:visits', { count: 1_000_000 })).toBe('This site has been visited 1,000,000 times.');
  });
});

describe('texts of the first screen', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('ships the bundled namespaces in Spanish, equal to the files in public/locales', () => {
    const bundled = bundledShellResources();
    const files = bundledResources();
    expect(Object.keys(bundled)).toEqual(['es']);
    expect(Object.keys(bundled.es).sort()).toEqual([...BUNDLED_NAMESPACES].sort());
    for (const ns of BUNDLED_NAMESPACES) expect(bundled.es[ns]).toEqual(files.es[ns]);
  });

  it('keeps the English copy of the bundled namespaces apart, loaded on demand', async () => {
    const files = bundledResources();
    for (const ns of BUNDLED_NAMESPACES) expect(await loadBundledTexts('en', ns)).toEqual(files.en[ns]);
    expect(loadBundledTexts('es', 'common')).toBeUndefined();
    expect(loadBundledTexts('en', 'videos')).toBeUndefined();
  });

  async function openScreen(lng: 'es' | 'en', namespaces: string[]) {
    const fetched: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        fetched.push(url);
        return new Response(JSON.stringify({ title: 'x' }), { status: 200, headers: { 'content-type': 'application/json' } });
      }),
    );
    const instance = createInstance();
    await instance.use(TranslationsBackend).init({ ...browserI18nOptions(namespaces), lng });
    return { instance, fetched };
  }

  it('fetches from /locales/ only the active language, and only the namespaces that are not bundled', async () => {
    const home = await openScreen('es', ['home']);
    expect(home.fetched).toEqual([]);
    expect(home.instance.t('nav.home')).toBe('Inicio');

    const videos = await openScreen('es', ['home', 'videos']);
    expect(videos.fetched).toEqual(['/locales/es/videos.json']);

    const english = await openScreen('en', ['home', 'videos']);
    expect(english.fetched).toEqual(['/locales/en/videos.json']);
    expect(english.instance.t('nav.home')).toBe('Home');
    expect(english.instance.hasResourceBundle('es', 'common')).toBe(true);
    expect(english.instance.hasResourceBundle('es', 'videos')).toBe(false);
  });
});
