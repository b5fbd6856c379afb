import { useLayoutEffect, useState, type RefObject } from 'react';

/** Page size of spec section 2: 400 by 500, at least 315 wide. */
const PAGE_WIDTH_PER_HEIGHT = 400 / 500;
export const MIN_PAGE_WIDTH = 315;

/**
 * The widest the book may be so that its height fits a stage of this size. page-flip sizes
 * the book from its parent's width and shows one page at a time when that width is under two
 * minimum pages: two pages side by side are 1.6 times as wide as high, one page 0.8.
 */
export function bookWidthFor(stageWidth: number, stageHeight: number): number {
  const spread = Math.floor(stageHeight * PAGE_WIDTH_PER_HEIGHT * 2);
  if (Math.min(stageWidth, spread) >= 2 * MIN_PAGE_WIDTH) return spread;
  return Math.floor(stageHeight * PAGE_WIDTH_PER_HEIGHT);
}

/**
 * The book's maximum width for the stage, kept up to date as the stage changes size. null
 * until measured (the book must be created at its final size); 0 for "no limit" where
 * layout cannot be measured.
 */
export function useBookFit(stage: RefObject<HTMLElement | null>, ready: boolean, fullscreen: boolean): number | null {
  const [maxWidth, setMaxWidth] = useState<number | null>(null);
  useLayoutEffect(() => {
    const element = stage.current;
    if (!ready || !element) return;
    const measure = () => {
      const { clientWidth, clientHeight } = element;
      setMaxWidth(clientHeight > 0 ? bookWidthFor(clientWidth, clientHeight) : 0);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [stage, ready, fullscreen]);
  return maxWidth;
}
