import { describe, expect, it } from 'vitest';
import { isRenditionKey, RENDITION_WIDTHS, renditionKey, renditionWidthsFor } from './renditions';

describe('image renditions', () => {
  it('sit beside their original under one rule', () => {
    expect(renditionKey('libros/Primaria - Los Sacramentos/pagina-01.jpg', 320)).toBe(
      'libros/Primaria - Los Sacramentos/pagina-01.jpg.w320.webp',
    );
    expect(renditionKey('Banner/banner-1.jpg', 640)).toBe('Banner/banner-1.jpg.w640.webp');
    expect(RENDITION_WIDTHS).toEqual([320, 640]);
  });

  it('are told apart from originals, including originals in WebP', () => {
    expect(isRenditionKey('galeria/public/arca.jpg.w320.webp')).toBe(true);
    expect(isRenditionKey('galeria/public/arca.jpg.w640.webp')).toBe(true);
    expect(isRenditionKey('galeria/public/arca.jpg')).toBe(false);
    expect(isRenditionKey('galeria/public/arca.webp')).toBe(false);
    // A width the rule never makes, or no original name before it, is an original's own name.
    expect(isRenditionKey('galeria/public/plano.w1024.webp')).toBe(false);
    expect(isRenditionKey('.w320.webp')).toBe(false);
  });

  it('are made only below the original width, and never of a rendition', () => {
    expect(renditionWidthsFor(480)).toEqual([320]);
    expect(renditionWidthsFor(1200)).toEqual([320, 640]);
    expect(renditionWidthsFor(320)).toEqual([]);
    expect(() => renditionKey('a.jpg.w320.webp', 640)).toThrow(/rendition already/);
    expect(() => renditionKey('a.jpg', 480 as 320)).toThrow(/480/);
  });
});
