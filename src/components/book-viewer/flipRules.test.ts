import { canFlipNext, canFlipPrev, canTurn, pageIndexFromParam, pagesToLoad, spreadPages, turnTarget } from './flipRules';

describe('flip rules (spec section 9)', () => {
  it('allows the previous flip only above index 1', () => {
    expect(canFlipPrev(0)).toBe(false);
    expect(canFlipPrev(1)).toBe(false);
    expect(canFlipPrev(2)).toBe(true);
    expect(canFlipPrev(7)).toBe(true);
  });
  it('allows the next flip only below page count minus 2', () => {
    expect(canFlipNext(0, 10)).toBe(true);
    expect(canFlipNext(7, 10)).toBe(true);
    expect(canFlipNext(8, 10)).toBe(false);
    expect(canFlipNext(9, 10)).toBe(false);
    expect(canFlipNext(0, 2)).toBe(false);
  });
});

/** Every page index reachable from the cover by allowed turns. */
function reachable(pageCount: number, twoPages: boolean): number[] {
  const seen = new Set<number>([0]);
  const queue = [0];
  while (queue.length) {
    const index = queue.shift()!;
    for (const direction of ['prev', 'next'] as const) {
      if (!canTurn(direction, index, pageCount, twoPages)) continue;
      const target = turnTarget(direction, index, pageCount, twoPages);
      if (!seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
    }
  }
  return [...seen].sort((a, b) => a - b);
}

describe('canTurn and turnTarget', () => {
  it('in two-page view are the spec rules on the spread index', () => {
    expect(canTurn('next', 0, 12, true)).toBe(true);
    expect(turnTarget('next', 0, 12, true)).toBe(1);
    expect(turnTarget('next', 1, 12, true)).toBe(3);
    expect(turnTarget('prev', 3, 12, true)).toBe(1);
    expect(canTurn('prev', 1, 12, true)).toBe(false);
    expect(turnTarget('next', 9, 12, true)).toBe(11);
    expect(canTurn('next', 11, 12, true)).toBe(false);
  });

  it('in single-page view walks the halves of a spread and leaves it by the same rules', () => {
    expect(canTurn('next', 1, 11, false)).toBe(true); // page 1 to page 2, same spread
    expect(canTurn('prev', 2, 11, false)).toBe(true); // page 2 back to page 1
    expect(canTurn('prev', 1, 11, false)).toBe(false); // not back onto the cover
    expect(canTurn('next', 9, 11, false)).toBe(true); // last spread 9-10: to page 10
    expect(canTurn('next', 10, 11, false)).toBe(false);
    expect(turnTarget('next', 4, 11, false)).toBe(5);
  });

  it('reach every page of a book in either view, whatever its length', () => {
    // (A cover and one page, count 2, allows no flip at all by the rule: End and the thumbnails reach it.)
    for (let count = 3; count <= 17; count += 1) {
      const all = Array.from({ length: count }, (_, i) => i);
      const spreadStarts = [...new Set(all.map((i) => spreadPages(i, count)[0]))];
      expect(reachable(count, false)).toEqual(all);
      expect(reachable(count, true)).toEqual(spreadStarts);
    }
  });
});

describe('pagesToLoad', () => {
  it('covers the current spread and its neighbours only', () => {
    const wanted = pagesToLoad(5, 40);
    expect([...wanted].sort((a, b) => a - b)).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
    expect(wanted.has(0)).toBe(false);
    expect(wanted.has(20)).toBe(false);
  });
  it('stays inside the book', () => {
    expect([...pagesToLoad(0, 3)].sort()).toEqual([0, 1, 2]);
    expect(pagesToLoad(0, 0).size).toBe(0);
  });
});

describe('pageIndexFromParam', () => {
  it('reads the printed page number, which is the index after the cover, clamped to the book', () => {
    expect(pageIndexFromParam('3', 10)).toBe(3);
    expect(pageIndexFromParam('99', 10)).toBe(9);
    expect(pageIndexFromParam('0', 10)).toBe(0);
    expect(pageIndexFromParam('abc', 10)).toBe(0);
    expect(pageIndexFromParam(null, 10)).toBe(0);
  });
});

describe('spreadPages', () => {
  it('shows the cover alone, then pairs from odd indexes, and a last page without partner alone', () => {
    expect(spreadPages(0, 12)).toEqual([0]);
    expect(spreadPages(1, 12)).toEqual([1, 2]);
    expect(spreadPages(2, 12)).toEqual([1, 2]);
    expect(spreadPages(9, 12)).toEqual([9, 10]);
    expect(spreadPages(11, 12)).toEqual([11]);
    expect(spreadPages(3, 5)).toEqual([3, 4]);
    expect(spreadPages(1, 2)).toEqual([1]);
  });
});
