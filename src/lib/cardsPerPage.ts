import { oneColumnQuery, type CardGrid } from './cardGrid';

/**
 * How many cards a grid reads and draws at a time: a few screenfuls, in whole rows. On a phone a
 * screenful is a card or two, so a desktop's page would be read, parsed and laid out as dozens of
 * screens before the first picture shows; scrolling reads the next page as it nears. Where the
 * grid has one column (oneColumnQuery), the one-column count; an even count is whole rows of two
 * too, for a phone in the scroll bar's width past the step.
 */
export function cardsPerPage(grid: CardGrid, counts: { oneColumn: number; wider: number }): number {
  const oneColumn =
    typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(oneColumnQuery(grid)).matches;
  return oneColumn ? counts.oneColumn : counts.wider;
}
