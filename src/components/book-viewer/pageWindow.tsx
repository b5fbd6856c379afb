import { createContext, useContext, useEffect, useState } from 'react';
import { mediaUrl } from '../../lib/storage';
import { hasSharperImage, pageImage, type BookPage } from './bookPages';

export interface PageWindow {
  /** Pages whose images are in the document: the spread on view and its neighbours. */
  wanted: ReadonlySet<number>;
  /** Pages on view while zoomed in: shown from their original image. */
  sharp: ReadonlySet<number>;
}

export const PageWindowContext = createContext<PageWindow>({ wanted: new Set(), sharp: new Set() });

export interface BookPageImageProps {
  index: number;
  page: BookPage;
  alt: string;
  loadingText: string;
}

/** Loads an image off screen and answers once it can be shown without a blank frame. */
function preloaded(url: string): Promise<string> {
  const image = new Image();
  image.src = url;
  return typeof image.decode === 'function' ? image.decode().then(() => url, () => url) : Promise.resolve(url);
}

/**
 * One page's image, in the document only while its index is in the page window (its URL,
 * once signed, is kept for when the reader comes back). Zoomed in, the page shows its
 * original image, swapped in once decoded.
 */
export function BookPageImage({ index, page, alt, loadingText }: BookPageImageProps) {
  const window = useContext(PageWindowContext);
  const wanted = window.wanted.has(index);
  const sharp = window.sharp.has(index) && hasSharperImage(page);
  const [src, setSrc] = useState<string>();
  const [sharpSrc, setSharpSrc] = useState<string>();

  useEffect(() => {
    if (!wanted || src) return;
    let live = true;
    mediaUrl(pageImage(page)).then(
      (url) => live && setSrc(url),
      (error: unknown) => console.error('Error al obtener imágenes:', error),
    );
    return () => {
      live = false;
    };
  }, [wanted, src, page]);

  useEffect(() => {
    if (!sharp || sharpSrc) return;
    let live = true;
    mediaUrl(page.path)
      .then(preloaded)
      .then(
        (url) => live && setSharpSrc(url),
        (error: unknown) => console.error('Error al obtener imágenes:', error),
      );
    return () => {
      live = false;
    };
  }, [sharp, sharpSrc, page]);

  if (!wanted || !src) return <span className="book-page__loading">{loadingText}</span>;
  const showSharp = sharp && sharpSrc !== undefined;
  return (
    <img
      className="book-page__image"
      src={showSharp ? sharpSrc : src}
      data-original={showSharp || !hasSharperImage(page) ? 'true' : undefined}
      alt={alt}
      draggable={false}
    />
  );
}
