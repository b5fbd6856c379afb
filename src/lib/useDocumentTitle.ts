import { useEffect } from 'react';

/*
 * The browser tab's (and a bookmark's, and a shared link's) title: 'Galería de Videos · Educando
 * en la Fe' on a route, the open book's, video's or image's own title while one is open.
 *
 * Two levels, so that mount order does not matter: the layout sets the route's title, and any
 * number of open items (a viewer inside a screen) set theirs on top; the item opened last wins,
 * and closing it brings back the one below, or the route's.
 */

const SEPARATOR = ' · ';

let siteName = 'Educando en la Fe';
let routeTitle: string | null = null;
const itemTitles: { title: string }[] = [];

/** The whole title a page part gives: 'Part · Site', or the site's name alone. */
export function formatDocumentTitle(part: string | null | undefined, site = siteName): string {
  return part && part !== site ? `${part}${SEPARATOR}${site}` : site;
}

function apply(): void {
  if (typeof document !== 'undefined') document.title = formatDocumentTitle(itemTitles.at(-1)?.title ?? routeTitle);
}

/** The route's title (the layout calls this on every navigation) and the site's name in the current language. */
export function useRouteTitle(title: string | null, site: string): void {
  useEffect(() => {
    siteName = site;
    routeTitle = title;
    apply();
  }, [title, site]);
}

/**
 * The title of what is open on top of the route (a book, a video, an image) while the calling
 * component is mounted with a title; nothing changes while the title is empty.
 */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    if (!title) return;
    const entry = { title };
    itemTitles.push(entry);
    apply();
    return () => {
      const index = itemTitles.indexOf(entry);
      if (index >= 0) itemTitles.splice(index, 1);
      apply();
    };
  }, [title]);
}
