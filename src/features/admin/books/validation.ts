// The book form's rules (spec section 5), with renames: a book keeps its pages' folder when
// its name changes, and the names it had keep opening it from old links.
import { blank, fail, ok, parseMoney, type Check, type ErrorKey } from '../shared/checks';

/** What the rules need to know of the other books. */
export interface BookNames {
  id: string;
  name: string;
  pagesFolder: string;
  formerNames?: ReadonlyArray<string | null> | null;
}

const key = (text: string) => text.trim().toLowerCase();

/**
 * A name is taken when another book has it as its pages' folder (the spec's rule: its pages
 * would mix), as its name, or as a name it had (an old link would open the wrong book).
 */
export function isBookNameTaken(name: string, books: readonly BookNames[], exceptId?: string): boolean {
  const wanted = key(name);
  return books.some(
    (b) =>
      b.id !== exceptId &&
      (key(b.pagesFolder) === wanted || key(b.name) === wanted || (b.formerNames ?? []).some((n) => n != null && key(n) === wanted)),
  );
}

/**
 * A new book's name becomes a storage folder (libros/{name}/): no slashes, and not
 * "portadas", which holds every cover. A rename keeps the folder but follows the same rules,
 * so that a name always could be a folder.
 */
export function checkBookName(name: string, books: readonly BookNames[], exceptId?: string): ErrorKey | null {
  if (blank(name)) return 'errors.bookNameRequired';
  if (/[/\\]/.test(name) || name.trim() === '.' || name.trim() === '..') return 'errors.bookNameSlash';
  if (name.trim().toLowerCase() === 'portadas') return 'errors.bookNameReserved';
  if (isBookNameTaken(name, books, exceptId)) return 'errors.bookNameTaken';
  return null;
}

/** Page upload stays disabled until a cover is chosen and the name is valid and unique. */
export function canUploadPages(name: string, hasCover: boolean, books: readonly BookNames[]): boolean {
  return hasCover && checkBookName(name, books) === null;
}

export interface BookFormValues {
  name: string;
  price: string;
  cover: File | null;
  pages: readonly File[];
}

/** Create: valid unique name, a cover, at least one page. Edit: a valid name free among the others, cover optional. */
export function validateBookForm(
  values: BookFormValues,
  books: readonly BookNames[],
  editing?: { id: string },
): Check<{ name: string; price: number | null }> {
  const nameError = checkBookName(values.name, books, editing?.id);
  if (nameError) return fail(nameError);
  if (!editing) {
    if (!values.cover) return fail('errors.coverRequired');
    if (values.pages.length === 0) return fail('errors.pagesRequired');
  }
  if (values.cover && !values.cover.type.startsWith('image/')) return fail('errors.imageType');
  if (values.pages.some((p) => !p.type.startsWith('image/'))) return fail('errors.imageType');
  let price: number | null = null;
  if (!blank(values.price)) {
    price = parseMoney(values.price);
    if (price === null) return fail('errors.priceInvalid');
  }
  return ok({ name: values.name.trim(), price });
}

/**
 * The names a book answers to after a rename: the old name joins them (old links keep working);
 * the new name leaves them when a book takes back a name it had.
 */
export function formerNamesAfterRename(book: { name: string; formerNames?: ReadonlyArray<string | null> | null }, newName: string): string[] {
  const names = (book.formerNames ?? []).filter((n): n is string => !!n);
  if (key(book.name) === key(newName)) return names;
  return [...names.filter((n) => key(n) !== key(newName) && key(n) !== key(book.name)), book.name];
}
