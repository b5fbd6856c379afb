/*
 * The geometry of a grid of cards across the page's content, for what the browser must know
 * before the grid is laid out: the width a card's picture will be drawn at (an <img>'s sizes,
 * which picks the rendition to download) and how many cards the first screen shows (which
 * picture to fetch first). The numbers mirror the grids' CSS; e2e/public-images.spec.ts checks
 * them against the drawn pages.
 */

/** The page's widest content (global.css's --content-width) and its padding on each side, in px. */
const CONTENT_WIDTH = 1200;
const PAGE_PADDING = 16;
/**
 * A desktop browser's scroll bar takes up to this much of the window's width, which media queries
 * count and the layout does not: a query for more columns of an auto-fill grid matches this much
 * later, so that near a step the sizes name the wider cards of fewer columns (a sharper picture),
 * never narrower ones. A grid whose columns change with media queries changes with the same widths.
 */
const SCROLLBAR = 16;

export interface CardGrid {
  /** `repeat(auto-fill, minmax(minCard, 1fr))`, or a fixed number of columns from a window width on (one below the first). */
  columns: { minCard: number } | ReadonlyArray<{ from: number; count: number }>;
  /** The gap between cards, in px. */
  gap: number;
  /** How much narrower than its column a card's picture is (borders, padding), in px. */
  inset: number;
}

/** The grid's width in a window `viewport` px wide. */
const gridWidth = (viewport: number) => Math.min(viewport, CONTENT_WIDTH) - 2 * PAGE_PADDING;

/** The columns of `grid` in a window `viewport` px wide (without its scroll bar). */
export function columnsAt(grid: CardGrid, viewport: number): number {
  if ('minCard' in grid.columns) {
    return Math.max(1, Math.floor((gridWidth(viewport) + grid.gap) / (grid.columns.minCard + grid.gap)));
  }
  return grid.columns.filter(({ from }) => viewport >= from).reduce((_, { count }) => count, 1);
}

/**
 * The window widths, as media queries count them, from which the grid has more columns, with
 * those columns, widest first. An auto-fill grid's step is a scroll bar's width later than its
 * layout width (SCROLLBAR).
 */
function steps(grid: CardGrid): Array<{ from: number; count: number }> {
  if (!('minCard' in grid.columns)) return [...grid.columns].sort((a, b) => b.from - a.from);
  const { minCard } = grid.columns;
  const most = columnsAt(grid, CONTENT_WIDTH);
  return Array.from({ length: most - 1 }, (_, i) => most - i).map((count) => ({
    count,
    from: count * (minCard + grid.gap) - grid.gap + 2 * PAGE_PADDING + SCROLLBAR,
  }));
}

/** A card's picture width with `count` columns, as a CSS length of the window's width (100vw). */
function pictureWidth(grid: CardGrid, count: number): string {
  const fixed = (2 * PAGE_PADDING + grid.gap * (count - 1)) / count + grid.inset;
  // Rounded up: a little wider than drawn, never narrower.
  const share = Math.ceil((100 / count) * 100) / 100;
  return `calc(${share}vw - ${Math.floor(fixed * 100) / 100}px)`;
}

/** The `sizes` of a card's picture in `grid`: its drawn width at every window width. */
export function pictureSizes(grid: CardGrid): string {
  const widest = columnsAt(grid, CONTENT_WIDTH);
  const atWidest = (gridWidth(CONTENT_WIDTH) - grid.gap * (widest - 1)) / widest - grid.inset;
  return [
    `(min-width: ${CONTENT_WIDTH + SCROLLBAR}px) ${Math.ceil(atWidest)}px`,
    ...steps(grid).map(({ from, count }) => `(min-width: ${from}px) ${pictureWidth(grid, count)}`),
    pictureWidth(grid, 1),
  ].join(', ');
}

/**
 * A media query matching the windows where `grid` has a single column: below its step to two
 * columns, and for an auto-fill grid up to a scroll bar's width beyond, where a desktop window
 * with a scroll bar still has one (a phone there has two).
 */
export function oneColumnQuery(grid: CardGrid): string {
  const wider = steps(grid);
  if (wider.length === 0) return 'all';
  return `not all and (min-width: ${Math.min(...wider.map(({ from }) => from))}px)`;
}

/**
 * How many cards a grid shows in its first two rows. A window's first screen shows about that
 * much of it below the heading and the filter: on a phone held upright the first card and the
 * top of the second. A page's lead picture is chosen among them: one further down is not seen on
 * arrival, and downloading it first only delays what is.
 */
export function cardsInFirstRows(grid: CardGrid): number {
  const viewport = typeof document !== 'undefined' ? document.documentElement.clientWidth || window.innerWidth : CONTENT_WIDTH;
  return cardsInFirstRowsByWidth(grid)
    .filter(({ from }) => viewport >= from)
    .reduce((_, { count }) => count, 0);
}

/**
 * cardsInFirstRows at every window width, for the page's start-up script, which cannot run this
 * module: from which document width (clientWidth, without a scroll bar) how many cards, narrowest first.
 */
export function cardsInFirstRowsByWidth(grid: CardGrid): Array<{ from: number; count: number }> {
  if (!('minCard' in grid.columns)) {
    return [
      { from: 0, count: 2 },
      ...[...grid.columns].sort((a, b) => a.from - b.from).map(({ from, count }) => ({ from, count: 2 * count })),
    ];
  }
  const { minCard } = grid.columns;
  // columnsAt's columns: one more wherever the grid's width gains room for a card and its gap.
  return Array.from({ length: columnsAt(grid, CONTENT_WIDTH) }, (_, i) => ({
    from: i === 0 ? 0 : (i + 1) * (minCard + grid.gap) - grid.gap + 2 * PAGE_PADDING,
    count: 2 * (i + 1),
  }));
}
