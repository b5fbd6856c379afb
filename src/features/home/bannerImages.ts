import { BANNER_IMAGE_EXTENSIONS, hasExtension } from '../../lib/storage';

/** Whether a storage path is a banner image (jpg, jpeg, png or gif, any case). */
export function isBannerImage(path: string): boolean {
  return hasExtension(path, BANNER_IMAGE_EXTENSIONS);
}

/** The banner's slides: image paths only, sorted by path (spec section 2, Home). */
export function bannerSlidePaths(paths: readonly string[]): string[] {
  return paths.filter(isBannerImage).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** The width a banner slide is displayed at (its <img> sizes): the page's width, at most 1,200 px. */
export const BANNER_IMAGE_SIZES = '(min-width: 1200px) 1200px, 100vw';
