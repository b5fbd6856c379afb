import { useEffect, useState } from 'react';
import { isImagePath, listPaths, sortPagePaths } from '../../lib/storage';
import type { BookSource } from './bookSource';

export type BookPages =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; paths: string[] };

/** Lists a book's pages (cover first, then the folder's images in page order). Only the listing: no image is fetched here. */
export function useBookPages(book: BookSource | null): BookPages {
  const [state, setState] = useState<BookPages>({ status: 'loading' });
  useEffect(() => {
    if (!book) return;
    let live = true;
    setState({ status: 'loading' });
    listPaths(book.pagesPrefix).then(
      (paths) => {
        if (!live) return;
        const pages = sortPagePaths(paths.filter(isImagePath));
        setState({ status: 'ready', paths: book.coverPath ? [book.coverPath, ...pages] : pages });
      },
      (error: unknown) => {
        console.error('Error al obtener imágenes:', error);
        if (live) setState({ status: 'error' });
      },
    );
    return () => {
      live = false;
    };
  }, [book]);
  return state;
}
