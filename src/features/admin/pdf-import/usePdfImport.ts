import { useCallback, useEffect, useRef, useState } from 'react';
import type { Schema } from '../../../../amplify/data/resource';
import { shelfFields } from '../../../../amplify/data/book-shelves';
import { getDataClient } from '../../../lib/data-client';
import { listAllPages, unwrap } from '../../../lib/data-results';
import { firstPageImagePath, listPaths } from '../../../lib/storage';
import { useLoad } from '../../../lib/useLoad';
import { bookCoverFolder, bookletFolder, bookPagesFolder } from '../shared/paths';
import { commitOrRollback, removePaths } from '../shared/storage';
import { importPages, ImportStoppedError, type PageStep } from './importPages';
import { openPdf, type OpenPdf } from './pdfDocument';

export type ImportKind = 'libro' | 'devocionario';

export type ImportValues =
  { kind: 'libro'; name: string; price: number | null; cover: File | null } | { kind: 'devocionario'; name: string; pagesFolder: string };

export interface ImportDone {
  kind: ImportKind;
  name: string;
  pages: number;
  seconds: number;
}

export interface PageProgress {
  step: PageStep;
  fraction: number;
}

type Book = Schema['Libro']['type'];
type Booklet = Schema['Devocionario']['type'];

/**
 * The PDF import: the chosen file opened with pdf.js (its problems told at once), then its
 * pages drawn and stored, then the book or booklet written. The record is written last, so a
 * stopped or failed import creates nothing; files of an import that never finished (the tab
 * was closed) lie in a folder no record owns, and are cleared before the next import there.
 */
export function usePdfImport() {
  const [books, setBooks] = useState<Book[]>([]);
  const [booklets, setBooklets] = useState<Booklet[]>([]);
  const [pdf, setPdf] = useState<{ file: File; doc: OpenPdf } | null>(null);
  const [pdfProblem, setPdfProblem] = useState<unknown>(null);
  const [opening, setOpening] = useState(false);
  const [running, setRunning] = useState(false);
  const [progress, setProgress] = useState<PageProgress[]>([]);
  const steps = useRef<PageProgress[]>([]);
  const frame = useRef<number | null>(null);
  const controller = useRef<AbortController | null>(null);
  const opened = useRef<OpenPdf | null>(null);

  const { loading, loadError, reload } = useLoad(
    useCallback(async () => {
      const client = getDataClient('userPool');
      const [allBooks, allBooklets] = await Promise.all([
        listAllPages((nextToken) => client.models.Libro.list({ nextToken })),
        listAllPages((nextToken) => client.models.Devocionario.list({ nextToken })),
      ]);
      setBooks(allBooks);
      setBooklets(allBooklets);
    }, []),
    'Error al cargar los libros y devocionarios:',
  );

  useEffect(
    () => () => {
      controller.current?.abort();
      void opened.current?.close();
    },
    [],
  );

  const choosePdf = useCallback(async (file: File | null) => {
    await opened.current?.close().catch(() => undefined);
    opened.current = null;
    setPdf(null);
    setPdfProblem(null);
    if (!file) return;
    setOpening(true);
    try {
      const doc = await openPdf(file);
      opened.current = doc;
      setPdf({ file, doc });
    } catch (error) {
      console.error('No se pudo abrir el PDF:', error);
      setPdfProblem(error);
    } finally {
      setOpening(false);
    }
  }, []);

  /** Progress of up to a hundred pages changes many times a second: the screen redraws once per frame. */
  const report = useCallback((n: number, step: PageStep, fraction: number) => {
    steps.current[n - 1] = { step, fraction };
    frame.current ??= requestAnimationFrame(() => {
      frame.current = null;
      setProgress([...steps.current]);
    });
  }, []);

  const start = useCallback(
    async (values: ImportValues): Promise<ImportDone> => {
      if (!pdf) throw new Error('no PDF chosen');
      const began = performance.now();
      const abort = new AbortController();
      controller.current = abort;
      steps.current = Array.from({ length: pdf.doc.pageCount }, () => ({ step: 'waiting' as const, fraction: 0 }));
      setProgress([...steps.current]);
      setRunning(true);
      try {
        const pagesFolder = values.kind === 'libro' ? bookPagesFolder(values.name) : bookletFolder(values.pagesFolder);
        const coverFolder = values.kind === 'libro' ? bookCoverFolder(values.name) : undefined;
        // Leftovers of an import that never finished: no record owns these folders (the name rules say so).
        const leftovers = [...(await listPaths(pagesFolder)), ...(coverFolder ? await listPaths(coverFolder) : [])];
        if (leftovers.length) await removePaths(leftovers);
        const files = await importPages(
          pdf.doc,
          { pagesFolder, coverFolder, cover: values.kind === 'libro' ? values.cover : undefined },
          { signal: abort.signal, onPage: report },
        );
        const client = getDataClient('userPool');
        await commitOrRollback(files.stored, async () => {
          if (abort.signal.aborted) throw new ImportStoppedError();
          if (values.kind === 'libro') {
            const created = unwrap(
              await client.models.Libro.create({
                name: values.name,
                image: files.cover ?? files.pages[0],
                pagesFolder: values.name,
                price: values.price,
                pageOrder: files.pages,
                ...shelfFields({ name: values.name }),
              }),
            );
            setBooks((list) => [...list, created]);
          } else {
            // The folder holds only these pages (leftovers were removed first): its first is the card's.
            const portada = firstPageImagePath(files.pages);
            const created = unwrap(
              await client.models.Devocionario.create({ name: values.name, pagesFolder: values.pagesFolder, portada }),
            );
            setBooklets((list) => [...list, created]);
          }
        });
        return { kind: values.kind, name: values.name, pages: files.pages.length, seconds: (performance.now() - began) / 1000 };
      } finally {
        controller.current = null;
        setRunning(false);
      }
    },
    [pdf, report],
  );

  const stop = useCallback(() => controller.current?.abort(), []);

  return { books, booklets, loading, loadError, reload, pdf, pdfProblem, opening, choosePdf, running, progress, start, stop };
}
