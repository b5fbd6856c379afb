import { fetchBooklets } from '../features/booklets/bookletsApi';
import { fetchContactInfo } from '../features/contact/contactApi';
import { NEWS_PER_KIND, requestHome } from '../features/home/homeApi';
import { fetchImagePage, fetchImageTags } from '../features/gallery/galleryApi';
import { GALLERY_CARDS_PER_PAGE, GALLERY_GRID } from '../features/gallery/galleryGrid';
import { fetchVideoPage, fetchVideoTags } from '../features/videos/videosApi';
import { VIDEO_CARDS_PER_PAGE, VIDEO_GRID } from '../features/videos/videoGrid';
import type { CardGrid } from '../lib/cardGrid';

/** One of a screen's first reads: the call its screen makes (given the cards per page where the read names them). */
export interface FirstRead {
  read: (perPage: number) => Promise<unknown>;
  /** A grid's page of cards, whose size depends on the window (src/lib/cardsPerPage.ts). */
  perPage?: { grid: CardGrid; counts: { oneColumn: number; wider: number } };
}

/**
 * The reads each public screen makes first, with the arguments its readAhead gives them, by
 * lower-case path without slashes (as src/app/routes.tsx matches it). The build writes the data API
 * request of each into the page's start-up script (src/app/first-read-requests.ts), which sends it
 * for a guest while the app's code downloads (src/lib/early-start.ts); the app's own call then
 * takes the answer (src/lib/early-reads.ts). first-reads.test.ts checks that each screen asks
 * exactly these. The home page's records come in one request (its banner's text, its shelves' first
 * rows, the news); its first picture comes from a storage listing, which is not read early.
 */
export const FIRST_READS: Record<string, readonly FirstRead[]> = {
  '': [{ read: () => requestHome(NEWS_PER_KIND) }],
  contacto: [{ read: () => fetchContactInfo() }],
  devocionario: [{ read: () => fetchBooklets() }],
  conferencias: [
    { read: () => fetchVideoTags() },
    { read: (perPage) => fetchVideoPage(null, perPage), perPage: { grid: VIDEO_GRID, counts: VIDEO_CARDS_PER_PAGE } },
  ],
  galeria: [
    { read: () => fetchImageTags() },
    { read: (perPage) => fetchImagePage(null, perPage), perPage: { grid: GALLERY_GRID, counts: GALLERY_CARDS_PER_PAGE } },
  ],
};
