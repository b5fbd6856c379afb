/*
 * Turning a PDF into stored page images: each page is drawn, encoded as a JPEG with its WebP
 * renditions, and uploaded while the next pages are drawn. Page keys carry their position, so
 * even a listing in key order reads in order. Either every page arrives, or everything that
 * arrived is removed again: a stopped or failed import leaves no files behind.
 */
import { pageFileName, uniqueFileName } from '../shared/paths';
import { renditionsOf } from '../shared/renditions';
import { canvasToBlob } from '../shared/imageCodec';
import { removePaths, uploadImage, UploadStoppedError } from '../shared/storage';
import { LeftoverFilesError } from '../shared/errors';
import type { OpenPdf } from './pdfDocument';

/** Page images are JPEG: every browser shows and prints them; 0.85 keeps text crisp at a third of PNG's size. */
export const PAGE_QUALITY = 0.85;
/** Pages uploading at once while the next one is drawn (drawing is the slow part; memory stays bounded). */
export const PAGES_IN_FLIGHT = 3;

export type PageStep = 'waiting' | 'drawing' | 'uploading' | 'done';

export interface ImportPlan {
  /** Folder of the page images, with its trailing slash. */
  pagesFolder: string;
  /** Folder of the cover (books); absent for booklets, whose first page is their cover. */
  coverFolder?: string;
  /** The cover the admin chose; when absent, a book takes page 1 as its cover. */
  cover?: File | null;
}

export interface ImportedFiles {
  /** The page images in reading order. */
  pages: string[];
  /** The cover image (books). */
  cover?: string;
  /** Every original stored (to remove if the record cannot be written). */
  stored: string[];
}

/** The admin stopped the import; nothing was kept. */
export class ImportStoppedError extends Error {
  constructor() {
    super('import stopped');
    this.name = 'ImportStoppedError';
  }
}

export interface ImportCallbacks {
  signal: AbortSignal;
  /** Page `n` (1-based) moved on; `fraction` is its upload's progress. */
  onPage: (n: number, step: PageStep, fraction: number) => void;
}

export async function importPages(pdf: OpenPdf, plan: ImportPlan, { signal, onPage }: ImportCallbacks): Promise<ImportedFiles> {
  const total = pdf.pageCount;
  const coverFromPage = plan.coverFolder !== undefined && !plan.cover;
  // Page 1 becomes the cover of a book without one; it stays a page too when it is the only one.
  const firstPage = coverFromPage && total > 1 ? 2 : 1;
  const pageCount = total - firstPage + 1;
  const stored: string[] = [];
  const pages: string[] = new Array(pageCount);
  let cover: string | undefined;
  const inner = new AbortController();
  const stop = () => inner.abort();
  signal.addEventListener('abort', stop);
  let failure: unknown = null;
  const inFlight = new Set<Promise<void>>();

  const upload = (path: string, blob: Blob, n: number | null, renditions: Awaited<ReturnType<typeof renditionsOf>> | undefined) => {
    const job = uploadImage(path, blob, n === null ? undefined : (f) => onPage(n, 'uploading', f), { renditions, signal: inner.signal })
      .then(() => {
        stored.push(path);
        if (n !== null) onPage(n, 'done', 1);
      })
      .catch((error: unknown) => {
        failure ??= error;
        inner.abort();
      })
      .finally(() => inFlight.delete(job));
    inFlight.add(job);
  };

  try {
    if (plan.cover && plan.coverFolder !== undefined) {
      cover = `${plan.coverFolder}${uniqueFileName(plan.cover.name)}`;
      upload(cover, plan.cover, null, undefined);
    }
    for (let n = 1; n <= total && !inner.signal.aborted; n++) {
      while (inFlight.size >= PAGES_IN_FLIGHT && !inner.signal.aborted) await Promise.race(inFlight);
      if (inner.signal.aborted) break;
      onPage(n, 'drawing', 0);
      const canvas = await pdf.drawPage(n);
      const blob = await canvasToBlob(canvas, 'image/jpeg', PAGE_QUALITY);
      const renditions = await renditionsOf({ width: canvas.width, height: canvas.height, source: canvas, close: () => undefined });
      // The canvas's pixels are not needed any more; a 1600 px page holds about 15 MB of them.
      canvas.width = 0;
      canvas.height = 0;
      if (inner.signal.aborted) break;
      if (n === 1 && coverFromPage) {
        cover = `${plan.coverFolder}${uniqueFileName('portada.jpg')}`;
        upload(cover, blob, total === 1 ? null : n, renditions);
      }
      if (n >= firstPage) {
        const index = n - firstPage;
        pages[index] = `${plan.pagesFolder}${pageFileName(index, pageCount, 'pagina.jpg')}`;
        upload(pages[index], blob, n, renditions);
      }
    }
  } catch (error) {
    failure ??= error;
    inner.abort();
  } finally {
    await Promise.allSettled([...inFlight]);
    signal.removeEventListener('abort', stop);
  }
  if (signal.aborted || failure || inner.signal.aborted) {
    const leftovers = await removePaths(stored);
    const reason = signal.aborted || failure instanceof UploadStoppedError ? new ImportStoppedError() : failure;
    if (leftovers.length) throw new LeftoverFilesError(reason, leftovers);
    throw reason;
  }
  return { pages, cover, stored };
}
