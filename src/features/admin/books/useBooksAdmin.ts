import { useCallback, useState } from 'react';
import type { Schema } from '../../../../amplify/data/resource';
import { uploadBatch } from '../shared/batchUpload';
import { listAllPages } from '../../../lib/data-results';
import { getDataClient } from '../../../lib/data-client';
import { unwrap } from '../../../lib/data-results';
import { useLoad } from '../../../lib/useLoad';
import { bookCoverFolder, bookPagesFolder, folderOf, pageFileName, uniqueFileName } from '../shared/paths';
import { commitOrRollback, removePaths, uploadFile } from '../shared/storage';
import { listPaths } from '../../../lib/storage';

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

  const { loading, loadError, reload } = useLoad(
    useCallback(async () => {
      const all = await listAllPages((nextToken) => getDataClient('userPool').models.Libro.list({ nextToken }));
      setBooks(all.sort(byName));
    }, []),
    'Hubo un error al cargar los libros.',
  );

  /**
   * Uploads the cover, then the pages (in reading order, a few at a time), then
   * writes the record. Answers the names of pages that failed while others
   * arrived; with none arrived, or when the record fails, the uploads are removed.
   */
  const createBook = useCallback(
    async (
      values: { name: string; price: number | null },
      cover: File,
      pages: readonly File[],
      onProgress: BookProgress,
    ): Promise<string[]> => {
      const coverPath = `${bookCoverFolder(values.name)}${uniqueFileName(cover.name)}`;
      await uploadFile(coverPath, cover, (f) => onProgress(0, f));
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
            }),
          );
          setBooks((list) => [...list, created].sort(byName));
        });
      });
      return failedNames;
    },
    [],
  );

  /** Replaces the cover (when one is given) and the price; the old cover goes once the record points at the new one. */
  const updateBook = useCallback(
    async (book: Book, values: { price: number | null }, cover: File | null, onProgress: BookProgress) => {
      let image = book.image;
      const uploaded: string[] = [];
      if (cover) {
        image = `${book.image ? folderOf(book.image) : bookCoverFolder(book.name)}${uniqueFileName(cover.name)}`;
        await uploadFile(image, cover, (f) => onProgress(0, f));
        uploaded.push(image);
      }
      await commitOrRollback(uploaded, async () => {
        const updated = unwrap(await getDataClient('userPool').models.Libro.update({ id: book.id, image, price: values.price }));
        setBooks((list) => list.map((b) => (b.id === book.id ? updated : b)).sort(byName));
      });
      return cover ? removePaths([book.image]) : [];
    },
    [],
  );

  /** Deletes the record, then the cover and every page; answers the files that could not be removed. */
  const deleteBook = useCallback(async (book: Book): Promise<string[]> => {
    unwrap(await getDataClient('userPool').models.Libro.delete({ id: book.id }));
    setBooks((list) => list.filter((b) => b.id !== book.id));
    let files: string[] = [book.image];
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
      files = [...new Set([book.image, ...covers, ...pages])];
    } catch (error) {
      console.error('Error al obtener imágenes:', error);
      return [book.image, bookPagesFolder(book.pagesFolder)];
    }
    return removePaths(files);
  }, []);

  return { books, loading, loadError, reload, createBook, updateBook, deleteBook };
}
