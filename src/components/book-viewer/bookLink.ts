import { useCallback, useMemo } from 'react';
import { useQueryOverlay } from '../../lib/useQueryOverlay';
import { pageIndexFromParam } from './flipRules';
import type { BookSource } from './bookSource';

/** The deep link's page parameter: the printed page number (the cover when absent). */
export const PAGE_PARAM = 'pagina';

/** Where each kind of book is read and the parameter naming it: /?libro=NAME, /devocionario?devocionario=NAME. */
const ROUTES: Record<BookSource['kind'], { path: string; param: string }> = {
  libro: { path: '/', param: 'libro' },
  devocionario: { path: '/devocionario', param: 'devocionario' },
};

export const bookParam = (kind: BookSource['kind']): string => ROUTES[kind].param;

/** The address that opens a book or booklet at a page, for sharing. */
export function bookLink(book: Pick<BookSource, 'kind' | 'name'>, page: number, origin = window.location.origin): string {
  const { path, param } = ROUTES[book.kind];
  const params = new URLSearchParams({ [param]: book.name });
  if (page > 0) params.set(PAGE_PARAM, String(page));
  return `${origin}${path}?${params.toString()}`;
}

/**
 * The open book of a screen, kept in its address (?libro=NAME&pagina=N or
 * ?devocionario=NAME&pagina=N): a link opens it at its page, a reload reopens it, Back
 * closes it, and every turn rewrites the page without adding to the history.
 */
export function useBookLink(kind: BookSource['kind']) {
  const overlay = useQueryOverlay(bookParam(kind), [PAGE_PARAM]);
  const { value: name, params, update, open: openOverlay, close } = overlay;
  // The page is read when a book opens; turns then rewrite it without reopening the viewer.
  const initialPage = useMemo(
    () => pageIndexFromParam(params.get(PAGE_PARAM), Number.MAX_SAFE_INTEGER),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [name],
  );
  const onPageChange = useCallback(
    (page: number) =>
      update((next) => {
        if (page > 0) next.set(PAGE_PARAM, String(page));
        else next.delete(PAGE_PARAM);
      }),
    [update],
  );
  const open = useCallback((bookName: string) => openOverlay(bookName), [openOverlay]);
  return { name, initialPage, open, close, onPageChange };
}
