// The home page's shelf index (amplify/data/book-shelves.ts) put right by /admin/libros.
import type { Schema } from '../../../../amplify/data/resource';
import { shelfFix } from '../../../../amplify/data/book-shelves';
import { EditConflictError, updateIfUnchanged } from '../shared/conditionalUpdate';
import { runLimited } from '../shared/concurrency';

type Book = Schema['Libro']['type'];

/** Book updates sent at once. */
const WRITES_AT_ONCE = 4;

/**
 * Puts right the fields that place books on the home page's shelf index (a book written before
 * the index, or by a write that failed half way), each on the condition that the book is still
 * as loaded: one another admin changed meanwhile is left for the next load. Answers the books
 * written, as stored now.
 */
export async function repairShelfIndex(books: readonly Book[]): Promise<Book[]> {
  const outcomes = await runLimited(
    books.flatMap((book) => {
      const fix = shelfFix(book);
      return fix ? [() => updateIfUnchanged('Libro', { id: book.id, ...fix }, book.updatedAt)] : [];
    }),
    WRITES_AT_ONCE,
  );
  const failed = outcomes.find((o) => !o.ok && !(o.error instanceof EditConflictError));
  if (failed && !failed.ok) throw failed.error;
  return outcomes.flatMap((o) => (o.ok ? [o.value] : []));
}
