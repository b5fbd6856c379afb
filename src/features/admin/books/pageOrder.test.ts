import { currentOrder, movePage, removePage, replacePage } from './pageOrder';

describe('page order', () => {
  it('is the stored list when there is one, else the folder’s images in page-number order', () => {
    expect(currentOrder(['b', 'a'], ['a', 'b', 'c'])).toEqual(['b', 'a']);
    expect(currentOrder(null, ['f/p10.jpg', 'f/p2.jpg', 'f/notas.txt', 'f/p1.png'])).toEqual(['f/p1.png', 'f/p2.jpg', 'f/p10.jpg']);
    expect(currentOrder([], ['f/1.jpg'])).toEqual(['f/1.jpg']);
  });

  it('moves, replaces and removes pages', () => {
    expect(movePage(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(movePage(['a', 'b', 'c', 'd'], 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(movePage(['a', 'b'], 1, 2)).toEqual(['a', 'b']);
    expect(replacePage(['a', 'b', 'c'], 'b', 'x')).toEqual(['a', 'x', 'c']);
    expect(removePage(['a', 'b', 'c'], 'a')).toEqual(['b', 'c']);
  });
});
