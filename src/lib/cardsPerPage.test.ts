import { afterEach, describe, expect, it, vi } from 'vitest';
import { cardsPerPage } from './cardsPerPage';

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
