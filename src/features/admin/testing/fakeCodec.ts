// Test-only: jsdom has no image decoding or canvas encoding. This stands in for
// ../shared/imageCodec with the same shapes: every image is 1200×900 (so three renditions are
// scaled and the widest keeps 1200 px), and a file whose name starts with 'ilegible' cannot be
// read, as a damaged one.
import type { DecodedImage } from '../shared/imageCodec';

export class UnsupportedEncodingError extends Error {}

export async function decodeImage(blob: Blob): Promise<DecodedImage> {
  if (blob instanceof File && blob.name.startsWith('ilegible')) throw new Error('decode failed');
  return { width: 1200, height: 900, source: {} as CanvasImageSource, close: () => undefined };
}

export const makeCanvas = (width: number, height: number) => ({ width, height }) as unknown as HTMLCanvasElement;

export const canvasToBlob = async (_canvas: unknown, type: string) => new Blob(['encoded'], { type });

export const encodeScaled = async (_image: DecodedImage, width: number, type: string) => new Blob([`w${width}`], { type });
