import { vi } from 'vitest';

/**
 * Puts a stand-in for matchMedia in place (until vi.unstubAllGlobals) that answers as a phone held
 * upright, 412 px wide, where the card grids have one column.
 */
export function stubOneColumnWindow(): void {
  stubMediaQueries(412);
}

/** Puts a stand-in for matchMedia in place (until vi.unstubAllGlobals) that answers as a window `width` px wide (matchesAt). */
export function stubMediaQueries(width: number): void {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: matchesAt(query, width), media: query }) as MediaQueryList);
}

/**
 * Whether a min-width or max-width query (in px, as the site writes them), or one negated with
 * 'not all and', matches a window `width` px wide.
 */
function matchesAt(query: string, width: number): boolean {
  const negated = /^not all and (.+)$/.exec(query.trim());
  if (negated) return !matchesAt(negated[1], width);
  const match = /^\((min|max)-width:\s*(\d+(?:\.\d+)?)px\)$/.exec(query.trim());
  if (!match) throw new Error(`the stand-in window reads min-width and max-width queries only, not ${query}`);
  return match[1] === 'min' ? width >= Number(match[2]) : width <= Number(match[2]);
}

/**
 * Puts a stand-in window `width` px wide at `density` device pixels per CSS pixel in place (until
 * vi.unstubAllGlobals and a resize event): innerWidth, devicePixelRatio, and matchMedia answering
 * min-width and max-width queries. Fires resize, as a window changing size does.
 */
export function stubWindowSize(width: number, density = 1): void {
  vi.stubGlobal('innerWidth', width);
  vi.stubGlobal('devicePixelRatio', density);
  stubMediaQueries(width);
  window.dispatchEvent(new Event('resize'));
}

/** Takes the stand-in window away (every stubbed global goes) and fires resize. */
export function unstubWindowSize(): void {
  vi.unstubAllGlobals();
  window.dispatchEvent(new Event('resize'));
}
