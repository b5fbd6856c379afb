import { preloadLanguageTexts } from './language-preload';

const FILES = { en: '/assets/texts-en-abc.js' };
const SUPPORTED = ['en', 'es'];

/** The chunk the page would ask for at once, given where it finds the language. */
function preloaded({ search = '', cookie = '', stored = null as string | null, languages = ['es-MX'], lang = 'es' } = {}) {
  window.history.replaceState(null, '', `/${search}`);
  document.cookie = `i18next=${cookie}; path=/${cookie ? '' : '; max-age=0'}`;
  window.localStorage.clear();
  if (stored) window.localStorage.setItem('i18nextLng', stored);
  vi.spyOn(window.navigator, 'languages', 'get').mockReturnValue(languages);
  document.documentElement.lang = lang;
  document.head.querySelectorAll('link[rel="modulepreload"]').forEach((link) => link.remove());
  preloadLanguageTexts(FILES, SUPPORTED);
  return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));
}

describe('asking for the bundled texts of the language the page will read', () => {
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

  it('follows i18next\'s order: ?lng=, the cookie, the cached choice, then the browser', () => {
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
});
