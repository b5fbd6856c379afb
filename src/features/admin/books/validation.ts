// The book form's rules (spec section 5): the name is the pages' folder.
import { blank, fail, ok, parseMoney, type Check, type ErrorKey } from '../shared/checks';

/** The folder a book's pages live in is its name, so two books may not share it. */
export function isBookNameTaken(
  name: string,
  books: ReadonlyArray<{ id: string; pagesFolder: string }>,
  exceptId?: string,
): boolean {
  const wanted = name.trim().toLowerCase();
  return books.some((b) => b.id !== exceptId && b.pagesFolder.trim().toLowerCase() === wanted);
}

/**
 * A book name becomes a storage folder (libros/{name}/): no slashes, and not
 * "portadas", which holds every cover.
 */
export function checkBookName(
  name: string,
  books: ReadonlyArray<{ id: string; pagesFolder: string }>,
  exceptId?: string,
): ErrorKey | null {
  if (blank(name)) return 'errors.bookNameRequired';
  if (/[/\\]/.test(name) || name.trim() === '.' || name.trim() === '..') return 'errors.bookNameSlash';
  if (name.trim().toLowerCase() === 'portadas') return 'errors.bookNameReserved';
  if (isBookNameTaken(name, books, exceptId)) return 'errors.bookNameTaken';
  return null;
}

/** Page upload stays disabled until a cover is chosen and the name is valid and unique. */
export function canUploadPages(
  name: string,
  hasCover: boolean,
  books: ReadonlyArray<{ id: string; pagesFolder: string }>,
): boolean {
  return hasCover && checkBookName(name, books) === null;
}

export interface BookFormValues {
  name: string;
  price: string;
  cover: File | null;
  pages: readonly File[];
}

/** Create: valid unique name, a cover, at least one page. Edit: the name stays (it is the folder), cover optional. */
export function validateBookForm(
  values: BookFormValues,
  books: ReadonlyArray<{ id: string; pagesFolder: string }>,
  editing?: { id: string },
): Check<{ name: string; price: number | null }> {
  if (!editing) {
    const nameError = checkBookName(values.name, books);
    if (nameError) return fail(nameError);
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
