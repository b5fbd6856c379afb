import { getDataClient } from '../../lib/data-client';
import { listAllPages } from '../../lib/data-results';
import { isImagePath, listPaths, sortPagePaths } from '../../lib/storage';
import { bookFromDevocionario } from '../../components/book-viewer/bookSource';

export interface Booklet {
  id: string;
  name: string;
  pagesFolder: string;
  createdAt: string;
}

/** Every devotional booklet, by name. */
export async function fetchBooklets(): Promise<Booklet[]> {
  const booklets = await listAllPages((nextToken) => getDataClient().models.Devocionario.list({ nextToken }));
  const collator = new Intl.Collator('es', { numeric: true, sensitivity: 'base' });
  return booklets.sort((a, b) => collator.compare(a.name, b.name));
}

/** The path of a booklet's first page image, or null when its folder holds none. */
export async function firstPagePath(booklet: Booklet): Promise<string | null> {
  const paths = await listPaths(bookFromDevocionario(booklet).pagesPrefix);
  return sortPagePaths(paths.filter(isImagePath))[0] ?? null;
}
