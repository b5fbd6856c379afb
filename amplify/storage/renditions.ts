/*
 * Image renditions: smaller WebP copies stored beside an original, made when an image is
 * uploaded (and shipped with the demo seed). For an original key `dir/name.ext` the copy of
 * width W is `dir/name.ext.wW.webp`. Screens show a rendition where a small image is enough
 * (thumbnails, page turning) and the original where detail matters (zoom, download, print);
 * folder listings leave rendition keys out of what they show.
 */

/** The widths, in pixels, of the renditions made for every uploaded image. */
export const RENDITION_WIDTHS = [320, 640] as const;

export type RenditionWidth = (typeof RENDITION_WIDTHS)[number];

/** The key of an original's rendition of the given width. */
export function renditionKey(originalKey: string, width: RenditionWidth): string {
  return `${originalKey}.w${width}.webp`;
}

const RENDITION_SUFFIX = new RegExp(`\\.w(${RENDITION_WIDTHS.join('|')})\\.webp$`);

/** Whether a key names a rendition (of any original) rather than an original. */
export function isRenditionKey(key: string): boolean {
  return RENDITION_SUFFIX.test(key);
}
