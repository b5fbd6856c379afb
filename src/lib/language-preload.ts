/**
 * Runs in index.html's head, before the first-load code runs (vite.config.ts writes it there):
 * guesses the language i18next will detect, in the same order (the ?lng= parameter, the i18next
 * cookie, the choice cached in local then session storage, the browser's languages, the html
 * lang), and when that language's bundled texts are a chunk of their own (`files`: language →
 * URL), asks for it at once, so an English reader's texts arrive with the first-load code instead
 * of after it. A wrong guess costs a wasted or a later download, never a wrong text: i18next
 * still decides. Self-contained, as its source is copied into the page.
 */
export function preloadLanguageTexts(files: Record<string, string>, supported: readonly string[]): void {
  try {
    const found: Array<string | null | undefined> = [new URLSearchParams(window.location.search).get('lng')];
    const cookie = /(?:^|;\s*)i18next=([^;]*)/.exec(document.cookie);
    if (cookie) found.push(decodeURIComponent(cookie[1]));
    found.push(window.localStorage.getItem('i18nextLng'), window.sessionStorage.getItem('i18nextLng'));
    found.push(...(navigator.languages ?? [navigator.language]), document.documentElement.lang);
    for (const code of found) {
      const language = (code ?? '').split('-')[0].toLowerCase();
      if (!supported.includes(language)) continue;
      const file = files[language];
      if (file) {
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = file;
        document.head.appendChild(link);
      }
      return;
    }
  } catch {
    // Storage blocked, or an old browser: the texts then load when i18next asks for them.
  }
}
