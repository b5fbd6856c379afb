import { getDataClient } from '../../lib/data-client';
import { listAllPages } from '../../components/listAllPages';
import { listPaths, mediaUrl } from '../../components/storageMedia';
import { bannerSlidePaths } from './bannerImages';

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
async function loadBannerSlides(): Promise<string[]> {
  const usual = listPaths(USUAL_BANNER_FOLDER);
  usual.catch(() => undefined);
  const { data, errors } = await getDataClient().models.Banner.list();
  if (errors?.length) throw new Error(errors.map((e) => e.message).join('; '));
  const first = [...data].sort((a, b) => a.createdAt.localeCompare(b.createdAt))[0];
  if (!first) return [];
  const folder = first.imageFolder.endsWith('/') ? first.imageFolder : `${first.imageFolder}/`;
  return bannerSlidePaths(await (folder === USUAL_BANNER_FOLDER ? usual : listPaths(folder)));
}

/** Every book, ordered by name. */
async function loadBooks(): Promise<LibroItem[]> {
  const books = await listAllPages((nextToken) => getDataClient().models.Libro.list({ nextToken }));
  const collator = new Intl.Collator('es', { numeric: true, sensitivity: 'base' });
  return books.sort((a, b) => collator.compare(a.name, b.name));
}

/** Covers signed ahead: the first row at the widest layout (5 columns, spec section 9). */
const FIRST_COVERS = 5;

/** Loads started before the home screen mounted (see prefetchHomeData), each used once. */
let prefetched: { banner?: Promise<string[]>; books?: Promise<LibroItem[]> } = {};

/**
 * Starts the home screen's loads at once, while the session check and the screen's code
 * are still on their way, instead of after them. Nothing renders from this: the screen
 * takes the answers when it mounts. The loads are the public ones every role sees.
 */
export function prefetchHomeData(): void {
  prefetched.banner ??= loadBannerSlides();
  prefetched.books ??= loadBooks();
  // Sign the first images' URLs as soon as their paths are known (mediaUrl caches them),
  // so the largest image of the page is requested as soon as the screen renders.
  const sign = (paths: string[]) => paths.forEach((path) => void mediaUrl(path).catch(() => undefined));
  prefetched.banner.then((paths) => sign(paths.slice(0, 1)), () => undefined);
  prefetched.books.then((books) => sign(books.slice(0, FIRST_COVERS).map((book) => book.image)), () => undefined);
  // A failure is reported when the screen takes the load, not as an unhandled rejection.
  prefetched.banner.catch(() => undefined);
  prefetched.books.catch(() => undefined);
}

/** The first banner's slide paths: the prefetched load when there is one, else a new one. */
export function fetchBannerSlides(): Promise<string[]> {
  const early = prefetched.banner;
  prefetched.banner = undefined;
  return early ?? loadBannerSlides();
}

/** Every book, ordered by name: the prefetched load when there is one, else a new one. */
export function fetchBooks(): Promise<LibroItem[]> {
  const early = prefetched.books;
  prefetched.books = undefined;
  return early ?? loadBooks();
}

/** For tests: forget prefetched loads. */
export function resetPrefetchForTests(): void {
  prefetched = {};
}
