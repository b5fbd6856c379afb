import { normalizeTags, parsePaidCost } from './checks';

describe('cost and tags', () => {
  it('parses paid costs', () => {
    expect(parsePaidCost('12.5')).toBe(12.5);
    expect(parsePaidCost('3,25')).toBe(3.25);
    expect(parsePaidCost('abc')).toBeNull();
    expect(parsePaidCost('0.00')).toBeNull();
  });
  it('normalizes tags without repeats or blanks', () => {
    expect(normalizeTags(' Oración, oración,,  Misa ')).toBe('Oración,Misa');
    expect(normalizeTags('')).toBe('');
  });
});
