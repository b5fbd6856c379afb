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

/** The widest a page shows, in CSS pixels (the book's fit never makes one wider). */
const PAGE_MAX_CSS_WIDTH = 600;

/** The device pixels across a page on this screen: at most 600 CSS pixels, no wider than the window. */
export function pagePixels(): number {
  return Math.round(Math.min(PAGE_MAX_CSS_WIDTH, window.innerWidth) * (window.devicePixelRatio || 1));
}

/**
 * The image a page is turned with: the narrowest rendition at least `pixels` wide, or the original
 * when none is (only the original can be sharper then).
 */
export const pageImage = (page: BookPage, pixels = pagePixels()): string => {
  const width = RENDITION_WIDTHS.find((w) => w >= pixels && page.renditions[w]);
  return width ? page.renditions[width]! : page.path;
};

/** The image of a thumbnail: the smallest rendition there is. */
export const thumbnailImage = (page: BookPage): string => RENDITION_WIDTHS.map((w) => page.renditions[w]).find(Boolean) ?? page.path;

/** Whether zooming in has a sharper image to show than the one the page is turned with. */
export const hasSharperImage = (page: BookPage): boolean => pageImage(page) !== page.path;
