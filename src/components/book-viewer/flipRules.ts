/*
 * Flip rules of spec section 9: the previous flip only when the current page
 * index is above 1, the next flip only when it is below the page count minus 2.
 * (With the cover shown alone, index 1 is the first open spread and count - 2
 * the last one, so the rules keep the viewer from flipping onto the cover or
 * past the back page by a click zone or a key.)
 */
export function canFlipPrev(currentIndex: number): boolean {
  return currentIndex > 1;
}

export function canFlipNext(currentIndex: number, pageCount: number): boolean {
  return currentIndex < pageCount - 2;
}

/**
 * Pages whose images should be fetched: the spread being shown and the spreads on
 * either side of it (a spread is two pages; the cover stands alone). Everything
 * else stays unloaded until the reader gets near it.
 */
export function pagesToLoad(currentIndex: number, pageCount: number, spreadsAround = 1): Set<number> {
  const first = Math.max(0, currentIndex - 1 - 2 * spreadsAround);
  const last = Math.min(pageCount - 1, currentIndex + 2 + 2 * spreadsAround);
  const wanted = new Set<number>();
  for (let i = first; i <= last; i += 1) wanted.add(i);
  return wanted;
}

/**
 * The 0-based pages on view when two show side by side: the cover alone, then spreads that
 * start at odd indexes (1-2, 3-4, ...); a last page without a partner stands alone.
 */
export function spreadPages(currentIndex: number, pageCount: number): number[] {
  if (currentIndex <= 0) return [0];
  const left = currentIndex % 2 === 1 ? currentIndex : currentIndex - 1;
  return left + 1 < pageCount ? [left, left + 1] : [left];
}

/** A 1-based page number from the deep link (?pagina=N), clamped to the book; 1 when absent or invalid. */
export function pageIndexFromParam(value: string | null, pageCount: number): number {
  const n = Number.parseInt(value ?? '', 10);
  if (!Number.isFinite(n) || n < 1) return 0;
  return Math.min(n, Math.max(pageCount, 1)) - 1;
}
