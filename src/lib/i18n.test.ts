import { createInstance } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import HttpBackend from 'i18next-http-backend';
import { browserI18nOptions, BUNDLED_NAMESPACES, bundledShellResources, i18nOptions, FALLBACK_NAMESPACES, UPFRONT_NAMESPACES } from './i18n';
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

  it('falls back to Spanish for an unsupported browser language', async () => {
    const instance = await detect('', ['fr-FR']);
    expect(instance.resolvedLanguage).toBe('es');
    expect(instance.t('notFound.message')).toBe('Lo siento no logramos encontrar la página.');
  });

  it('finds keys of the fallback namespaces from the default one', () => {
    const instance = createTestI18n('es');
    // The types name each key's own namespace; at run time the fallback namespaces still answer.
    const untypedT = instance.t.bind(instance) as unknown as (key: string) => string;
    expect(untypedT('copyright')).toBe('© 2025 Educando en la Fe. Todos los derechos reservados.');
    expect(instance.t('footer:visits', { n: 7 })).toBe('Este sitio ha sido visitado 7 veces.');
    expect(createTestI18n('en').t('footer:visits', { n: 7 })).toBe('This site has been visited 7 times.');
  });
});

describe('texts of the first screen', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('ships the bundled namespaces in both languages, equal to the files in public/locales', () => {
    const bundled = bundledShellResources();
    const files = bundledResources();
    for (const lng of ['es', 'en']) {
      expect(Object.keys(bundled[lng]).sort()).toEqual([...BUNDLED_NAMESPACES].sort());
      for (const ns of BUNDLED_NAMESPACES) expect(bundled[lng][ns]).toEqual(files[lng][ns]);
    }
  });

  it('fetches from /locales/ only the namespaces that are not bundled', async () => {
    const fetched: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        fetched.push(url);
        return new Response(JSON.stringify({ title: 'x' }), { status: 200, headers: { 'content-type': 'application/json' } });
      }),
    );
    const instance = createInstance();
    await instance.use(HttpBackend).init({ ...browserI18nOptions(['home', 'videos']), lng: 'es' });
    expect(fetched.sort()).toEqual(['/locales/en/videos.json', '/locales/es/videos.json']);
    expect(instance.t('nav.home')).toBe('Inicio');
  });
});

