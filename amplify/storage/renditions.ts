/*
 * Smaller copies of a stored image, kept beside it under one naming rule that the admin upload,
 * the demo seed and the public screens share: for an original `dir/name.ext`, the WebP rendition
 * for `width` pixels is `dir/name.ext.w{width}.webp`. Every image has all of them, so a screen can
 * offer every width in a srcset without knowing the original's size: below the original's width a
 * rendition is scaled to that width; at or above it, it keeps the original's size (WebP, never
 * enlarged). The original is always kept. Folder listings (book and booklet pages, the banner
 * folder, the gallery) leave renditions out: they belong to their original, not to the folder.
 */

/**
 * The widths renditions are made for, smallest first: a card at half or the whole of a phone's
 * width (360-430 px) at 1, 2 and 3 device pixels per CSS pixel, up to a 600 px book page at 2.
 */
export const RENDITION_WIDTHS = [320, 640, 960, 1280] as const;

/**
 * The srcset's stand-in width for the original. Every image has a rendition at each rule width,
 * the widest 1,280 px, so the original is chosen only where more pixels than that are wanted (a
 * picture across a desktop screen); one narrower than 1,280 px has its own size as its widest
 * rendition too, and choosing it then costs bytes, not sharpness.
 */
export const ORIGINAL_SRCSET_WIDTH = 1920;

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

/** One rendition of an image: its rule width and the width in pixels it is actually made at. */
export interface RenditionSize {
  width: RenditionWidth;
  pixels: number;
}

/**
 * The renditions of an image `originalWidth` pixels wide, one per rule width: scaled down below
 * the original's width, the original's own size at or above it.
 */
export function renditionSizesFor(originalWidth: number): RenditionSize[] {
  if (!Number.isInteger(originalWidth) || originalWidth < 1) throw new Error(`an image is not ${originalWidth} px wide`);
  return RENDITION_WIDTHS.map((width) => ({ width, pixels: Math.min(width, originalWidth) }));
}
