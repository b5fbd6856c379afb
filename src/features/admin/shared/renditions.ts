/*
 * The WebP renditions an admin upload carries beside its original (the naming rule and widths
 * live in amplify/storage/renditions.ts, shared with the seed and the public screens).
 */
import { renditionKey, renditionSizesFor, type RenditionWidth } from '../../../../amplify/storage/renditions';
import { decodeImage, encodeScaled, type DecodedImage } from './imageCodec';

/** Quality of the WebP renditions: small files that still look sharp at their size. */
export const RENDITION_QUALITY = 0.8;

export interface Rendition {
  width: RenditionWidth;
  blob: Blob;
}

/** The image could not be read, so no rendition (and no upload) can be made of it. */
export class UnreadableImageError extends Error {
  constructor(
    readonly fileName: string,
    readonly cause: unknown,
  ) {
    super(`could not read the image ${fileName}`);
    this.name = 'UnreadableImageError';
  }
}

/**
 * The renditions of a decoded picture, one per rule width: scaled below its own width, its own
 * size at or above it (encoded once and stored under each of those widths).
 */
export async function renditionsOf(image: DecodedImage): Promise<Rendition[]> {
  const encoded = new Map<number, Blob>();
  const renditions: Rendition[] = [];
  for (const { width, pixels } of renditionSizesFor(image.width)) {
    let blob = encoded.get(pixels);
    if (!blob) encoded.set(pixels, (blob = await encodeScaled(image, pixels, 'image/webp', RENDITION_QUALITY)));
    renditions.push({ width, blob });
  }
  return renditions;
}

/** Decodes an image file and makes its renditions; an unreadable file rejects with UnreadableImageError. */
export async function makeRenditions(file: Blob, fileName = file instanceof File ? file.name : 'imagen'): Promise<Rendition[]> {
  let image: DecodedImage;
  try {
    image = await decodeImage(file);
  } catch (error) {
    throw new UnreadableImageError(fileName, error);
  }
  try {
    return await renditionsOf(image);
  } finally {
    image.close();
  }
}

/** Where each rendition of `path` goes. */
export const renditionPaths = (path: string, renditions: readonly Rendition[]) =>
  renditions.map((rendition) => ({ path: renditionKey(path, rendition.width), blob: rendition.blob }));
