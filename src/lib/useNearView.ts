import { useEffect, useState, type RefObject } from 'react';

/** How far outside the window an element counts as near: about a phone screen ahead, either way. */
export const NEAR_VIEW_MARGIN = '800px 0px';

/**
 * Whether an element has come near the visible part of the page (once near, it stays so), for
 * work worth doing only for what the visitor may soon see, such as signing an image's URL in a
 * grid of thousands. Where IntersectionObserver is missing, everything counts as near.
 */
export function useNearView(ref: RefObject<Element | null>, watch: boolean): boolean {
  const [near, setNear] = useState(() => !watch || typeof IntersectionObserver === 'undefined');
  const nearNow = near || !watch;

  useEffect(() => {
    if (nearNow) return;
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: NEAR_VIEW_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [nearNow, ref]);

  return nearNow;
}
