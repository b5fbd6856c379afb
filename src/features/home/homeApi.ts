import { IMAGE_FEED, VIDEO_FEED } from '../../../amplify/data/catalogue-index';
import { BOOK_FEED, BOOK_GROUPS, nameSortKey, type BookGroupKey } from '../../../amplify/data/book-shelves';
import { loadDataClient } from '../../lib/data-client-loader';
import { listAllPages, throwOnErrors } from '../../lib/data-results';
import { inTurns } from '../../lib/main-thread';
import { listPaths, renditionPaths } from '../../lib/storage';
import { preloadStorageImage, signImage } from '../../components/storageImageSources';
import { parseTags } from '../../lib/tags';
import type { Nivel } from '../../lib/shelves';
import type { ListPageOf } from '../../lib/usePagedList';
import { BANNER_IMAGE_SIZES, bannerSlidePaths } from './bannerImages';
import { MAX_COLUMNS } from './bookGroups';

export interface LibroItem {
  id: string;
  name: string;
  image: string;
  pagesFolder: string;
  price?: number | null;
  /** The pages in reading order, when an admin set one. */
  pageOrder?: ReadonlyArray<string | null> | null;
  /** Names the book had before: old links open it by them. */
  formerNames?: ReadonlyArray<string | null> | null;
  nivel?: Nivel | null;
  createdAt?: string | null;
}

/** The banner the home page opens with: its text (the welcome) and its slides. */
export interface BannerContent {
  text: string;
  slides: string[];
}

/** The folder every banner uses (spec section 3: imageFolder is 'Banner/'). */
const USUAL_BANNER_FOLDER = 'Banner/';

/**
 * The first banner's text and slide paths (images of its folder, sorted); empty when there
 * is no banner. The usual folder is listed while the record is read, and its first slide
 * signed and downloaded, saving round trips before the page's largest image; another folder
 * is listed afterwards. The first slide is signed before answering, so the banner renders
 * with its image rather than a placeholder.
 */
export async function fetchBanner(): Promise<BannerContent> {
  const usual = listPaths(USUAL_BANNER_FOLDER).then(bannerSlidePaths);
  usual.then(([first]) => (first ? preloadStorageImage(first, BANNER_IMAGE_SIZES) : undefined)).catch(() => undefined);
  const { data } = throwOnErrors(await (await loadDataClient()).models.Banner.list());
  const first = [...data].sort((a, b) => a.createdAt.localeCompare(b.createdAt))[0];
  if (!first) return { text: '', slides: [] };
  const folder = first.imageFolder.endsWith('/') ? first.imageFolder : `${first.imageFolder}/`;
  const slides = folder === USUAL_BANNER_FOLDER ? await usual : bannerSlidePaths(await listPaths(folder));
  // The usual folder's slide is already on its way: this shares its signing (and its link).
  // A slide that cannot be signed now is tried again (and reported) by its image.
  if (slides[0]) await preloadStorageImage(slides[0], BANNER_IMAGE_SIZES).catch(() => undefined);
  return { text: first.text.trim(), slides };
}

/** What the home page reads of a book. */
const BOOK_FIELDS = ['id', 'name', 'image', 'pagesFolder', 'price', 'pageOrder', 'formerNames', 'nivel', 'createdAt'] as const;

/** One shelf as the library first draws it: its first row's books in name order, and whether more follow. */
export interface ShelfStart {
  key: BookGroupKey;
  books: LibroItem[];
  more: boolean;
}

/** A page of one shelf, in name order, read from the shelf's index (amplify/data/book-shelves.ts). */
export async function fetchShelfPage(shelf: BookGroupKey, limit: number, nextToken?: string): Promise<ListPageOf<LibroItem>> {
  const page = throwOnErrors(
    await (await loadDataClient()).models.Libro.listLibroByEstante({ estante: shelf }, { limit, nextToken, selectionSet: BOOK_FIELDS }),
  );
  return { items: page.data, nextToken: page.nextToken ?? null };
}

/**
 * The shelves that hold books, each with its first row (the widest grid's, plus one to know
 * whether 'Mostrar mas' has more to show): four small reads whatever the library's size. The
 * covers of those rows are signed before answering, so the shelves render with their images
 * instead of placeholders filled a moment later: on a phone the first cover is the page's largest image.
 */
export async function fetchShelves(): Promise<ShelfStart[]> {
  // In turns: four requests sent in one task would hold the main thread too long on a phone.
  const pages = await inTurns(BOOK_GROUPS.map((key) => () => fetchShelfPage(key, MAX_COLUMNS + 1)));
  const shelves = BOOK_GROUPS.map((key, i) => ({
    key,
    books: pages[i].items.slice(0, MAX_COLUMNS),
    more: pages[i].items.length > MAX_COLUMNS,
  })).filter((shelf) => shelf.books.length > 0);
  // A cover that cannot be signed now is tried again (and reported) by its image.
  await Promise.all(
    shelves.flatMap((shelf) =>
      shelf.books.flatMap((book) => (book.image ? [signImage(book.image, renditionPaths(book.image)).catch(() => undefined)] : [])),
    ),
  );
  return shelves;
}

