import { parseTags, sortTags, tagKey } from './tags';

describe('tags', () => {
  it('parses a comma-separated string, trimmed, without blanks or duplicates', () => {
    expect(parseTags(' Biblia, oración ,,biblia , Niños ')).toEqual(['Biblia', 'oración', 'Niños']);
    expect(parseTags('')).toEqual([]);
    expect(parseTags(null)).toEqual([]);
  });
  it('keys a tag case-insensitively, as the tag filter reads it', () => {
    expect(tagKey('FE')).toBe(tagKey('fe'));
    expect(tagKey(' Niños ')).toBe('niños');
    expect(tagKey('Adultos')).not.toBe(tagKey('fe'));
  });
});

describe('sortTags', () => {
  it('orders tags as the Spanish collator does (accents and case aside, numbers by value), without one', () => {
    const names = ['Oración', 'niños', 'Biblia', 'Ángeles', 'Tema 10', 'Tema 2', 'Ñandú', 'Navidad', 'adultos', 'Éxodo', 'Zacarías'];
    const collator = new Intl.Collator('es', { numeric: true, sensitivity: 'base' });
    expect(sortTags(names)).toEqual([...names].sort(collator.compare));
    expect(sortTags(names).slice(0, 3)).toEqual(['adultos', 'Ángeles', 'Biblia']);
  });
});
