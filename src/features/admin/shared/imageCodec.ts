/*
 * Decoding and encoding images in the browser, with the canvas the browser already has: the
 * admin makes WebP renditions and PDF page images at upload time, so no server has to. The
 * decoder takes anything an <img> shows (SVG included, which createImageBitmap refuses).
 */

/** A decoded picture, ready to be drawn at any size. */
export interface DecodedImage {
  width: number;
  height: number;
  source: CanvasImageSource;
  close(): void;
}

/** The image a file holds; rejects when the browser cannot read it as an image. */
export async function decodeImage(blob: Blob): Promise<DecodedImage> {
  try {
    const bitmap = await createImageBitmap(blob);
    return { width: bitmap.width, height: bitmap.height, source: bitmap, close: () => bitmap.close() };
  } catch {
    const url = URL.createObjectURL(blob);
    try {
      const img = new Image();
      img.src = url;
      await img.decode();
      if (!img.naturalWidth || !img.naturalHeight) throw new Error('the image has no size');
      return { width: img.naturalWidth, height: img.naturalHeight, source: img, close: () => URL.revokeObjectURL(url) };
    } catch (error) {
      URL.revokeObjectURL(url);
      throw error;
    }
  }
}

/** A canvas of the given size, off the document when the browser offers one. */
export function makeCanvas(width: number, height: number): HTMLCanvasElement | OffscreenCanvas {
  if (typeof OffscreenCanvas !== 'undefined') return new OffscreenCanvas(width, height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

/** A canvas's picture as a file of `type` (e.g. image/webp at quality 0.8). */
export async function canvasToBlob(canvas: HTMLCanvasElement | OffscreenCanvas, type: string, quality: number): Promise<Blob> {
  if ('convertToBlob' in canvas) return canvas.convertToBlob({ type, quality });
  return new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error(`the browser could not encode ${type}`))), type, quality),
  );
}

/** The picture scaled to `width` (height in proportion), encoded as `type`. */
export async function encodeScaled(image: DecodedImage, width: number, type: string, quality: number): Promise<Blob> {
  const height = Math.max(1, Math.round((image.height * width) / image.width));
  const canvas = makeCanvas(width, height);
  const context = canvas.getContext('2d') as CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D | null;
  if (!context) throw new Error('no 2D canvas');
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(image.source, 0, 0, width, height);
  const blob = await canvasToBlob(canvas, type, quality);
  // Some browsers answer PNG for a type they cannot write; a file named .webp must be WebP.
  if (blob.type !== type) throw new UnsupportedEncodingError(type);
  return blob;
}

/** The browser cannot write this image type. */
export class UnsupportedEncodingError extends Error {
  constructor(readonly type: string) {
    super(`this browser cannot encode ${type}`);
    this.name = 'UnsupportedEncodingError';
  }
}
