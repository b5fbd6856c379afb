import { afterEach, describe, expect, it } from 'vitest';
import { cardsInFirstRows, cardsInFirstRowsByWidth, columnsAt, pictureSizes, type CardGrid } from './cardGrid';

const autoFill: CardGrid = { columns: { minCard: 220 }, gap: 16, inset: 2 };
const fixed: CardGrid = {
  columns: [
    { from: 640, count: 2 },
    { from: 1024, count: 3 },
  ],
  gap: 20,
  inset: 26,
};

/** The width `sizes` names in a window `width` px wide (its media queries read as min-width only). */
function sizeAt(sizes: string, width: number): number {
  for (const entry of sizes.split(', ')) {
    const match = /^\(min-width: (\d+)px\) (.+)$/.exec(entry);
    if (match && width < Number(match[1])) continue;
    const length = match ? match[2] : entry;
    const px = /^(\d+(?:\.\d+)?)px$/.exec(length);
    if (px) return Number(px[1]);
    const calc = /^calc\((\d+(?:\.\d+)?)vw - (\d+(?:\.\d+)?)px\)$/.exec(length)!;
    return (Number(calc[1]) * width) / 100 - Number(calc[2]);
  }
  throw new Error(`no size for ${width} px in ${sizes}`);
}

describe('columnsAt', () => {
  it('fits as many cards of the minimum width as the page holds, and the steps of a fixed grid', () => {
    // 1rem of page padding each side, at most 1,200 px of page.
    expect([320, 487, 488, 723, 724, 959, 960, 1195, 1196, 1366].map((width) => columnsAt(autoFill, width))).toEqual([
      1, 1, 2, 2, 3, 3, 4, 4, 5, 5,
    ]);
    expect([320, 639, 640, 1023, 1024, 1366].map((width) => columnsAt(fixed, width))).toEqual([1, 1, 2, 2, 3, 3]);
  });
});

describe('pictureSizes', () => {
  /** A card's picture as the grid draws it in a window `width` px wide. */
  const drawn = (grid: CardGrid, width: number) => {
    const columns = columnsAt(grid, width);
    return (Math.min(width, 1200) - 32 - grid.gap * (columns - 1)) / columns - grid.inset;
  };

  it('names the drawn width of a picture at every window width, or a little more, never less', () => {
    for (const grid of [autoFill, fixed, { columns: { minCard: 260 }, gap: 20, inset: 2 }]) {
      const sizes = pictureSizes(grid);
      for (let width = 280; width <= 1600; width++) {
        const said = sizeAt(sizes, width);
        const actual = drawn(grid, width);
        expect(said, `${sizes} at ${width} px`).toBeGreaterThanOrEqual(actual - 0.01);
        // Past a step by less than a scroll bar, the cards of one column fewer (at most twice as
        // wide); past the page's widest by less than one, a share of that scroll bar.
        const slack = columnsAt(grid, width - 16) < columnsAt(grid, width) ? actual * 1.2 : 16 / columnsAt(grid, width) + 0.5;
        expect(said, `${sizes} at ${width} px`).toBeLessThanOrEqual(actual + slack);
      }
    }
  });

  it('names a phone-wide picture by the window less the page margins and the card', () => {
    expect(sizeAt(pictureSizes(autoFill), 412)).toBe(378);
    expect(sizeAt(pictureSizes(fixed), 412)).toBe(354);
  });
});

describe('cardsInFirstRows', () => {
  const windowWide = (width: number) =>
    Object.defineProperty(document.documentElement, 'clientWidth', { configurable: true, get: () => width });
  afterEach(() => {
    Reflect.deleteProperty(document.documentElement, 'clientWidth');
  });

  it('counts the first two rows of the grid in this window', () => {
    // A phone held upright: one column, the first card and the top of the second.
    windowWide(412);
    expect(cardsInFirstRows(autoFill)).toBe(2);
    windowWide(488);
    expect(cardsInFirstRows(autoFill)).toBe(4);
    windowWide(1366);
    expect(cardsInFirstRows(autoFill)).toBe(10);
    expect(cardsInFirstRows(fixed)).toBe(6);
  });

  it('gives the same count by width, for the start-up script, at every window width', () => {
    for (const grid of [autoFill, fixed]) {
      const steps = cardsInFirstRowsByWidth(grid);
      for (let width = 280; width <= 2000; width += 1) {
        windowWide(width);
        const byWidth = steps.filter(({ from }) => width >= from).at(-1)!.count;
        expect(byWidth, `${width} px`).toBe(2 * columnsAt(grid, width));
        expect(cardsInFirstRows(grid), `${width} px`).toBe(byWidth);
      }
    }
    expect(cardsInFirstRowsByWidth(autoFill).slice(0, 2)).toEqual([
      { from: 0, count: 2 },
      { from: 488, count: 4 },
    ]);
  });
});
