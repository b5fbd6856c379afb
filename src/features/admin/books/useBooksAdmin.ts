import { useCallback, useState } from 'react';
import type { Schema } from '../../../../amplify/data/resource';
import { uploadBatch } from '../shared/batchUpload';
import { listAllPages, unwrap } from '../../../lib/data-results';
import { getDataClient } from '../../../lib/data-client';
import { useLoad } from '../../../lib/useLoad';
import { bookCoverFolder, bookPagesFolder, folderOf, pageFileName, uniqueFileName } from '../shared/paths';
import { commitOrRollback, removePaths, uploadImage } from '../shared/storage';
import { listPaths } from '../../../lib/storage';
import { updateIfUnchanged } from '../shared/conditionalUpdate';
import { formerNamesAfterRename } from './validation';
import type { Nivel } from '../../../lib/shelves';
import { shelfFields } from '../../../../amplify/data/book-shelves';
import { repairShelfIndex } from './shelfIndex';
import { withRepaired } from '../shared/tagIndex';

export type Book = Schema['Libro']['type'];

/** Creating a book with no page uploaded is refused (spec section 5); the cover is removed again. */
export class NoPageUploadedError extends Error {
  constructor() {
    super('No se pudo subir ninguna página.');
    this.name = 'NoPageUploadedError';
  }
}

/** Progress slot 0 is the cover, slots 1..n the pages in reading order. */
export type BookProgress = (slot: number, fraction: number) => void;

const byName = (a: Book, b: Book) => a.name.localeCompare(b.name, 'es', { numeric: true });

/** Data access of /admin/libros. */
export function useBooksAdmin() {
  const [books, setBooks] = useState<Book[]>([]);
  /** Books the last load put right on the home page's shelf index (0: it was right). */
  const [indexRepaired, setIndexRepaired] = useState<number | null>(null);

  const { loading, loadError, reload } = useLoad(
    useCallback(async () => {
      const all = await listAllPages((nextToken) => getDataClient('userPool').models.Libro.list({ nextToken }));
      setBooks(all.sort(byName));
      // Every book is at hand here: the shelf index is checked against them after the screen draws.
      repairShelfIndex(all).then(
        (updated) => {
          setBooks((list) => withRepaired(list, all, updated));
          setIndexRepaired(updated.length);
        },
        (error: unknown) => console.error('Error al revisar el índice de la biblioteca:', error),
      );
    }, []),
    'Hubo un error al cargar los libros.',
  );

  /** Puts a record the screen got back (after a write or a reload) in the list. */
  const replaceBook = useCallback((book: Book) => {
    setBooks((list) => list.map((b) => (b.id === book.id ? book : b)).sort(byName));
  }, []);

  /**
   * Uploads the cover, then the pages (in reading order, a few at a time), then
   * writes the record with that order. Answers the names of pages that failed while
   * others arrived; with none arrived, or when the record fails, the uploads are removed.
   */
  const createBook = useCallback(
    async (
      values: { name: string; price: number | null; nivel?: Nivel | null },
      cover: File,
      pages: readonly File[],
      onProgress: BookProgress,
    ): Promise<string[]> => {
      const coverPath = `${bookCoverFolder(values.name)}${uniqueFileName(cover.name)}`;
      await uploadImage(coverPath, cover, (f) => onProgress(0, f));
      const items = pages.map((file, i) => ({
        path: `${bookPagesFolder(values.name)}${pageFileName(i, pages.length, file.name)}`,
        file,
      }));
      let failedNames: string[] = [];
      await commitOrRollback([coverPath], async () => {
        const { uploaded, failed } = await uploadBatch(items, (i, f) => onProgress(i + 1, f));
        failedNames = failed.map((i) => pages[i].name);
        if (uploaded.length === 0) throw new NoPageUploadedError();
        await commitOrRollback(uploaded, async () => {
          const created = unwrap(
            await getDataClient('userPool').models.Libro.create({
              name: values.name,
              image: coverPath,
              pagesFolder: values.name,
              price: values.price,
              pageOrder: uploaded,
              nivel: values.nivel ?? null,
              ...shelfFields(values),
            }),
          );
          setBooks((list) => [...list, created].sort(byName));
        });
      });
      return failedNames;
    },
    [],
  );

  /**
   * Renames the book and sets its price and cover (when one is given), on the condition that
   * nobody changed it since it was loaded. The pages stay in their folder, and the old name
   * joins the names old links open it by. The old cover goes once the record points at the new one.
   */
  const updateBook = useCallback(
    async (
      book: Book,
      values: { name: string; price: number | null; nivel?: Nivel | null },
      cover: File | null,
      onProgress: BookProgress,
    ) => {
      let image = book.image;
      const uploaded: string[] = [];
      if (cover) {
        image = `${book.image ? folderOf(book.image) : bookCoverFolder(book.name)}${uniqueFileName(cover.name)}`;
        await uploadImage(image, cover, (f) => onProgress(0, f));
        uploaded.push(image);
      }
      await commitOrRollback(uploaded, async () => {
        const updated = await updateIfUnchanged(
          'Libro',
          {
            id: book.id,
            name: values.name,
            formerNames: formerNamesAfterRename(book, values.name),
            image,
            price: values.price,
            nivel: values.nivel ?? null,
            ...shelfFields(values),
          },
          book.updatedAt,
        );
        replaceBook(updated);
      });
      return cover ? removePaths([book.image]) : [];
    },
    [replaceBook],
  );

  /** Deletes the record, then the cover and every page with their renditions; answers the files that could not be removed. */
  const deleteBook = useCallback(async (book: Book): Promise<string[]> => {
    unwrap(await getDataClient('userPool').models.Libro.delete({ id: book.id }));
    setBooks((list) => list.filter((b) => b.id !== book.id));
    const ordered = (book.pageOrder ?? []).filter((key): key is string => !!key);
    let files: string[] = [book.image, ...ordered];
    try {
      const [pages, covers] = await Promise.all([
        // Never the covers' root, whatever an old record says its folder is.
        bookPagesFolder(book.pagesFolder) === 'libros/portadas/'
          ? Promise.resolve([] as string[])
          : listPaths(bookPagesFolder(book.pagesFolder)),
        // Only the book's own cover folder (libros/portadas/{name}/), never the shared portadas/ root.
        folderOf(book.image) !== 'libros/portadas/' && folderOf(book.image).startsWith('libros/portadas/')
          ? listPaths(folderOf(book.image))
          : Promise.resolve([] as string[]),
      ]);
      files = [...new Set([...files, ...covers, ...pages])];
    } catch (error) {
      console.error('Error al obtener imágenes:', error);
      return [book.image, bookPagesFolder(book.pagesFolder)];
    }
    return removePaths(files);
  }, []);

  return { books, loading, loadError, reload, createBook, updateBook, deleteBook, replaceBook, indexRepaired };
}
