import { describe, expect, it } from 'vitest';
import { BOOK_FEED, groupOf, nameSortKey, shelfFields, shelfFix } from './book-shelves';

const collator = new Intl.Collator('es', { numeric: true, sensitivity: 'base' });
const byKey = (a: string, b: string) => {
  const [x, y] = [nameSortKey(a), nameSortKey(b)];
  return x < y ? -1 : x > y ? 1 : 0;
};

/** A generator of names (stored trimmed, as the admin form saves them) with what book names hold, seeded so that a failure can be replayed. */
function names(count: number, seed: number): string[] {
  let state = seed;
  const random = () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
  const parts = "a|b|n|ñ|Ñ|o|z|á|É|ü|ç|A|N|Z| |-|:|.|,|(|)|0|1|2|9|10|007|25|'|¿|?".split('|');
  return Array.from(
    { length: count },
    () =>
      Array.from({ length: 1 + Math.floor(random() * 8) }, () => parts[Math.floor(random() * parts.length)])
        .join('')
        .trim() || 'a',
  );
}

describe('nameSortKey', () => {
  it('orders names as the library collator does', () => {
    const list = [
      'Libro 10',
      'libro 2',
      'Libro 2 a',
      'Ñandú',
      'Nube',
      'nz',
      'Árbol',
      'arbol b',
      'Arbol-c',
      'Arbol c',
      'a_b',
      '7 agentes',
      'Straße',
      'Primaria - 1',
      'Primaria: 1',
      'primaria1',
    ];
    expect([...list].sort(byKey)).toEqual([...list].sort(collator.compare));
  });

  it('agrees with the collator on every pair of 400 generated names', () => {
    for (const seed of [1, 7, 2026]) {
      const sorted = names(400, seed).sort(byKey);
      for (let i = 1; i < sorted.length; i++) {
        // Equal keys are names the collator finds equal too; otherwise the key order is the collator's.
        const expected = nameSortKey(sorted[i - 1]) === nameSortKey(sorted[i]) ? 0 : -1;
        expect([sorted[i - 1], sorted[i], collator.compare(sorted[i - 1], sorted[i])]).toEqual([sorted[i - 1], sorted[i], expected]);
      }
    }
  });

  it('gives names that differ in case, accents or leading zeros one key', () => {
    expect(nameSortKey('  ÁRBOL 007 ')).toBe(nameSortKey('arbol 7'));
    expect(nameSortKey('Nin\u0303o')).toBe(nameSortKey('niño'));
    expect(nameSortKey('niño')).not.toBe(nameSortKey('nino'));
  });

  it('keeps the punctuation table in the collator order', () => {
    const marks = [...' _-–—,;:!¡?¿.…·\'"«»()[]{}@*/\\&#%`^°©®+<=>|~$€'];
    expect([...marks].sort(byKey)).toEqual([...marks].sort(collator.compare));
  });

  it('is bounded for a pathological name', () => {
    expect(nameSortKey('x'.repeat(5000)).length).toBe(400);
  });
});

describe('shelfFields and shelfFix', () => {
  it('place a book on the shelf of its level, else of its name', () => {
    expect(shelfFields({ name: 'Primaria - Los Sacramentos' })).toEqual({
      estante: 'primaria',
      orden: nameSortKey('Primaria - Los Sacramentos'),
    });
    expect(shelfFields({ name: 'Biblia', nivel: 'PREESCOLAR' }).estante).toBe(groupOf({ name: 'Biblia', nivel: 'PREESCOLAR' }));
  });

  it('ask for the fields a book lacks or holds wrong, and nothing when they are right', () => {
    const book = { name: 'Secundaria 1', nivel: null };
    const right = { ...book, ...shelfFields(book), catalogo: BOOK_FEED };
    expect(shelfFix(right)).toBeNull();
    expect(shelfFix(book)).toEqual({ ...shelfFields(book), catalogo: BOOK_FEED });
    expect(shelfFix({ ...right, name: 'Primaria 1' })).toEqual({
      estante: 'primaria',
      orden: nameSortKey('Primaria 1'),
      catalogo: BOOK_FEED,
    });
    expect(shelfFix({ ...right, nivel: 'OTROS' })?.estante).toBe('otros');
  });
});
