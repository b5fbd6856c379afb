/**
 * Below this width the gallery's and the video gallery's grids have one column (a phone held
 * upright): their minimum card widths, 220 and 260 px, do not fit twice beside the page's margins.
 */
export const ONE_COLUMN_QUERY = '(max-width: 479px)';

/**
 * How many cards a grid reads and draws at a time: a few screenfuls, in whole rows. On a phone a
 * screenful is a card or two, so a desktop's page would be read, parsed and laid out as dozens of
 * screens before the first picture shows; scrolling reads the next page as it nears.
 */
export function cardsPerPage(counts: { oneColumn: number; wider: number }): number {
  const oneColumn = typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(ONE_COLUMN_QUERY).matches;
  return oneColumn ? counts.oneColumn : counts.wider;
}

/** The page's widest content (global.css's --content-width) and its side padding, in px. */
const CONTENT_WIDTH = 1200;
const PAGE_PADDING = 16;
/** The gap between a grid's cards (1rem), in px. */
const GRID_GAP = 16;

/**
 * How many cards a grid shows in its first two rows: a grid of `repeat(auto-fill, minmax(min,
 * 1fr))` cards across the page's content width. A window's first screen shows about that much
 * of it below the heading and the filter: on a phone held upright the first card and the top of
 * the second. A page's lead picture is chosen among them: one further down is not seen on
 * arrival, and downloading it first only delays what is.
 */
export function cardsInFirstRows(minCardWidth: number): number {
  const viewport = typeof document !== 'undefined' ? document.documentElement.clientWidth || window.innerWidth : CONTENT_WIDTH;
  const grid = Math.min(viewport, CONTENT_WIDTH) - 2 * PAGE_PADDING;
  const columns = Math.max(1, Math.floor((grid + GRID_GAP) / (minCardWidth + GRID_GAP)));
  return 2 * columns;
}
