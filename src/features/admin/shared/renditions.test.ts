import { describe, expect, it, vi } from 'vitest';
import { renditionPaths, renditionsOf } from './renditions';
import * as codec from './imageCodec';

vi.mock('./imageCodec', async () => import('../testing/fakeCodec'));

const decoded = (width: number) => ({ width, height: width, source: {} as CanvasImageSource, close: () => undefined });

describe('renditions of an admin upload', () => {
  it('has one per rule width: scaled below the picture, its own size (encoded once) at and above it', async () => {
    const encode = vi.spyOn(codec, 'encodeScaled');
    const renditions = await renditionsOf(decoded(480));
    expect(renditions.map((r) => r.width)).toEqual([320, 640, 960, 1280]);
    expect(await Promise.all(renditions.map((r) => r.blob.text()))).toEqual(['w320', 'w480', 'w480', 'w480']);
    expect(encode.mock.calls.map((call) => call[1])).toEqual([320, 480]);
    expect(renditions[1].blob).toBe(renditions[3].blob);
    expect(renditionPaths('galeria/public/a.png', renditions).map((r) => r.path)).toEqual([
      'galeria/public/a.png.w320.webp',
      'galeria/public/a.png.w640.webp',
      'galeria/public/a.png.w960.webp',
      'galeria/public/a.png.w1280.webp',
    ]);
  });

  it('scales a phone photo to every width', async () => {
    const renditions = await renditionsOf(decoded(4032));
    expect(await Promise.all(renditions.map((r) => r.blob.text()))).toEqual(['w320', 'w640', 'w960', 'w1280']);
  });
});
