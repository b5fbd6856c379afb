import { preloadFirstWave, TEXTS_LOAD_PATH } from './first-wave-preload';

const FILES = { en: '/assets/texts-en-abc.js' };
const SUPPORTED = ['en', 'es'];
const TEXTS_LOADER = ['/assets/http-backend-5.js'];
const SCREENS = {
  galeria: { js: ['/assets/Gallery-1.js', '/assets/shared-2.js'], css: ['/assets/Gallery-3.css'], texts: ['gallery', 'access'] },
  'admin/libros': { js: ['/assets/Books-4.js'], css: [], texts: [] },
};

/** Every link the start-up script added, as "rel as href mode" (mode: cors with the crossorigin attribute, as the app's own requests are). */
function links(): string[] {
  return [...document.head.querySelectorAll<HTMLLinkElement>('link')].map((link) =>
    [
      link.rel,
      link.getAttribute('as') ?? '-',
      link.getAttribute('href'),
      link.getAttribute('crossorigin') === null ? 'no-cors' : 'cors',
    ].join(' '),
  );
}

/** The chunk the page would ask for at once, given where it finds the language. */
function preloaded({ path = '/', search = '', cookie = '', stored = null as string | null, languages = ['es-MX'], lang = 'es' } = {}) {
  window.history.replaceState(null, '', `${path}${search}`);
  document.cookie = `i18next=${cookie}; path=/${cookie ? '' : '; max-age=0'}`;
  window.localStorage.clear();
  if (stored) window.localStorage.setItem('i18nextLng', stored);
  vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(languages);
  document.documentElement.lang = lang;
  document.head.querySelectorAll('link').forEach((link) => link.remove());
  preloadFirstWave({ texts: FILES, supported: SUPPORTED, screens: SCREENS, textsPath: TEXTS_LOAD_PATH, textsLoader: TEXTS_LOADER });
  return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));
}

describe('asking at once for what the opened page will read', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    window.history.replaceState(null, '', '/');
    window.localStorage.clear();
    document.cookie = 'i18next=; path=/; max-age=0';
  });

  it('asks for English for an English browser, and for nothing for a Spanish one (Spanish ships in the first load)', () => {
    expect(preloaded({ languages: ['en-US', 'en'] })).toEqual(['/assets/texts-en-abc.js']);
    expect(preloaded({ languages: ['es-MX', 'en-US'] })).toEqual([]);
  });

  it("follows i18next's order: ?lng=, the cookie, the cached choice, then the browser", () => {
    expect(preloaded({ search: '?lng=en', stored: 'es' })).toEqual(['/assets/texts-en-abc.js']);
    expect(preloaded({ search: '?lng=es', languages: ['en-US'] })).toEqual([]);
    expect(preloaded({ cookie: 'en', stored: 'es' })).toEqual(['/assets/texts-en-abc.js']);
    expect(preloaded({ stored: 'en', languages: ['es-MX'] })).toEqual(['/assets/texts-en-abc.js']);
    expect(preloaded({ stored: 'es', languages: ['en-US'] })).toEqual([]);
  });

  it('skips languages the site does not have, as i18next does', () => {
    expect(preloaded({ search: '?lng=fr', languages: ['fr-FR', 'en-GB'] })).toEqual(['/assets/texts-en-abc.js']);
    expect(preloaded({ languages: ['fr-FR'], lang: 'es' })).toEqual([]);
  });

  it("asks for the address's screen: its chunks, its CSS, and its texts in the language found", () => {
    preloaded({ path: '/galeria' });
    expect(links()).toEqual([
      'modulepreload - /assets/Gallery-1.js cors',
      'modulepreload - /assets/shared-2.js cors',
      'preload style /assets/Gallery-3.css cors',
      'modulepreload - /assets/http-backend-5.js cors',
      'preload fetch /locales/es/gallery.json cors',
      'preload fetch /locales/es/access.json cors',
    ]);
    preloaded({ path: '/galeria', languages: ['en-US'] });
    expect(links()).toEqual([
      'modulepreload - /assets/texts-en-abc.js cors',
      'modulepreload - /assets/Gallery-1.js cors',
      'modulepreload - /assets/shared-2.js cors',
      'preload style /assets/Gallery-3.css cors',
      'modulepreload - /assets/http-backend-5.js cors',
      'preload fetch /locales/en/gallery.json cors',
      'preload fetch /locales/en/access.json cors',
    ]);
  });

  it('matches the address as the router does, ignoring case and end slashes, and asks for nothing on an unknown one', () => {
    // A screen whose texts are all bundled needs no texts loader.
    expect(preloaded({ path: '/Admin/Libros/' })).toEqual(['/assets/Books-4.js']);
    expect(preloaded({ path: '/galeria/extra' })).toEqual([]);
    expect(preloaded({ path: '/otra' })).toEqual([]);
    expect(links()).toEqual([]);
  });
});
