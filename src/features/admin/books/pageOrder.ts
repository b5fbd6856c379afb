/*
 * A book's reading order as a list of page keys. The record keeps it (Libro.pageOrder) because
 * a listing of the folder is in key order on S3, and an admin's moves are not. A book that never
 * had its pages managed has no list yet: its order is the folder's, as the viewer reads it.
 */
import { isImagePath, sortPagePaths } from '../../../lib/storage';

/** The order a book shows: its stored list, or the folder's images in page-number order. */
export function currentOrder(pageOrder: ReadonlyArray<string | null> | null | undefined, folderListing: readonly string[]): string[] {
  const stored = (pageOrder ?? []).filter((key): key is string => !!key);
  if (stored.length > 0) return stored;
  return sortPagePaths(folderListing.filter(isImagePath));
}

/** The order with the page at `from` moved to `to` (both positions in the list). */
export function movePage(order: readonly string[], from: number, to: number): string[] {
  if (from < 0 || from >= order.length || to < 0 || to >= order.length) return [...order];
  const next = [...order];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return next;
}

/** The order with one page's key swapped for another's, in the same place. */
export const replacePage = (order: readonly string[], oldKey: string, newKey: string) => order.map((key) => (key === oldKey ? newKey : key));

/** The order without one page. */
export const removePage = (order: readonly string[], key: string) => order.filter((k) => k !== key);
