import { useLayoutEffect, useState, type RefObject } from 'react';

/** Page proportions of spec section 2 (400 by 500): an open spread is 800 wide for 500 high. */
const SPREAD_WIDTH_PER_HEIGHT = (400 * 2) / 500;

/**
 * The widest the book may be so that its height fits the viewer: page-flip sizes
 * the book from its parent's width, so the parent is narrowed to fit the height.
 * null until measured (the book must be created at its final size); 0 for "no
 * limit" where layout cannot be measured.
 */
export function useBookFit(stage: RefObject<HTMLElement | null>, ready: boolean, fullscreen: boolean): number | null {
  const [maxWidth, setMaxWidth] = useState<number | null>(null);
  useLayoutEffect(() => {
    const element = stage.current;
    if (!ready || !element) return;
    const measure = () => {
      const height = element.clientHeight;
      setMaxWidth(height > 0 ? Math.floor(height * SPREAD_WIDTH_PER_HEIGHT) : 0);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [stage, ready, fullscreen]);
  return maxWidth;
}
