/*
 * The Virtual Library's shelves (spec section 2, Home): a book's level when an admin chose one,
 * else its name's prefix. Shared by the home page, the admin book form and the follow-up form.
 */

/** The shelves, in display order. */
export const BOOK_GROUPS = ['preescolar', 'primaria', 'secundaria', 'otros'] as const;
export type BookGroupKey = (typeof BOOK_GROUPS)[number];

export interface BookGroup<T> {
  key: BookGroupKey;
  books: T[];
}

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

/**
 * The name a card shows on its shelf: without the shelf's name in front ('Preescolar - Amigos de
 * Jesús' reads 'Amigos de Jesús' under Preescolar), unless nothing but a number would be left.
 */
export function nameOnShelf(name: string, shelf: BookGroupKey): string {
  const trimmed = name.trim();
  if (shelf === 'otros' || !trimmed.toLocaleLowerCase('es').startsWith(shelf)) return trimmed;
  const rest = trimmed.slice(shelf.length).replace(/^[\s\-–—:·.,|/]+/u, '');
  return /\p{L}/u.test(rest) && rest !== trimmed.slice(shelf.length) ? rest : trimmed;
}

/** Groups books by shelf, keeping their order inside a group and hiding empty groups. */
export function groupBooks<T extends { name: string; nivel?: Nivel | null }>(books: readonly T[]): BookGroup<T>[] {
  const byKey = new Map<BookGroupKey, T[]>(BOOK_GROUPS.map((key) => [key, []]));
  for (const book of books) byKey.get(groupOf(book))!.push(book);
  return BOOK_GROUPS.map((key) => ({ key, books: byKey.get(key)! })).filter((group) => group.books.length > 0);
}
