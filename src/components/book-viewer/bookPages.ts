import { RENDITION_WIDTHS, renditionKey, type RenditionWidth } from '../../../amplify/storage/renditions';
import { pageImagePaths } from '../../lib/storage';

/** One page of a book: its original image and the renditions found beside it. */
export interface BookPage {
  path: string;
  renditions: Partial<Record<RenditionWidth, string>>;
}

/** The pages of a folder listing in page order, each with the renditions the listing holds. */
export function pagesFromListing(paths: readonly string[]): BookPage[] {
  const present = new Set(paths);
  return pageImagePaths(paths).map((path) => ({
    path,
    renditions: Object.fromEntries(
      RENDITION_WIDTHS.filter((width) => present.has(renditionKey(path, width))).map((width) => [width, renditionKey(path, width)]),
    ),
  }));
}

/** The image a page is turned with: the 640 px rendition when there is one (pages show at most 600 px wide). */
export const pageImage = (page: BookPage): string => page.renditions[640] ?? page.path;

/** The image of a thumbnail: the smallest rendition there is. */
export const thumbnailImage = (page: BookPage): string => page.renditions[320] ?? page.renditions[640] ?? page.path;

/** Whether zooming in has a sharper image to show than the one the page is turned with. */
export const hasSharperImage = (page: BookPage): boolean => pageImage(page) !== page.path;