/** Books per request when former names are searched: ids and former names only, so few requests at any size. */
const FORMER_NAMES_PAGE = 1000;

/**
 * The book a link names (/?libro=NAME): by its name, ignoring case and accents, through the
 * name's index; else by a name it had before a rename, which reads every book's former names
 * (old links, and names no book has: 5 requests at 5,000 books), then the book found.
 * Null when no book has that name.
 */
export async function fetchBookByName(name: string): Promise<LibroItem | null> {
  const client = await loadDataClient();
  const { data } = throwOnErrors(await client.models.Libro.listLibroByOrden({ orden: nameSortKey(name) }, { selectionSet: BOOK_FIELDS }));
  const lower = name.toLowerCase();
  const found = data.find((b) => b.name === name) ?? data.find((b) => b.name.toLowerCase() === lower) ?? data[0];
  if (found) return found;
  const all = await listAllPages((nextToken) =>
    client.models.Libro.list({ nextToken, limit: FORMER_NAMES_PAGE, selectionSet: ['id', 'formerNames'] }),
  );
  const renamed = all.find((b) => (b.formerNames ?? []).some((n) => n?.toLowerCase() === lower));
  if (!renamed) return null;
  // Deleted since the list was read: as if no book had the name.
  return throwOnErrors(await client.models.Libro.get({ id: renamed.id }, { selectionSet: BOOK_FIELDS })).data ?? null;
}

/** How many of each kind the 'Novedades' strip shows. */
export const NEWS_PER_KIND = 2;

/** One entry of 'Novedades': a new book, video or support resource. */
export interface NewsItem {
  kind: 'book' | 'video' | 'resource';
  id: string;
  title: string;
  /** The stored picture the card shows (cover, thumbnail or the resource itself). */
  image: string;
  /** When it was published (ISO), newest first. */
  date: string;
  /** The book itself, for a book entry (its card opens the viewer). */
  book?: LibroItem;
}

/** The newest books, read newest first from the index of every book by creation. */
async function newestBooks(count: number): Promise<NewsItem[]> {
  const { data } = throwOnErrors(
    await (await loadDataClient()).models.Libro.listLibroByCatalogo(
      { catalogo: BOOK_FEED },
      { sortDirection: 'DESC', limit: count, selectionSet: BOOK_FIELDS },
    ),
  );
  return data.map((book) => ({ kind: 'book', id: book.id, title: book.name, image: book.image, date: book.createdAt ?? '', book }));
}

/** The newest videos, read newest first from the index of every video by publication. */
async function newestVideos(count: number): Promise<NewsItem[]> {
  const { data } = throwOnErrors(
    await (await loadDataClient()).models.Conferencia.listConferenciaByCatalogo(
      { catalogo: VIDEO_FEED },
      { sortDirection: 'DESC', limit: count, selectionSet: ['id', 'title', 'thumbnailPath', 'publishedAt', 'createdAt'] },
    ),
  );
  return data.map((v) => ({ kind: 'video', id: v.id, title: v.title, image: v.thumbnailPath, date: v.publishedAt ?? v.createdAt ?? '' }));
}

/**
 * The newest public images, read newest first from the gallery's index a page at a time until
 * `count` are found (private ones are passed over), not the whole gallery.
 */
async function newestPublicImages(count: number) {
  const found = [];
  let nextToken: string | undefined;
  do {
    const page = throwOnErrors(
      await (await loadDataClient()).models.Imagen.listImagenByCatalogo(
        { catalogo: IMAGE_FEED },
        { sortDirection: 'DESC', limit: count * 2, nextToken, selectionSet: ['id', 'filePath', 'etiquetas', 'isPublica', 'createdAt'] },
      ),
    );
    found.push(...page.data.filter((image) => image.isPublica));
    nextToken = page.nextToken ?? undefined;
  } while (nextToken && found.length < count);
  return found.slice(0, count);
}

/** 'Novedades': the newest books, videos and public support resources (a private one would only show a lock), a few reads whatever the catalogue's size. */
export async function fetchNews(count = NEWS_PER_KIND): Promise<NewsItem[]> {
  const [books, videos, images] = await inTurns([() => newestBooks(count), () => newestVideos(count), () => newestPublicImages(count)]);
  const resources = images.map((i): NewsItem => ({
    kind: 'resource',
    id: i.id,
    title: parseTags(i.etiquetas).join(', '),
    image: i.filePath,
    date: i.createdAt ?? '',
  }));
  return [...books, ...videos, ...resources];
}
