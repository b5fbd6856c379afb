import { useSyncExternalStore } from 'react';
import { currentWindowWidth, onWindowSizeChange } from '../../lib/drawnWidth';

/**
 * The window's width in CSS pixels, updated on resize. It is the width drawnWidth keeps, which the
 * home page's request also reads (homeApi's shelvesFrom), so the shelves draw as many covers as
 * were signed for them; and reading it here does not make the browser lay the page out mid-render.
 */
export function useWindowWidth(): number {
  return useSyncExternalStore(onWindowSizeChange, currentWindowWidth);
}
