import { getDataClient } from '../../lib/data-client';
import { listAllPages } from '../../lib/data-results';
import { firstPageImagePath, listPaths } from '../../lib/storage';
import { bookFromDevocionario } from '../../components/book-viewer/bookSource';
import { inNameOrder } from '../../lib/name-order';
import { loadPerKey } from '../../lib/load-once';
import { preloadStorageImage } from '../../components/storageImageSources';
import { pictureSizes, type CardGrid } from '../../lib/cardGrid';

export interface Booklet {
  id: string;
  name: string;
  pagesFolder: string;
  /** Its first page's key, kept by the studio ('' when its folder holds no page image); missing on a booklet it has not seen since. */
  portada?: string | null;
  createdAt: string;
}

/**
 * The grid of DevocionarioPage.css: one column, two from 640 px, three from 1,024 px, 1.25rem
 * apart; a first page inside the card's 0.75rem padding and 1 px border.
 */
const BOOKLET_GRID: CardGrid = {
  columns: [
    { from: 640, count: 2 },
    { from: 1024, count: 3 },
  ],
  gap: 20,
  inset: 26,
};

/** The width a booklet card's first page is displayed at (its <img> sizes). */
export const BOOKLET_PAGE_SIZES = pictureSizes(BOOKLET_GRID);

/**
 * Every devotional booklet, by name. The first one's first page, the page's largest image, is
 * looked up and starts downloading at once (preloadStorageImage), beside the render of the cards
 * rather than after it; its card then finds the lookup under way (firstPagePath).
 */
export async function fetchBooklets(): Promise<Booklet[]> {
  const booklets = inNameOrder(
    await listAllPages((nextToken) => getDataClient().models.Devocionario.list({ nextToken })),
    (booklet) => booklet.name,
  );
  if (booklets[0]) {
    // A failure here is met again, and reported, by the card.
    firstPagePath(booklets[0])
      .then((path) => (path ? preloadStorageImage(path, BOOKLET_PAGE_SIZES) : undefined))
      .catch(() => undefined);
  }
  return booklets;
}

/** Lookups of first pages, by folder, for a short while: the preload and the card share one listing. */
const FIRST_PAGE_REUSE_MS = 60_000;
const firstPages = loadPerKey(FIRST_PAGE_REUSE_MS, (prefix: string) => listPaths(prefix).then(firstPageImagePath));

/**
 * The path of a booklet's first page image, or null when its folder holds none: from the record
 * when the studio wrote it there, else by listing the folder.
 */
export function firstPagePath(booklet: Booklet): Promise<string | null> {
  // '' is the studio's word for a folder that held no page image when it last looked.
  if (typeof booklet.portada === 'string') return Promise.resolve(booklet.portada || null);
  return firstPages(bookFromDevocionario(booklet).pagesPrefix);
}
