import { afterEach, describe, expect, it, vi } from 'vitest';
import { cardsInFirstRows, cardsPerPage } from './cardsPerPage';

describe('cardsPerPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  const windowOf = (width: number) =>
    vi.stubGlobal('matchMedia', (query: string) => {
      const max = /^\(max-width: (\d+)px\)$/.exec(query);
      if (!max) throw new Error(`unexpected query ${query}`);
      return { matches: width <= Number(max[1]), media: query } as MediaQueryList;
    });

  it('reads the one-column count on a phone held upright and the wider one from 480 px', () => {
    windowOf(320);
    expect(cardsPerPage({ oneColumn: 12, wider: 48 })).toBe(12);
    windowOf(412);
    expect(cardsPerPage({ oneColumn: 12, wider: 48 })).toBe(12);
    windowOf(479);
    expect(cardsPerPage({ oneColumn: 12, wider: 48 })).toBe(12);
    windowOf(480);
    expect(cardsPerPage({ oneColumn: 12, wider: 48 })).toBe(48);
    windowOf(1366);
    expect(cardsPerPage({ oneColumn: 8, wider: 24 })).toBe(24);
  });

  it('reads the wider count where media queries are missing', () => {
    vi.stubGlobal('matchMedia', undefined);
    expect(cardsPerPage({ oneColumn: 12, wider: 48 })).toBe(48);
  });
});

describe('cardsInFirstRows', () => {
  const windowWide = (width: number) =>
    Object.defineProperty(document.documentElement, 'clientWidth', { configurable: true, get: () => width });
  afterEach(() => {
    Reflect.deleteProperty(document.documentElement, 'clientWidth');
  });

  it('counts the first two rows of a grid of cards of a minimum width across the page', () => {
    // A phone held upright: one column, the first card and the top of the second.
    windowWide(412);
    expect(cardsInFirstRows(220)).toBe(2);
    windowWide(320);
    expect(cardsInFirstRows(220)).toBe(2);
    // Two cards of 220 px and their gap take 456 px: 488 px with the page's margins.
    windowWide(487);
    expect(cardsInFirstRows(220)).toBe(2);
    windowWide(488);
    expect(cardsInFirstRows(220)).toBe(4);
    windowWide(1366);
    // The page is at most 1,200 px wide: five cards of 220 px, four of 260 px (as Chromium lays them out).
    expect(cardsInFirstRows(220)).toBe(10);
    expect(cardsInFirstRows(260)).toBe(8);
    windowWide(1000);
    expect(cardsInFirstRows(260)).toBe(6);
  });
});
