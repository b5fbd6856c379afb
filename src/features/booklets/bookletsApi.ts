import { getDataClient } from '../../lib/data-client';
import { listAllPages } from '../../lib/data-results';
import { listPaths, pageImagePaths } from '../../lib/storage';
import { bookFromDevocionario } from '../../components/book-viewer/bookSource';
import { inNameOrder } from '../../lib/name-order';

export interface Booklet {
  id: string;
  name: string;
  pagesFolder: string;
  createdAt: string;
}

/** Every devotional booklet, by name. */
export async function fetchBooklets(): Promise<Booklet[]> {
  const booklets = await listAllPages((nextToken) => getDataClient().models.Devocionario.list({ nextToken }));
  return inNameOrder(booklets, (booklet) => booklet.name);
}

/** The path of a booklet's first page image, or null when its folder holds none. */
export async function firstPagePath(booklet: Booklet): Promise<string | null> {
  const paths = await listPaths(bookFromDevocionario(booklet).pagesPrefix);
  return pageImagePaths(paths)[0] ?? null;
}
