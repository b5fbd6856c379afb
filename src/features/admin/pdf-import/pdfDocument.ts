/*
 * Reading a PDF in the browser with pdf.js. This module is loaded only by the import screen,
 * and pdf.js itself (with its worker) only once a file is chosen.
 */
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { pdfjsAssetBase } from './pdfjsAssets';

/** Why a file cannot be imported. */
export type PdfProblem = 'notPdf' | 'encrypted' | 'damaged' | 'empty' | 'tooManyPages';

export class PdfRefusedError extends Error {
  constructor(
    readonly problem: PdfProblem,
    readonly cause?: unknown,
  ) {
    super(`the PDF cannot be imported: ${problem}`);
    this.name = 'PdfRefusedError';
  }
}

/** A page that pdf.js could not draw (the import stops and keeps nothing). */
export class PdfPageError extends Error {
  constructor(
    readonly pageNumber: number,
    readonly cause: unknown,
  ) {
    super(`page ${pageNumber} could not be drawn`);
    this.name = 'PdfPageError';
  }
}

/** More pages than a book should have; also bounds the time and storage one import takes. */
export const MAX_PAGES = 1000;

/**
 * Page images are this wide (at most this tall): about 2.7 times the 400 px page of the viewer,
 * so text stays sharp on a phone's dense screen and when the reader zooms in.
 */
export const PAGE_WIDTH_PX = 1600;
export const PAGE_MAX_HEIGHT_PX = 2400;

/** A file is a PDF when '%PDF-' appears in its first 1024 bytes (ISO 32000-1, 7.5.2, as readers accept it). */
export async function looksLikePdf(file: Blob): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, 1024).arrayBuffer());
  const text = String.fromCharCode(...head);
  return text.includes('%PDF-');
}

export interface OpenPdf {
  pageCount: number;
  /** Draws page `pageNumber` (1-based) on a canvas of PAGE_WIDTH_PX wide (or PAGE_MAX_HEIGHT_PX tall). */
  drawPage(pageNumber: number): Promise<HTMLCanvasElement>;
  close(): Promise<void>;
}

async function loadPdfjs() {
  const [pdfjs, worker] = await Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')]);
  pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
  return pdfjs;
}

/** Opens a PDF; rejects with PdfRefusedError for a file that is not one, is encrypted, damaged or empty. */
export async function openPdf(file: Blob): Promise<OpenPdf> {
  if (!(await looksLikePdf(file))) throw new PdfRefusedError('notPdf');
  const pdfjs = await loadPdfjs();
  const assets = new URL(pdfjsAssetBase(pdfjs.version), window.location.origin).toString();
  let doc: PDFDocumentProxy;
  const task = pdfjs.getDocument({
    data: new Uint8Array(await file.arrayBuffer()),
    standardFontDataUrl: `${assets}standard_fonts/`,
    cMapUrl: `${assets}cmaps/`,
    wasmUrl: `${assets}wasm/`,
    iccUrl: `${assets}iccs/`,
    // A page pdf.js can only partly read fails instead of becoming a half-blank image.
    stopAtErrors: true,
  });
  // With no password callback, a PDF that needs one rejects with a PasswordException.
  try {
    doc = await task.promise;
  } catch (error) {
    const name = (error as { name?: string } | null)?.name;
    if (name === 'PasswordException' || /password/i.test(String((error as Error)?.message))) {
      throw new PdfRefusedError('encrypted', error);
    }
    throw new PdfRefusedError('damaged', error);
  }
  if (doc.numPages < 1) {
    await doc.destroy();
    throw new PdfRefusedError('empty');
  }
  if (doc.numPages > MAX_PAGES) {
    await doc.destroy();
    throw new PdfRefusedError('tooManyPages');
  }
  return {
    pageCount: doc.numPages,
    async drawPage(pageNumber) {
      try {
        const page = await doc.getPage(pageNumber);
        const base = page.getViewport({ scale: 1 });
        const scale = Math.min(PAGE_WIDTH_PX / base.width, PAGE_MAX_HEIGHT_PX / base.height);
        const viewport = page.getViewport({ scale });
        const canvas = document.createElement('canvas');
        canvas.width = Math.round(viewport.width);
        canvas.height = Math.round(viewport.height);
        await page.render({ canvas, viewport }).promise;
        page.cleanup();
        return canvas;
      } catch (error) {
        throw new PdfPageError(pageNumber, error);
      }
    },
    close: () => doc.destroy(),
  };
}
