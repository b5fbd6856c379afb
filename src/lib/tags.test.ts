import { parseTags, tagKey } from './tags';

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
