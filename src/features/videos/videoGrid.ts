import { pictureSizes, type CardGrid } from '../../lib/cardGrid';

/** The grid of VideoGalleryPage.css: cards of at least 260 px, 1.25rem apart; a thumbnail inside a card's 1 px border. */
export const VIDEO_GRID: CardGrid = { columns: { minCard: 260 }, gap: 20, inset: 2 };

/** Cards read and drawn at a time (src/lib/cardsPerPage.ts): whole rows of 2, 3 or 4 columns on wider windows. */
export const VIDEO_CARDS_PER_PAGE = { oneColumn: 8, wider: 24 };

/** A card's thumbnail's displayed width in the grid (its <img> sizes). */
export const THUMB_SIZES = pictureSizes(VIDEO_GRID);

/** The page's largest picture, the first video's thumbnail: the page's start-up script fetches it early (src/app/lead-pictures.ts). */
export const leadThumbnail = (videos: readonly { thumbnailPath: string }[]): string | undefined => videos[0]?.thumbnailPath;
