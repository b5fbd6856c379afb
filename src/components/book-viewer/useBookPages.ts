import { useEffect, useState } from 'react';
import { isImagePath, listPaths, sortPagePaths } from '../../lib/storage';
import type { BookSource } from './bookSource';

export type BookPages =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; paths: string[] };

/**
 * A book's pages: cover first, then the record's page order when it keeps one (an admin's
 * order, which a key-ordered listing cannot give), else the folder's images in page order.
 * Only the listing: no image is fetched here.
 */
export function useBookPages(book: BookSource | null): BookPages {
  const [state, setState] = useState<BookPages>({ status: 'loading' });
  useEffect(() => {
    if (!book) return;
    let live = true;
    if (book.pageOrder?.length) {
      setState({ status: 'ready', paths: book.coverPath ? [book.coverPath, ...book.pageOrder] : [...book.pageOrder] });
      return;
    }
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
