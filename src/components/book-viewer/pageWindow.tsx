import { createContext, useContext, useEffect, useState } from 'react';
import { mediaUrl } from '../../lib/storage';

/** The page indexes whose images may be fetched now (the current spread and its neighbours). */
export const PageWindowContext = createContext<ReadonlySet<number>>(new Set());

export interface BookPageImageProps {
  index: number;
  path: string;
  alt: string;
  loadingText: string;
}

/**
 * One page's image, fetched only once its index enters the page window; once
 * fetched it stays, so flipping back does not fetch again.
 */
export function BookPageImage({ index, path, alt, loadingText }: BookPageImageProps) {
  const wanted = useContext(PageWindowContext).has(index);
  const [src, setSrc] = useState<string>();
  const [requested, setRequested] = useState(false);

  useEffect(() => {
    if (!wanted || requested) return;
    setRequested(true);
    mediaUrl(path).then(setSrc, (error: unknown) => console.error('Error al obtener imágenes:', error));
  }, [wanted, requested, path]);

  if (!src) return <span className="book-page__loading">{loadingText}</span>;
  return <img className="book-page__image" src={src} alt={alt} draggable={false} />;
}
