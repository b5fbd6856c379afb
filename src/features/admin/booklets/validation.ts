// The booklet form's rules (spec section 5).
import { blank, fail, ok, type Check } from '../shared/checks';

const folderKey = (folder: string) => folder.trim().replace(/^devocionario\//, '').replace(/\/+$/, '').toLowerCase();

/** Two booklets in one folder would show each other's pages. */
export function isBookletFolderTaken(
  folder: string,
  booklets: ReadonlyArray<{ id: string; pagesFolder: string }>,
  exceptId?: string,
): boolean {
  return booklets.some((b) => b.id !== exceptId && folderKey(b.pagesFolder) === folderKey(folder));
}

export function validateBooklet(
  values: { name: string; pagesFolder: string },
  booklets: ReadonlyArray<{ id: string; pagesFolder: string }> = [],
): Check<{ name: string; pagesFolder: string }> {
  if (blank(values.name) || blank(values.pagesFolder)) return fail('errors.bookletRequired');
  const folder = values.pagesFolder.trim().replace(/\/+$/, '');
  if (/[/\\]/.test(folder) || folder === '.' || folder === '..') return fail('errors.bookletFolderSlash');
  if (isBookletFolderTaken(folder, booklets)) return fail('errors.bookletFolderTaken');
  return ok({ name: values.name.trim(), pagesFolder: folder });
}

/** A booklet's new name: not blank (its folder stays). */
export function validateBookletName(name: string): Check<string> {
  return blank(name) ? fail('errors.bookletNameRequired') : ok(name.trim());
}
