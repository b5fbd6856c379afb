import { paginate } from './pagination';

describe('pagination', () => {
  const items = Array.from({ length: 12 }, (_, i) => i + 1);
  it('slices pages of the given size', () => {
    expect(paginate(items, 1, 5)).toEqual({ items: [1, 2, 3, 4, 5], page: 1, pageCount: 3, hasPrevious: false, hasNext: true });
    expect(paginate(items, 3, 5)).toEqual({ items: [11, 12], page: 3, pageCount: 3, hasPrevious: true, hasNext: false });
  });
  it('clamps pages out of range (after deleting the last item of the last page)', () => {
    expect(paginate(items, 9, 5).page).toBe(3);
    expect(paginate(items, 0, 5).page).toBe(1);
    expect(paginate([], 2, 5)).toEqual({ items: [], page: 1, pageCount: 1, hasPrevious: false, hasNext: false });
  });
});
