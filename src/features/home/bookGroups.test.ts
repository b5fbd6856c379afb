import { columnsForWidth, groupBooks, groupOf, visibleBooks } from './bookGroups';
import { bannerSlidePaths } from './bannerImages';

describe('groupOf', () => {
  it('matches the prefixes case-insensitively', () => {
    expect(groupOf('PREESCOLAR 1')).toBe('preescolar');
    expect(groupOf('primaria - tercero')).toBe('primaria');
    expect(groupOf('Secundaria 2')).toBe('secundaria');
    expect(groupOf('Biblia ilustrada')).toBe('otros');
    // The prefix must be at the start of the name.
    expect(groupOf('Mi primaria')).toBe('otros');
  });
});

describe('groupBooks', () => {
  it('orders the groups, keeps book order and hides empty groups', () => {
    const books = [{ name: 'Otros cantos' }, { name: 'Primaria 2' }, { name: 'primaria 1' }, { name: 'Preescolar A' }];
    const groups = groupBooks(books);
    expect(groups.map((g) => g.key)).toEqual(['preescolar', 'primaria', 'otros']);
    expect(groups[1].books.map((b) => b.name)).toEqual(['Primaria 2', 'primaria 1']);
  });
  it('gives no groups for no books', () => {
    expect(groupBooks([])).toEqual([]);
  });
});

describe('columnsForWidth', () => {
  it.each([
    [320, 1],
    [479, 1],
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

describe('visibleBooks', () => {
  it('shows one row until expanded', () => {
    const books = [1, 2, 3, 4, 5, 6, 7];
    expect(visibleBooks(books, 3, false)).toEqual([1, 2, 3]);
    expect(visibleBooks(books, 3, true)).toEqual(books);
  });
});

describe('bannerSlidePaths', () => {
  it('keeps jpg, jpeg, png and gif only, sorted by path', () => {
    expect(
      bannerSlidePaths(['Banner/c.PNG', 'Banner/notes.txt', 'Banner/a.jpeg', 'Banner/', 'Banner/b.gif', 'Banner/d.webp', 'Banner/0.JPG']),
    ).toEqual(['Banner/0.JPG', 'Banner/a.jpeg', 'Banner/b.gif', 'Banner/c.PNG']);
  });
});
