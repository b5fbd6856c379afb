import { books, booklets } from '../local-cloud/seed/media-manifest';

/**
 * The viewer's counter when printed page n (1 and up; the cover is 'Portada') is on view:
 * 'Página n de N' with one page shown, 'Páginas a y b de N' for a two-page spread holding n.
 */
export function counterShowing(n: number): RegExp {
  return new RegExp(`^(Página ${n}|Páginas (${n} y ${n + 1}|${n - 1} y ${n})) de \\d+$`);
}

/** The demo content's page counts (pages after the cover), from the seed manifest. */
export const demoBook = { name: books[0].name, pages: books[0].pageKeys.length };
/** A booklet's first image is its cover: the pages after it are numbered from 1. */
export const demoBooklet = { name: booklets[0].name, pages: booklets[0].pageKeys.length - 1 };
