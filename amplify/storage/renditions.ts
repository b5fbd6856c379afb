/*
 * Smaller copies of a stored image, kept beside it under one naming rule that the admin upload,
 * the demo seed and the public screens share: for an original `dir/name.ext`, the WebP rendition
 * `width` pixels wide is `dir/name.ext.w{width}.webp`. Only widths smaller than the original are
 * made, and the original is always kept. Folder listings (book and booklet pages, the banner
 * folder, the gallery) leave renditions out: they belong to their original, not to the folder.
 */

/** The widths renditions are made at, smallest first. */
export const RENDITION_WIDTHS = [320, 640] as const;

export type RenditionWidth = (typeof RENDITION_WIDTHS)[number];

const RENDITION = /\.w(\d+)\.webp$/;

/** The key of the rendition of `key` at `width`. */
export function renditionKey(key: string, width: RenditionWidth): string {
  if (!RENDITION_WIDTHS.includes(width)) throw new Error(`no rendition is made at ${width} px`);
  if (isRenditionKey(key)) throw new Error(`${key} is a rendition already`);
  return `${key}.w${width}.webp`;
}

/** Whether a key names a rendition (of some original) rather than an original. */
export function isRenditionKey(key: string): boolean {
  const match = RENDITION.exec(key);
  return !!match && (RENDITION_WIDTHS as readonly number[]).includes(Number(match[1])) && key.length > match[0].length;
}

/** The widths at which an image `originalWidth` pixels wide gets renditions. */
export function renditionWidthsFor(originalWidth: number): RenditionWidth[] {
  return RENDITION_WIDTHS.filter((width) => width < originalWidth);
}
