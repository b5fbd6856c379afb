import { IMAGE_FEED } from '../../../amplify/data/catalogue-index';
import { BOOK_GROUPS, nameSortKey, type BookGroupKey } from '../../../amplify/data/book-shelves';
import { loadDataClient } from '../../lib/data-client-loader';
import { DataError, listAllPages, throwOnErrors, type GraphQLErrorLike } from '../../lib/data-results';
import { listPaths } from '../../lib/storage';
import { offerFor, preloadStorageImage, signImage } from '../../components/storageImageSources';
import { holdImagesUntil } from '../../components/leadImageFirst';
import { parseTags } from '../../lib/tags';
import { currentWindowWidth } from '../../lib/drawnWidth';
import type { Nivel } from '../../lib/shelves';
import type { ListPageOf } from '../../lib/usePagedList';
import { BANNER_IMAGE_SIZES, bannerSlidePaths } from './bannerImages';
import { columnsForWidth, COVER_SIZES, MAX_COLUMNS } from './bookGroups';
import { BOOK_FIELDS, homeDocument, IMAGE_NEWS_FIELDS, shelfAlias } from './homeDocument';

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

/** What the home page reads of a banner. */
interface BannerRow {
  imageFolder: string;
  text: string;
  createdAt: string;
}

/**
 * The first banner's text and slide paths (images of its folder, sorted); empty when there is no
 * banner. `usual` is the usual folder's listing, started beside the request for the records (its
 * first slide then signed and downloading, saving round trips before the page's largest image);
 * another folder is listed afterwards. The first slide is signed before answering, so the banner
 * renders with its image rather than a placeholder.
 */
