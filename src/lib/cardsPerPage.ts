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
