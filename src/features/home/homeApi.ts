import { getDataClient } from '../../lib/data-client';
import { listAllPages, throwOnErrors } from '../../lib/data-results';
import { listPaths, mediaUrl } from '../../lib/storage';
import { bannerSlidePaths } from './bannerImages';
import { groupBooks, MAX_COLUMNS } from './bookGroups';

export interface LibroItem {
  id: string;
  name: string;
  image: string;
  pagesFolder: string;
  price?: number | null;
  createdAt: string;
}

/** The folder every banner uses (spec section 3: imageFolder is 'Banner/'). */
const USUAL_BANNER_FOLDER = 'Banner/';

/**
 * The first banner's slide paths (images of its folder, sorted); empty when there
 * is no banner. The usual folder is listed while the record is read, saving a round
 * trip before the page's largest image; another folder is listed afterwards.
 */
export async function fetchBannerSlides(): Promise<string[]> {
  const usual = listPaths(USUAL_BANNER_FOLDER);
  usual.catch(() => undefined);
  const { data } = throwOnErrors(await getDataClient().models.Banner.list());
  const first = [...data].sort((a, b) => a.createdAt.localeCompare(b.createdAt))[0];
  if (!first) return [];
  const folder = first.imageFolder.endsWith('/') ? first.imageFolder : `${first.imageFolder}/`;
  return bannerSlidePaths(await (folder === USUAL_BANNER_FOLDER ? usual : listPaths(folder)));
}

/**
 * Every book, ordered by name. The covers of each shelf's first row are signed before the
 * list is returned, so the shelves render with their images instead of placeholders that are
 * filled a moment later: on a phone the first cover is the page's largest image.
 */
export async function fetchBooks(): Promise<LibroItem[]> {
  const books = await listAllPages((nextToken) => getDataClient().models.Libro.list({ nextToken }));
  const collator = new Intl.Collator('es', { numeric: true, sensitivity: 'base' });
  books.sort((a, b) => collator.compare(a.name, b.name));
  const firstRows = groupBooks(books).flatMap((group) => group.books.slice(0, MAX_COLUMNS));
  // A cover that cannot be signed now is tried again (and reported) by its image.
  await Promise.all(firstRows.map((book) => mediaUrl(book.image).catch(() => undefined)));
  return books;
}