async function bannerFrom(records: readonly BannerRow[], usual: Promise<string[]>): Promise<BannerContent> {
  const first = [...records].sort((a, b) => a.createdAt.localeCompare(b.createdAt))[0];
  if (!first) return { text: '', slides: [] };
  const folder = first.imageFolder.endsWith('/') ? first.imageFolder : `${first.imageFolder}/`;
  const slides = folder === USUAL_BANNER_FOLDER ? await usual : bannerSlidePaths(await listPaths(folder));
  // The usual folder's slide is already on its way: this shares its signing (and its link).
  // A slide that cannot be signed now is tried again (and reported) by its image.
  if (slides[0]) await preloadStorageImage(slides[0], BANNER_IMAGE_SIZES).catch(() => undefined);
  return { text: first.text.trim(), slides };
}

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
 * whether 'Mostrar mas' has more to show), from each shelf's first page. The covers this window
 * draws (its grid's first row) are signed before answering, so the shelves render with their
 * images instead of placeholders filled a moment later: on a phone the first cover is the page's
 * largest image. A phone draws two of each shelf's five: signing the other three there delayed
 * the shelves for covers nobody sees (a wider window signs them as its cards appear).
 */
async function shelvesFrom(pages: ReadonlyArray<ListPageOf<LibroItem>>): Promise<ShelfStart[]> {
  const shelves = BOOK_GROUPS.map((key, i) => ({
    key,
    books: pages[i].items.slice(0, MAX_COLUMNS),
    more: pages[i].items.length > MAX_COLUMNS,
  })).filter((shelf) => shelf.books.length > 0);
  const drawn = columnsForWidth(currentWindowWidth());
  // The URLs each drawn card's image asks for (the files it offers at COVER_SIZES in this window).
  // A cover that cannot be signed now is tried again (and reported) by its image.
  await Promise.all(
    shelves.flatMap((shelf) =>
      shelf.books
        .slice(0, drawn)
        .flatMap((book) => (book.image ? [signImage(offerFor(book.image, COVER_SIZES)).catch(() => undefined)] : [])),
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

/** What 'Novedades' reads of a video and of an image. */
interface VideoRow {
  id: string;
  title: string;
  thumbnailPath: string;
  publishedAt?: string | null;
  createdAt?: string | null;
}
interface ImageRow {
  id: string;
  filePath: string;
  etiquetas: string;
  isPublica: boolean;
  createdAt?: string | null;
}

/**
 * The newest public images, from the first page of the gallery's index newest first, and further
 * pages only while fewer than `count` are found (private ones are passed over), never the whole gallery.
 */
async function newestPublicImages(count: number, first: ListPageOf<ImageRow>): Promise<ImageRow[]> {
  const found = first.items.filter((image) => image.isPublica);
  let nextToken = first.nextToken ?? undefined;
  while (nextToken && found.length < count) {
    const page = throwOnErrors(
      await (await loadDataClient()).models.Imagen.listImagenByCatalogo(
        { catalogo: IMAGE_FEED },
        { sortDirection: 'DESC', limit: count * 2, nextToken, selectionSet: IMAGE_NEWS_FIELDS },
      ),
    );
    found.push(...page.data.filter((image) => image.isPublica));
    nextToken = page.nextToken ?? undefined;
  }
  return found.slice(0, count);
}

/** 'Novedades': the newest books, videos and public support resources (a private one would only show a lock). */
async function newsFrom(
  books: readonly LibroItem[],
  videos: readonly VideoRow[],
  images: ListPageOf<ImageRow>,
  count: number,
): Promise<NewsItem[]> {
  const resources = (await newestPublicImages(count, images)).map(
    (i): NewsItem => ({ kind: 'resource', id: i.id, title: parseTags(i.etiquetas).join(', '), image: i.filePath, date: i.createdAt ?? '' }),
  );
  return [
    ...books.map((book): NewsItem => ({ kind: 'book', id: book.id, title: book.name, image: book.image, date: book.createdAt ?? '', book })),
    ...videos.map((v): NewsItem => ({ kind: 'video', id: v.id, title: v.title, image: v.thumbnailPath, date: v.publishedAt ?? v.createdAt ?? '' })),
    ...resources,
  ];
}

/** One list field of the home page's request: a page of items. */
interface Connection<T> {
  items: T[];
  nextToken?: string | null;
}

/** The home page's request answered: its fields by alias, and the errors, each naming the alias it belongs to in its path. */
interface HomeAnswer {
  data: Record<string, Connection<unknown> | null | undefined> | null;
  errors: ReadonlyArray<GraphQLErrorLike & { path?: ReadonlyArray<string | number> | null }>;
}

/**
 * Sends the home page's request; an answer with errors (which aws-amplify throws) still gives the
 * fields that succeeded. The page's start-up script sends the same request for a guest
 * (src/app/first-reads.ts).
 */
export async function requestHome(count: number): Promise<HomeAnswer> {
  const client = await loadDataClient();
  try {
    const result = (await client.graphql(homeDocument(count))) as Partial<HomeAnswer>;
    return { data: result.data ?? null, errors: result.errors ?? [] };
  } catch (error) {
    const answer = error as Partial<HomeAnswer> | null;
    if (answer && typeof answer === 'object' && Array.isArray(answer.errors) && 'data' in answer) {
      return { data: answer.data ?? null, errors: answer.errors };
    }
    throw error;
  }
}

/** One field of the answer as a page; the errors that concern it (its own, or the whole request's) thrown. */
function pageOf<T>(answer: HomeAnswer, alias: string): ListPageOf<T> {
  const errors = answer.errors.filter((e) => !e.path?.length || e.path[0] === alias);
  if (errors.length) throw new DataError(errors);
  const field = answer.data?.[alias];
  if (!field) throw new Error(`Empty response for ${alias}`);
  return { items: field.items as T[], nextToken: field.nextToken ?? null };
}

/** The home page's three parts, each settling on its own. */
export interface HomeReads {
  banner: Promise<BannerContent>;
  shelves: Promise<ShelfStart[]>;
  news: Promise<NewsItem[]>;
}

/**
 * Starts the home page's reads: the records in one request (homeDocument) and, beside it, the
 * usual banner folder's listing with its first slide. A part whose field failed rejects; the others still answer.
 */
export function readHome(count = NEWS_PER_KIND): HomeReads {
  const usual = listPaths(USUAL_BANNER_FOLDER).then(bannerSlidePaths);
  // The first slide is the page's largest image: the covers and the news pictures wait for it
  // (leadImageFirst.ts) from now on, as the shelves may be answered before the listing is.
  holdImagesUntil(usual.then(([first]) => (first ? preloadStorageImage(first, BANNER_IMAGE_SIZES) : undefined)));
  const answer = requestHome(count);
  const reads: HomeReads = {
    banner: answer.then((a) => bannerFrom(pageOf<BannerRow>(a, 'banners').items, usual)),
    shelves: answer.then((a) => shelvesFrom(BOOK_GROUPS.map((key) => pageOf<LibroItem>(a, shelfAlias(key))))),
    news: answer.then((a) =>
      newsFrom(pageOf<LibroItem>(a, 'newestBooks').items, pageOf<VideoRow>(a, 'newestVideos').items, pageOf<ImageRow>(a, 'newestImages'), count),
    ),
  };
  // Each part is awaited by its own loader, possibly a moment later: a failure before then is not "unhandled".
  for (const part of Object.values(reads)) (part as Promise<unknown>).catch(() => undefined);
  return reads;
}
