import { IMAGE_FEED } from '../../../amplify/data/catalogue-index';
import { getDataClient } from '../../lib/data-client';
import { listAllPages, throwOnErrors } from '../../lib/data-results';
import { listPaths, mediaUrl, renditionPaths } from '../../lib/storage';
import { parseTags } from '../../lib/tags';
import { groupBooks, type Nivel } from '../../lib/shelves';
import { bannerSlidePaths } from './bannerImages';
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
  createdAt: string;
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
 * is no banner. The usual folder is listed while the record is read, saving a round
 * trip before the page's largest image; another folder is listed afterwards.
 */
export async function fetchBanner(): Promise<BannerContent> {
  const usual = listPaths(USUAL_BANNER_FOLDER);
  usual.catch(() => undefined);
  const { data } = throwOnErrors(await getDataClient().models.Banner.list());
  const first = [...data].sort((a, b) => a.createdAt.localeCompare(b.createdAt))[0];
  if (!first) return { text: '', slides: [] };
  const folder = first.imageFolder.endsWith('/') ? first.imageFolder : `${first.imageFolder}/`;
  const slides = bannerSlidePaths(await (folder === USUAL_BANNER_FOLDER ? usual : listPaths(folder)));
  return { text: first.text.trim(), slides };
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
  const paths = firstRows.flatMap((book) => (book.image ? [book.image, ...renditionPaths(book.image).map((r) => r.path)] : []));
  await Promise.all(paths.map((path) => mediaUrl(path).catch(() => undefined)));
  return books;
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

const newestFirst = <T>(items: readonly T[], dateOf: (item: T) => string): T[] =>
  [...items].sort((a, b) => dateOf(b).localeCompare(dateOf(a)));

/** The newest books of a list, as 'Novedades' entries. */
export function newestBooks(books: readonly LibroItem[], count = NEWS_PER_KIND): NewsItem[] {
  return newestFirst(books, (b) => b.createdAt)
    .slice(0, count)
    .map((book) => ({ kind: 'book', id: book.id, title: book.name, image: book.image, date: book.createdAt, book }));
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
      await getDataClient().models.Imagen.listImagenByCatalogo(
        { catalogo: IMAGE_FEED },
        { sortDirection: 'DESC', limit: count * 2, nextToken, selectionSet: ['id', 'filePath', 'etiquetas', 'isPublica', 'createdAt'] },
      ),
    );
    found.push(...page.data.filter((image) => image.isPublica));
    nextToken = page.nextToken ?? undefined;
  } while (nextToken && found.length < count);
  return found.slice(0, count);
}

/** The newest videos and public support resources (a private one would only show a lock). */
export async function fetchNews(count = NEWS_PER_KIND): Promise<NewsItem[]> {
  const client = getDataClient();
  const [videos, images] = await Promise.all([
    listAllPages((nextToken) =>
      client.models.Conferencia.list({ nextToken, selectionSet: ['id', 'title', 'thumbnailPath', 'publishedAt', 'createdAt'] }),
    ),
    newestPublicImages(count),
  ]);
  const videoNews = newestFirst(videos, (v) => v.publishedAt ?? v.createdAt)
    .slice(0, count)
    .map((v): NewsItem => ({ kind: 'video', id: v.id, title: v.title, image: v.thumbnailPath, date: v.publishedAt ?? v.createdAt }));
  const resourceNews = images.map(
    (i): NewsItem => ({ kind: 'resource', id: i.id, title: parseTags(i.etiquetas).join(', '), image: i.filePath, date: i.createdAt ?? '' }),
  );
  return [...videoNews, ...resourceNews];
}
