import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** How long a new page may take to show its heading (its code and texts may still be loading). */
const HEADING_WAIT_MS = 10_000;

/**
 * On every route change (not on the first load, where the browser starts at the top), focus
 * moves to the new page's main heading, so a screen reader announces the page the visitor has
 * reached and the next Tab starts from there. A page that puts focus somewhere itself (the
 * sign-in form's first field) keeps it. The heading becomes focusable by script only.
 */
export default function RouteFocus({ mainId }: { mainId: string }) {
  const { pathname } = useLocation();
  const firstLoad = useRef(true);

  useEffect(() => {
    if (firstLoad.current) {
      firstLoad.current = false;
      return;
    }
    const main = document.getElementById(mainId);
    if (!main) return;
    const focusHeading = (): boolean => {
      const active = document.activeElement;
      if (active && active !== main && main.contains(active)) return true;
      const heading = main.querySelector<HTMLElement>('h1');
      if (!heading) return false;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
      return true;
    };
    if (focusHeading()) return;
    const observer = new MutationObserver(() => {
      if (focusHeading()) observer.disconnect();
    });
    observer.observe(main, { childList: true, subtree: true });
    const timer = setTimeout(() => observer.disconnect(), HEADING_WAIT_MS);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [pathname, mainId]);

  return null;
}
