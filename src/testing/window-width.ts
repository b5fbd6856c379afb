import { vi } from 'vitest';
import { ONE_COLUMN_QUERY } from '../lib/cardsPerPage';

/**
 * Puts a stand-in for matchMedia in place (until vi.unstubAllGlobals) that answers as a phone held
 * upright: the grids' one-column query matches, every other query does not.
 */
export function stubOneColumnWindow(): void {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === ONE_COLUMN_QUERY, media: query }) as MediaQueryList);
}
