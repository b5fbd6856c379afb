import { useCallback, useEffect, useRef, useState } from 'react';
import { listPaths } from '../../../lib/storage';
import { uploadBatch } from '../shared/batchUpload';
import { EditConflictError, reloadRecord, updateIfUnchanged } from '../shared/conditionalUpdate';
import { LeftoverFilesError } from '../shared/errors';
import { bookPagesFolder, uniqueFileName } from '../shared/paths';
import { commitOrRollback, removePaths, uploadImage, type ProgressListener } from '../shared/storage';
import { currentOrder, movePage, removePage, replacePage } from './pageOrder';
import type { Book } from './useBooksAdmin';

/** A page upload failed outright: nothing was added. */
export class PagesNotAddedError extends Error {
  constructor(readonly names: readonly string[]) {
    super(`could not upload ${names.join(', ')}`);
    this.name = 'PagesNotAddedError';
  }
}

/** A book keeps at least one page (a new book needs one too, spec section 5). */
export class LastPageError extends Error {
  constructor() {
    super('a book keeps at least one page');
    this.name = 'LastPageError';
  }
}

/**
 * The pages of one book and the changes an admin makes to them. Every change is written at
 * once, one after another, as a conditional update of the book's page order: a change made
 * while another admin changed the book is refused, and the screen shows the book as it is
 * now. Files go up before the order that names them is written, and go away only after.
 */
export function useBookPagesAdmin(book: Book, onSaved: (book: Book) => void) {
  const [order, setShownOrder] = useState<string[] | null>(null);
  // What the list shows now (moves show before their write ends), readable outside a render.
  const shown = useRef<string[]>([]);
  const setOrder = useCallback((next: string[]) => {
    shown.current = next;
    setShownOrder(next);
  }, []);
  const [loadError, setLoadError] = useState<unknown>(null);
  const latest = useRef(book);
  const saved = useRef<string[]>([]);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const generation = useRef(0);

  // The record as last written (here or by the list): its updatedAt guards the next write.
  useEffect(() => {
    if (book.updatedAt >= latest.current.updatedAt) latest.current = book;
  }, [book]);

  const load = useCallback(async (current: Book) => {
    setLoadError(null);
    try {
      const stored = (current.pageOrder ?? []).filter((key): key is string => !!key);
      const next = stored.length > 0 ? stored : currentOrder(null, await listPaths(bookPagesFolder(current.pagesFolder)));
      saved.current = next;
      setOrder(next);
    } catch (error) {
      console.error('Error al obtener imágenes:', error);
      setLoadError(error);
    }
  }, [setOrder]);

  useEffect(() => {
    void load(latest.current);
    // Loaded once per book; later versions of the record come from this hook's own writes.
  }, [book.id, load]);

  /** Runs one change after the ones before it have finished. */
  const serial = useCallback(<T,>(task: () => Promise<T>): Promise<T> => {
    const next = queue.current.then(task);
    queue.current = next.catch(() => undefined);
    return next;
  }, []);

  /** Writes the order; on a conflict shows the book as stored now and rethrows. */
  const writeOrder = useCallback(
    async (next: string[]) => {
      try {
        const updated = await updateIfUnchanged('Libro', { id: latest.current.id, pageOrder: next }, latest.current.updatedAt);
        latest.current = updated;
        saved.current = next;
        onSaved(updated);
        return updated;
      } catch (error) {
        if (error instanceof EditConflictError) {
          const fresh = await reloadRecord('Libro', latest.current.id).catch(() => null);
          if (fresh) {
            latest.current = fresh;
            onSaved(fresh);
            await load(fresh);
          }
        }
        throw error;
      }
    },
    [load, onSaved],
  );

  /** Moves a page; the list changes at once and the write follows. */
  const move = useCallback(
    (from: number, to: number) => {
      const next = movePage(shown.current, from, to);
      setOrder(next);
      const mine = generation.current;
      return serial(async () => {
        // A failed move before this one put the list back: this one no longer applies.
        if (mine !== generation.current) return;
        try {
          await writeOrder(next);
        } catch (error) {
          generation.current++;
          setOrder(saved.current);
          throw error;
        }
      });
    },
    [serial, setOrder, writeOrder],
  );

  /** Uploads pages (with renditions) and adds them after the last one, in the order given. */
  const addPages = useCallback(
    (files: readonly File[], onProgress: (index: number, fraction: number) => void) =>
      serial(async () => {
        const folder = bookPagesFolder(latest.current.pagesFolder);
        const items = files.map((file) => ({ path: `${folder}${uniqueFileName(file.name)}`, file }));
        const { uploaded, failed } = await uploadBatch(items, onProgress);
        if (failed.length) {
          // A batch is added whole or not at all, so the order never gets a hole.
          const leftovers = await removePaths(uploaded);
          const error = new PagesNotAddedError(failed.map((i) => files[i].name));
          throw leftovers.length ? new LeftoverFilesError(error, leftovers) : error;
        }
        await commitOrRollback(uploaded, async () => {
          const next = [...saved.current, ...uploaded];
          await writeOrder(next);
          setOrder(next);
        });
      }),
    [serial, setOrder, writeOrder],
  );

  /** Puts a new image in one page's place; the old image goes after the order names the new one. Answers files left behind. */
  const replace = useCallback(
    (key: string, file: File, onProgress: ProgressListener) =>
      serial(async () => {
        const path = `${bookPagesFolder(latest.current.pagesFolder)}${uniqueFileName(file.name)}`;
        await uploadImage(path, file, onProgress);
        await commitOrRollback([path], async () => {
          const next = replacePage(saved.current, key, path);
          await writeOrder(next);
          setOrder(next);
        });
        return removePaths([key]);
      }),
    [serial, setOrder, writeOrder],
  );

  /** Takes a page out of the order, then deletes its image. Answers files left behind. */
  const remove = useCallback(
    (key: string) =>
      serial(async () => {
        if (saved.current.length <= 1) throw new LastPageError();
        const next = removePage(saved.current, key);
        await writeOrder(next);
        setOrder(next);
        return removePaths([key]);
      }),
    [serial, setOrder, writeOrder],
  );

  return { order, loadError, reload: () => load(latest.current), move, addPages, replace, remove };
}
