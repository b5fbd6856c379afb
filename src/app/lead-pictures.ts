import { cardsInFirstRowsByWidth } from '../lib/cardGrid';
import { GALLERY_CARD_SIZES, GALLERY_GRID } from '../features/gallery/galleryGrid';
import { THUMB_SIZES } from '../features/videos/videoGrid';
import type { LeadPicture } from '../lib/early-start';

/**
 * By screen (as FIRST_READS): where one of its first reads names the screen's largest picture. The
 * page's start-up script signs that picture's files as soon as the read answers and starts its
 * download (src/lib/early-start.ts), where the screen would start it once its code had run and read
 * the answer. Each follows the rule of the screen's own lead image (withLeadImage);
 * first-reads.test.ts checks that they agree.
 */
export const LEAD_PICTURES: Record<string, LeadPicture> = {
  // leadThumbnail: the first video's thumbnail, from the first page of videos.
  conferencias: { read: 1, field: 'thumbnailPath', sizes: THUMB_SIZES },
  // leadPicture: the first public image among the first page's cards of the grid's first rows.
  galeria: { read: 1, field: 'filePath', sizes: GALLERY_CARD_SIZES, onlyWhere: 'isPublica', among: cardsInFirstRowsByWidth(GALLERY_GRID) },
};
