/*
 * Flip rules of spec section 9: the previous flip only when the current page
 * index is above 1, the next flip only when it is below the page count minus 2.
 * The index is page-flip's: with the cover shown alone, index 0 is the cover,
 * 1 the first open spread (pages 1 and 2) and count - 2 or count - 3 the last
 * one, so the rules keep the click zones, keys, buttons and swipes from
 * flipping back onto the cover or past the last spread. Jumps (Home, End, the
 * thumbnails and the page field) are not flips and may go anywhere.
 *
 * Page numbers are the printed ones: the cover is 'Portada' and the pages after
 * it are numbered from 1, so a page's number is its index.
 */
export function canFlipPrev(currentIndex: number): boolean {
  return currentIndex > 1;
}

export function canFlipNext(currentIndex: number, pageCount: number): boolean {
  return currentIndex < pageCount - 2;
}

export type TurnDirection = 'prev' | 'next';

/**
 * The 0-based pages on view when two show side by side: the cover alone, then spreads that
 * start at odd indexes (1-2, 3-4, ...); a last page without a partner stands alone.
 */
export function spreadPages(currentIndex: number, pageCount: number): number[] {
  if (currentIndex <= 0) return [0];
  const left = currentIndex % 2 === 1 ? currentIndex : currentIndex - 1;
  return left + 1 < pageCount ? [left, left + 1] : [left];
}

/** The pages on view: the spread in two-page view, the page alone in single-page view. */
export function pagesOnView(currentIndex: number, pageCount: number, twoPages: boolean): number[] {
  return twoPages ? spreadPages(currentIndex, pageCount) : [currentIndex];
}

/**
 * Whether a turn is allowed. In two-page view the rules apply to page-flip's index (the
 * spread's first page). In single-page view the reader walks the same spreads one page at
 * a time: moving between the two halves of a spread is always allowed, and leaving a spread
 * follows the rules as read on that spread, so both views reach the same pages.
 */
export function canTurn(direction: TurnDirection, currentIndex: number, pageCount: number, twoPages: boolean): boolean {
  if (twoPages) return direction === 'prev' ? canFlipPrev(currentIndex) : canFlipNext(currentIndex, pageCount);
  const spread = spreadPages(currentIndex, pageCount);
  if (spread.length === 2) {
    if (direction === 'next' && currentIndex === spread[0]) return true;
    if (direction === 'prev' && currentIndex === spread[1]) return true;
  }
  return direction === 'prev' ? canFlipPrev(spread[0]) : canFlipNext(spread[0], pageCount);
}

/** page-flip's index after an allowed turn. */
export function turnTarget(direction: TurnDirection, currentIndex: number, pageCount: number, twoPages: boolean): number {
  if (!twoPages) return direction === 'prev' ? currentIndex - 1 : currentIndex + 1;
  const spread = spreadPages(currentIndex, pageCount);
  const beyond = direction === 'prev' ? spread[0] - 1 : spread[spread.length - 1] + 1;
  return spreadPages(Math.min(Math.max(beyond, 0), pageCount - 1), pageCount)[0];
}

/**
 * Pages whose images may be in the page now: the spread being shown and the spreads on
 * either side of it (so a turn shows a page already loaded). Everything else stays an
 * empty page until the reader gets near it, which keeps the images in the document
 * bounded however long the book is.
 */
export function pagesToLoad(currentIndex: number, pageCount: number, spreadsAround = 1): Set<number> {
  const first = Math.max(0, currentIndex - 1 - 2 * spreadsAround);
  const last = Math.min(pageCount - 1, currentIndex + 2 + 2 * spreadsAround);
  const wanted = new Set<number>();
  for (let i = first; i <= last; i += 1) wanted.add(i);
  return wanted;
}

/** The page index of a deep link's printed page number (?pagina=N); the cover when absent or invalid. */
export function pageIndexFromParam(value: string | null, pageCount: number): number {
  const n = Number.parseInt(value ?? '', 10);
  if (!Number.isFinite(n) || n < 1) return 0;
  return Math.min(n, Math.max(pageCount - 1, 0));
}
