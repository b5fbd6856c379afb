import { useEffect, useState } from 'react';
import { listObjectPaths } from '../../lib/storage';
import { pagesFromListing, type BookPage } from './bookPages';
import type { BookSource } from './bookSource';

export type BookPages =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; pages: BookPage[] };

const folderOf = (path: string) => path.slice(0, path.lastIndexOf('/') + 1);

/**
 * Lists a book's pages (cover first, then the folder's images in page order) with their
 * renditions. The cover's folder is listed beside the pages' (for its renditions); a failure
 * there only costs the cover its renditions. Only listings: no image is fetched here.
 */
export function useBookPages(book: BookSource | null): BookPages {
  const [state, setState] = useState<BookPages>({ status: 'loading' });
  useEffect(() => {
    if (!book) return;
    let live = true;
    setState({ status: 'loading' });
    const coverPath = book.coverPath;
    const cover: Promise<BookPage | undefined> = coverPath
      ? listObjectPaths(folderOf(coverPath)).then(
          (paths) => pagesFromListing(paths).find((page) => page.path === coverPath) ?? { path: coverPath, renditions: {} },
          () => ({ path: coverPath, renditions: {} }),
        )
      : Promise.resolve(undefined);
    Promise.all([cover, listObjectPaths(book.pagesPrefix)]).then(
      ([coverPage, paths]) => {
        if (!live) return;
        const pages = pagesFromListing(paths);
        setState({ status: 'ready', pages: coverPage ? [coverPage, ...pages] : pages });
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
