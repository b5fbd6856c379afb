// The booklet form's rules (spec section 5).
import { blank, fail, ok, type Check } from '../shared/checks';

export function validateBooklet(values: { name: string; pagesFolder: string }): Check<{ name: string; pagesFolder: string }> {
  if (blank(values.name) || blank(values.pagesFolder)) return fail('errors.bookletRequired');
  const folder = values.pagesFolder.trim().replace(/\/+$/, '');
  if (/[/\\]/.test(folder) || folder === '.' || folder === '..') return fail('errors.bookletFolderSlash');
  return ok({ name: values.name.trim(), pagesFolder: folder });
}
