import { folderUnder } from '../../lib/storage';

/** What the flip viewer shows: a cover (books) and the page images under a storage folder. */
export interface BookSource {
  kind: 'libro' | 'devocionario';
  id: string;
  name: string;
  /** Cover image path, shown first; absent for booklets, whose first page is their cover. */
  coverPath?: string;
  /** Folder holding the page images, with a trailing slash. */
  pagesPrefix: string;
}

/** A Libro's pages live at libros/{pagesFolder}/ and its cover at Libro.image (spec section 3). */
export function bookFromLibro(libro: { id: string; name: string; image: string; pagesFolder: string }): BookSource {
  return {
    kind: 'libro',
    id: libro.id,
    name: libro.name,
    coverPath: libro.image || undefined,
    pagesPrefix: folderUnder('libros', libro.pagesFolder || libro.name),
  };
}

/** A Devocionario's pages live at devocionario/{pagesFolder}/. */
export function bookFromDevocionario(item: { id: string; name: string; pagesFolder: string }): BookSource {
  return { kind: 'devocionario', id: item.id, name: item.name, pagesPrefix: folderUnder('devocionario', item.pagesFolder) };
}
