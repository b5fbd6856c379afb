import { columnsForWidth } from './bookGroups';
import { bannerSlidePaths } from './bannerImages';

describe('columnsForWidth', () => {
  it.each([
    [320, 2],
    [479, 2],
    [480, 2],
    [639, 2],
    [640, 3],
    [899, 3],
    [900, 4],
    [1199, 4],
    [1200, 5],
    [1920, 5],
  ])('width %i gives %i columns', (width, columns) => {
    expect(columnsForWidth(width)).toBe(columns);
  });
});

describe('bannerSlidePaths', () => {
  it('keeps jpg, jpeg, png and gif only, sorted by path', () => {
    expect(
      bannerSlidePaths(['Banner/c.PNG', 'Banner/notes.txt', 'Banner/a.jpeg', 'Banner/', 'Banner/b.gif', 'Banner/d.webp', 'Banner/0.JPG']),
    ).toEqual(['Banner/0.JPG', 'Banner/a.jpeg', 'Banner/b.gif', 'Banner/c.PNG']);
  });
});
