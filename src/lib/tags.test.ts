import { distinctTags, filterByTag, parseTags } from './tags';

describe('tags', () => {
  it('parses a comma-separated string, trimmed, without blanks or duplicates', () => {
    expect(parseTags(' Biblia, oración ,,biblia , Niños ')).toEqual(['Biblia', 'oración', 'Niños']);
    expect(parseTags('')).toEqual([]);
    expect(parseTags(null)).toEqual([]);
  });
  it('lists the distinct tags of all items in order of appearance', () => {
    const items = [{ tags: 'a, b' }, { tags: 'b,c' }, { tags: '' }];
    expect(distinctTags(items, (i) => i.tags)).toEqual(['a', 'b', 'c']);
  });
  it('filters by a tag case-insensitively and returns all for null', () => {
    const items = [{ id: 1, tags: 'Fe, Niños' }, { id: 2, tags: 'fe' }, { id: 3, tags: 'Adultos' }];
    expect(filterByTag(items, 'FE', (i) => i.tags).map((i) => i.id)).toEqual([1, 2]);
    expect(filterByTag(items, 'niños', (i) => i.tags).map((i) => i.id)).toEqual([1]);
    expect(filterByTag(items, null, (i) => i.tags)).toHaveLength(3);
    expect(filterByTag(items, 'nada', (i) => i.tags)).toEqual([]);
  });
});
