import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubMediaQueries } from '../testing/window-width';
import { columnsAt, type CardGrid } from './cardGrid';
import { cardsPerPage } from './cardsPerPage';

describe('cardsPerPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  // The gallery's and the video gallery's grids.
  const grids: CardGrid[] = [
    { columns: { minCard: 220 }, gap: 16, inset: 2 },
    { columns: { minCard: 260 }, gap: 20, inset: 2 },
  ];
  const counts = { oneColumn: 12, wider: 60 };

  it('reads the one-column count wherever the grid has one column, with or without a scroll bar', () => {
    for (const grid of grids) {
      for (let width = 280; width <= 1920; width += 1) {
        stubMediaQueries(width);
        // A phone's scroll bar takes no width; a desktop's takes up to 16 px of the window's.
        if (columnsAt(grid, width) === 1 || columnsAt(grid, width - 16) === 1) {
          expect(cardsPerPage(grid, counts), `${width} px`).toBe(12);
        }
      }
    }
  });

  it('reads the wider count from two columns on, less a scroll bar', () => {
    for (const grid of grids) {
      for (let width = 280; width <= 1920; width += 1) {
        stubMediaQueries(width);
        if (columnsAt(grid, width - 16) > 1) expect(cardsPerPage(grid, counts), `${width} px`).toBe(60);
      }
    }
    stubMediaQueries(571);
    expect(cardsPerPage(grids[1], counts)).toBe(12);
    stubMediaQueries(588);
    expect(cardsPerPage(grids[1], counts)).toBe(60);
  });

  it('reads the wider count where media queries are missing', () => {
    vi.stubGlobal('matchMedia', undefined);
    expect(cardsPerPage(grids[0], counts)).toBe(60);
  });
});
