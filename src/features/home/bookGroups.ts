/** The Virtual Library's shelves, in display order (spec section 2, Home). */
export const BOOK_GROUPS = ['preescolar', 'primaria', 'secundaria', 'otros'] as const;
export type BookGroupKey = (typeof BOOK_GROUPS)[number];

export interface BookGroup<T> {
  key: BookGroupKey;
  books: T[];
}

/** Which shelf a book belongs to: its name's prefix, compared case-insensitively. */
export function groupOf(name: string): BookGroupKey {
  const lower = name.trim().toLocaleLowerCase('es');
  for (const key of BOOK_GROUPS) {
    if (key !== 'otros' && lower.startsWith(key)) return key;
  }
  return 'otros';
}

/** Groups books by name prefix, keeping their order inside a group and hiding empty groups. */
export function groupBooks<T extends { name: string }>(books: readonly T[]): BookGroup<T>[] {
  const byKey = new Map<BookGroupKey, T[]>(BOOK_GROUPS.map((key) => [key, []]));
  for (const book of books) byKey.get(groupOf(book.name))!.push(book);
  return BOOK_GROUPS.map((key) => ({ key, books: byKey.get(key)! })).filter((group) => group.books.length > 0);
}

/** The most columns the book grid has (on the widest screens). */
export const MAX_COLUMNS = 5;

/** Columns of the book grid by window width: >=1200 five, >=900 four, >=640 three, >=480 two, else one. */
export function columnsForWidth(width: number): number {
  if (width >= 1200) return MAX_COLUMNS;
  if (width >= 900) return 4;
  if (width >= 640) return 3;
  if (width >= 480) return 2;
  return 1;
}

/** The books a collapsed group shows: one row (spec section 9: rows per group initially 1). */
export function visibleBooks<T>(books: readonly T[], columns: number, expanded: boolean): T[] {
  return expanded ? [...books] : books.slice(0, columns);
}
