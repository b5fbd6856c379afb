import { IMAGE_FEED, VIDEO_FEED } from '../../../amplify/data/catalogue-index';
import { BOOK_FEED, BOOK_GROUPS, type BookGroupKey } from '../../../amplify/data/book-shelves';
import { MAX_COLUMNS } from './bookGroups';

/** What the home page reads of a book. */
export const BOOK_FIELDS = ['id', 'name', 'image', 'pagesFolder', 'price', 'pageOrder', 'formerNames', 'nivel', 'createdAt'] as const;
/** What 'Novedades' reads of a video and of an image. */
export const VIDEO_NEWS_FIELDS = ['id', 'title', 'thumbnailPath', 'publishedAt', 'createdAt'] as const;
export const IMAGE_NEWS_FIELDS = ['id', 'filePath', 'etiquetas', 'isPublica', 'createdAt'] as const;

/** The alias of a shelf's first page in the home page's request. */
export const shelfAlias = (key: BookGroupKey) => `shelf_${key}`;

/**
 * The home page's first reads as one GraphQL document (each read an alias, as AppSync allows):
 * the banners, each shelf's first row from the shelf index, and the newest books, videos and
 * images from the indexes by creation. Each request the Amplify client sends costs a phone's
 * main thread a long task (the document printed, SigV4 signed in JavaScript, fetch), and the
 * service one more signed request to check; the page used to send eight. Its fields are those
 * Amplify's transformer generates (app-documents.test.ts validates it against the synthesized schema).
 */
export function homeDocument(count: number): { query: string; variables: Record<string, unknown> } {
  const book = BOOK_FIELDS.join(' ');
  const shelves = BOOK_GROUPS.map(
    (key) => `${shelfAlias(key)}: listLibroByEstante(estante: $${shelfAlias(key)}, limit: $shelfLimit) { items { ${book} } nextToken }`,
  );
  const query = `query HomePage($shelfLimit: Int, $newsLimit: Int, $imagesLimit: Int, $bookFeed: String!, $videoFeed: String!, $imageFeed: String!, ${BOOK_GROUPS.map((key) => `$${shelfAlias(key)}: String!`).join(', ')}) {
  banners: listBanners { items { imageFolder text createdAt } nextToken }
  ${shelves.join('\n  ')}
  newestBooks: listLibroByCatalogo(catalogo: $bookFeed, sortDirection: DESC, limit: $newsLimit) { items { ${book} } nextToken }
  newestVideos: listConferenciaByCatalogo(catalogo: $videoFeed, sortDirection: DESC, limit: $newsLimit) { items { ${VIDEO_NEWS_FIELDS.join(' ')} } nextToken }
  newestImages: listImagenByCatalogo(catalogo: $imageFeed, sortDirection: DESC, limit: $imagesLimit) { items { ${IMAGE_NEWS_FIELDS.join(' ')} } nextToken }
}`;
  const variables = {
    shelfLimit: MAX_COLUMNS + 1,
    newsLimit: count,
    imagesLimit: count * 2,
    bookFeed: BOOK_FEED,
    videoFeed: VIDEO_FEED,
    imageFeed: IMAGE_FEED,
    ...Object.fromEntries(BOOK_GROUPS.map((key) => [shelfAlias(key), key])),
  };
  return { query, variables };
}
