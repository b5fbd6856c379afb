/*
 * The Virtual Library's shelves (spec section 2, Home) and the indexes that let the home page
 * read each shelf's first row, in name order, without reading every book (on AWS as locally):
 * - Libro.estante holds the book's shelf and Libro.orden a key whose plain string order is the
 *   library's name order (Intl.Collator 'es', numeric, accent- and case-insensitive); the index
 *   on them lists one shelf a page at a time, and the one on orden alone finds a book by name;
 * - Libro.catalogo holds one value on every book, ordered by creation: 'Novedades' reads the
 *   newest books from it.
 * DynamoDB cannot compute a collation key, so whoever writes a book writes these fields too (the
 * admin screens, the seed), and shelfFix tells the admin screen what to put right when they drift.
 */

/** The value of Libro.catalogo: the partition of the index that orders every book by creation. */
export const BOOK_FEED = 'LIBRO';

/** The shelves, in display order. */
export const BOOK_GROUPS = ['preescolar', 'primaria', 'secundaria', 'otros'] as const;
export type BookGroupKey = (typeof BOOK_GROUPS)[number];

/** The level an admin may give a book (Libro.nivel); it takes precedence over the name prefix. */
export const NIVELES = ['PREESCOLAR', 'PRIMARIA', 'SECUNDARIA', 'OTROS'] as const;
export type Nivel = (typeof NIVELES)[number];

/** Which shelf a name's prefix puts a book on, compared case-insensitively. */
export function groupOfName(name: string): BookGroupKey {
  const lower = name.trim().toLocaleLowerCase('es');
  for (const key of BOOK_GROUPS) {
    if (key !== 'otros' && lower.startsWith(key)) return key;
  }
  return 'otros';
}

/** A book's shelf: its level when an admin chose one, else its name's prefix. */
export function groupOf(book: { name: string; nivel?: Nivel | null }): BookGroupKey {
  return book.nivel ? (book.nivel.toLowerCase() as BookGroupKey) : groupOfName(book.name);
}

/*
 * The name key is written by hand: no library gives a collation key as a plain string (ICU's
 * sort keys are bytes, and no browser exposes them). It follows the collator's rules for what
 * book names hold: case and accents are ignored, ñ is a letter of its own after n, digit runs
 * compare by value, and spaces and punctuation sort before digits, which sort before letters.
 */

/** Punctuation in the collator's order (book-shelves.test.ts checks it against Intl.Collator); one rank per group of equals. */
const PUNCTUATION = [
  ' ',
  '_',
  '-',
  '–',
  '—',
  ',',
  ';',
  ':',
  '!',
  '¡',
  '?',
  '¿',
  '.',
  '…',
  '·',
  "'‘’",
  '"“”',
  '«',
  '»',
  '(',
  ')',
  '[',
  ']',
  '{',
  '}',
  '@',
  '*',
  '/',
  '\\',
  '&',
  '#',
  '%',
  '`',
  '^',
  '°',
  '©',
  '®',
  '+',
  '<',
  '=',
  '>',
  '|',
  '~',
  '$',
  '€',
];
const PUNCTUATION_RANK = new Map(PUNCTUATION.flatMap((group, rank) => [...group].map((char) => [char, rank] as const)));

/** Letters the collator reads as other letters at base strength. */
const FOLDED: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ª: 'a', º: 'o' };

/** A DynamoDB key may hold 1,024 bytes; names are far shorter, and this bounds a pathological one. */
const MAX_KEY_LENGTH = 400;

/**
 * A key whose string order is the name order of Intl.Collator('es', { numeric: true,
 * sensitivity: 'base' }), whatever the name's length. Each part begins with a character of its
 * own kind, so parts of different kinds compare as the collator does: punctuation ('!' and its
 * rank) < digits (the count of significant digits, two of them, then the digits) < letters
 * (themselves; ñ is 'n{', after every n).
 */
export function nameOrderKey(name: string): string {
  const text = name
    .trim()
    .normalize('NFC')
    .toLocaleLowerCase('es')
    .replace(/ñ/g, '\u0000')
    .normalize('NFD')
    .replace(/[\p{M}\p{Cf}]/gu, '')
    .replace(/[ßæœªº]/g, (char) => FOLDED[char]);
  let key = '';
  for (const [part] of text.matchAll(/\d+|[\s\S]/gu)) {
    if (/^\d/.test(part)) {
      const digits = part.replace(/^0+(?=\d)/, '');
      key += String(Math.min(digits.length, 99)).padStart(2, '0') + digits;
    } else if (part === '\u0000') key += 'n{';
    else if (/\p{L}/u.test(part)) key += part;
    else key += `!${String.fromCharCode(0x21 + (PUNCTUATION_RANK.get(/\s/.test(part) ? ' ' : part) ?? PUNCTUATION.length))}`;
  }
  return key;
}

/** Libro.orden: the name's order key, bounded to fit a DynamoDB key. */
export function nameSortKey(name: string): string {
  return nameOrderKey(name).slice(0, MAX_KEY_LENGTH);
}

/** The fields that place a book on its shelf's index. */
export function shelfFields(book: { name: string; nivel?: Nivel | null }): { estante: BookGroupKey; orden: string } {
  return { estante: groupOf(book), orden: nameSortKey(book.name) };
}

/** What a book's index fields must be set to; null when they are right. */
export function shelfFix(book: {
  name: string;
  nivel?: Nivel | null;
  estante?: string | null;
  orden?: string | null;
  catalogo?: string | null;
}): { estante: BookGroupKey; orden: string; catalogo: string } | null {
  const fields = shelfFields(book);
  return book.estante === fields.estante && book.orden === fields.orden && book.catalogo === BOOK_FEED
    ? null
    : { ...fields, catalogo: BOOK_FEED };
}
