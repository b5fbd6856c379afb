import { canFlipNext, canFlipPrev, pageIndexFromParam, pagesToLoad, spreadPages } from './flipRules';

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
  it('turns a 1-based page into an index, clamped to the book', () => {
    expect(pageIndexFromParam('3', 10)).toBe(2);
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
