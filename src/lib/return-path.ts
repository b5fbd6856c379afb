/**
 * Coming back after signing in: the sign-in screen takes the page to return to in its
 * `volver` parameter (an access panel sends a guest there and back to the same item).
 */
export const RETURN_PARAM = 'volver';

/** /IniciarSesion, asked to come back to `path` (a path of this site, with its query) after signing in. */
export function signInPathReturningTo(path: string): string {
  return `/IniciarSesion?${new URLSearchParams({ [RETURN_PARAM]: path }).toString()}`;
}

/**
 * The return path when it is a path of this site: it starts with one '/', and is not the sign-in
 * screen itself. Anything else (another origin, '//host', a backslash trick) is ignored, so the
 * parameter cannot send anyone to another site.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || /[\\\s]/.test(value)) return null;
  try {
    const url = new URL(value, 'https://site.invalid');
    if (url.origin !== 'https://site.invalid') return null;
    if (url.pathname.toLowerCase() === '/iniciarsesion') return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}
