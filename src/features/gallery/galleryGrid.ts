import { cardsInFirstRows, pictureSizes, type CardGrid } from '../../lib/cardGrid';

/** The grid of GalleryPage.css: cards of at least 220 px, 1rem apart; a picture inside a card's 1 px border. */
export const GALLERY_GRID: CardGrid = { columns: { minCard: 220 }, gap: 16, inset: 2 };

/**
 * Cards read and drawn at a time (src/lib/cardsPerPage.ts): on wider windows, whole rows of the
 * grid's 2 to 5 columns (5 from 1,196 px, most desktops), so no page ends with a part row.
 */
export const GALLERY_CARDS_PER_PAGE = { oneColumn: 12, wider: 60 };

/** A card's picture's displayed width in the grid (its <img> sizes). */
export const GALLERY_CARD_SIZES = pictureSizes(GALLERY_GRID);

/**
 * The page's largest picture: the first public image of the grid's first rows (the others show a
 * lock). Further down it is not seen on arrival, and waits for its turn like the other pictures.
 * The page's start-up script seeks the same one (src/app/lead-pictures.ts).
 */
export const leadPicture = (images: readonly { isPublica?: boolean | null; filePath: string }[]): string | undefined =>
  images.slice(0, cardsInFirstRows(GALLERY_GRID)).find((image) => image.isPublica === true)?.filePath;
