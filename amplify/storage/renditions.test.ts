import { describe, expect, it } from 'vitest';
import { isRenditionKey, RENDITION_WIDTHS, renditionKey, renditionSizesFor } from './renditions';

describe('image renditions', () => {
  it('sit beside their original under one rule', () => {
    expect(renditionKey('libros/Primaria - Los Sacramentos/pagina-01.jpg', 320)).toBe(
      'libros/Primaria - Los Sacramentos/pagina-01.jpg.w320.webp',
    );
    expect(renditionKey('Banner/banner-1.jpg', 1280)).toBe('Banner/banner-1.jpg.w1280.webp');
    expect(RENDITION_WIDTHS).toEqual([320, 640, 960, 1280]);
  });

  it('are told apart from originals, including originals in WebP', () => {
    expect(isRenditionKey('galeria/public/arca.jpg.w320.webp')).toBe(true);
    expect(isRenditionKey('galeria/public/arca.jpg.w640.webp')).toBe(true);
    expect(isRenditionKey('galeria/public/arca.jpg.w960.webp')).toBe(true);
    expect(isRenditionKey('galeria/public/arca.jpg.w1280.webp')).toBe(true);
    expect(isRenditionKey('galeria/public/arca.jpg')).toBe(false);
    expect(isRenditionKey('galeria/public/arca.webp')).toBe(false);
    // A width the rule never makes, or no original name before it, is an original's own name.
    expect(isRenditionKey('galeria/public/plano.w1024.webp')).toBe(false);
    expect(isRenditionKey('.w320.webp')).toBe(false);
  });

  it('exist at every width, scaled below the original and never enlarged', () => {
    expect(renditionSizesFor(480)).toEqual([
      { width: 320, pixels: 320 },
      { width: 640, pixels: 480 },
      { width: 960, pixels: 480 },
      { width: 1280, pixels: 480 },
    ]);
    expect(renditionSizesFor(4032).map((r) => r.pixels)).toEqual([320, 640, 960, 1280]);
    expect(renditionSizesFor(960).map((r) => r.pixels)).toEqual([320, 640, 960, 960]);
    expect(renditionSizesFor(200).map((r) => r.pixels)).toEqual([200, 200, 200, 200]);
    expect(() => renditionSizesFor(0)).toThrow(/0 px/);
    expect(() => renditionSizesFor(12.5)).toThrow(/12.5 px/);
  });

  it('are never made of a rendition, nor at a width outside the rule', () => {
    expect(() => renditionKey('a.jpg.w320.webp', 640)).toThrow(/rendition already/);
    expect(() => renditionKey('a.jpg', 480 as 320)).toThrow(/480/);
  });
});
