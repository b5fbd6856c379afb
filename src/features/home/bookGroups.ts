/** The most columns the book grid has (on the widest screens). */
export const MAX_COLUMNS = 5;

/**
 * Columns of the book grid by window width: >=1200 five, >=900 four, >=640 three, else two. The
 * specification's single column below 480 px made every cover as wide as a phone (four books took
 * some 3,000 px of scrolling); phones show two compact cards per row instead.
 */
export function columnsForWidth(width: number): number {
  if (width >= 1200) return MAX_COLUMNS;
  if (width >= 900) return 4;
  if (width >= 640) return 3;
  return 2;
}

/** A cover's displayed width at each of the grid's column counts (columnsForWidth): its <img> sizes. */
export const COVER_SIZES = '(min-width: 1200px) 230px, (min-width: 900px) 25vw, (min-width: 640px) 33vw, 50vw';

/** Whether the cards are the compact ones of a phone. */
export const isCompactWidth = (width: number): boolean => width < 480;
