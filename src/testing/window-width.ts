import { vi } from 'vitest';
import { ONE_COLUMN_QUERY } from '../lib/cardsPerPage';

/**
 * Puts a stand-in for matchMedia in place (until vi.unstubAllGlobals) that answers as a phone held
 * upright: the grids' one-column query matches, every other query does not.
 */
export function stubOneColumnWindow(): void {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === ONE_COLUMN_QUERY, media: query }) as MediaQueryList);
}

/** Whether a min-width or max-width query (in px, as the site writes them) matches a window `width` px wide. */
function matchesAt(query: string, width: number): boolean {
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
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: matchesAt(query, width), media: query }) as MediaQueryList);
  window.dispatchEvent(new Event('resize'));
}

/** Takes the stand-in window away (every stubbed global goes) and fires resize. */
export function unstubWindowSize(): void {
  vi.unstubAllGlobals();
  window.dispatchEvent(new Event('resize'));
}
