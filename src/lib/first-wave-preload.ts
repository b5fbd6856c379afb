/** Where i18next reads a namespace that is not bundled (i18n.ts's backend), and where the page's start-up script asks for it early. */
export const TEXTS_LOAD_PATH = '/locales/{{lng}}/{{ns}}.json';

/** What the page asks for at once (vite.config.ts writes it from the build). */
export interface FirstWave {
  /** Language → URL of its bundled texts chunk, for languages whose texts are not in the first-load code. */
  texts: Record<string, string>;
  supported: readonly string[];
  /** By lower-case path without slashes at either end ('' is the home page): the screen's chunks, CSS and fetched namespaces. */
  screens: Record<string, { js: readonly string[]; css: readonly string[]; texts: readonly string[] }>;
  /** TEXTS_LOAD_PATH. */
  textsPath: string;
  /** The chunks of the code that fetches texts (i18next-http-backend), which i18next loads when a screen's texts are fetched. */
  textsLoader: readonly string[];
}

/**
 * Runs in index.html's head, before the first-load code runs (vite.config.ts writes it there),
 * and asks for what the opened page needs beside that code rather than after it has run:
 * - the bundled texts of the language i18next will detect, guessed in the same order (the ?lng=
 *   parameter, the i18next cookie, the choice cached in local then session storage, the
 *   browser's languages, the html lang), when they are a chunk of their own (not Spanish);
 * - the screen of the address (react-router matches paths ignoring case): its chunks, its CSS,
 *   and its namespaces that are fetched from /locales/ in that language, with the code that
 *   fetches them.
 * A wrong guess costs a wasted or a later download, never a wrong text or screen: i18next and
 * the router still decide. Self-contained, as its source is copied into the page.
 */
export function preloadFirstWave({ texts, supported, screens, textsPath, textsLoader }: FirstWave): void {
  try {
    const ask = (rel: string, href: string, as?: string) => {
      const link = document.createElement('link');
      link.rel = rel;
      if (as) link.setAttribute('as', as);
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    };
    let language: string | undefined;
    const found: Array<string | null | undefined> = [new URLSearchParams(window.location.search).get('lng')];
    const cookie = /(?:^|;\s*)i18next=([^;]*)/.exec(document.cookie);
    if (cookie) found.push(decodeURIComponent(cookie[1]));
    found.push(window.localStorage.getItem('i18nextLng'), window.sessionStorage.getItem('i18nextLng'));
    found.push(...(navigator.languages ?? [navigator.language]), document.documentElement.lang);
    for (const code of found) {
      const candidate = (code ?? '').split('-')[0].toLowerCase();
      if (supported.includes(candidate)) {
        language = candidate;
        break;
      }
    }
    if (language && texts[language]) ask('modulepreload', texts[language]);

    const screen = screens[window.location.pathname.toLowerCase().replace(/^\/+|\/+$/g, '')];
    if (!screen) return;
    for (const file of screen.js) ask('modulepreload', file);
    // Vite adds the stylesheet when the screen loads; this only downloads it.
    for (const file of screen.css) ask('preload', file, 'style');
    // As i18next-http-backend fetches (CORS mode, same-origin credentials), so the answer is reused;
    // and that code itself, which would otherwise be asked for only once the app has run.
    if (language && screen.texts.length > 0) {
      for (const file of textsLoader) ask('modulepreload', file);
      for (const ns of screen.texts) ask('preload', textsPath.replace('{{lng}}', language).replace('{{ns}}', ns), 'fetch');
    }
  } catch {
    // Storage blocked, or an old browser: everything then loads when the app asks for it.
  }
}
