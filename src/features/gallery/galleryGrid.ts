import type { CardGrid } from '../../lib/cardGrid';

/** The grid of GalleryPage.css: cards of at least 220 px, 1rem apart; a picture inside a card's 1 px border. */
export const GALLERY_GRID: CardGrid = { columns: { minCard: 220 }, gap: 16, inset: 2 };

/**
 * Cards read and drawn at a time (src/lib/cardsPerPage.ts): on wider windows, whole rows of the
 * grid's 2 to 5 columns (5 from 1,196 px, most desktops), so no page ends with a part row.
 */
export const GALLERY_CARDS_PER_PAGE = { oneColumn: 12, wider: 60 };
