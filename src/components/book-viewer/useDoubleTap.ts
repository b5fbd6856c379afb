import { useEffect, useRef, type RefObject } from 'react';

/** Two taps count as one double tap within this time and distance (a phone's own double tap). */
const DOUBLE_TAP_MS = 300;
const DOUBLE_TAP_PX = 30;
/** A touch that moves more or lasts longer is a swipe or a press, not a tap. */
const TAP_MAX_MOVE_PX = 10;
const TAP_MAX_MS = 250;

/**
 * Calls `onDoubleTap` for two quick one-finger taps on the element. Written here because the zoom
 * library's own double tap only counts from where its panning starts, which a pan of the zoomed
 * page just before (or a page turn's pointer handling) can swallow; this one reads the touches
 * themselves and leaves every other touch to everyone else.
 */
export function useDoubleTap(ref: RefObject<HTMLElement | null>, onDoubleTap: () => void, enabled: boolean): void {
  const callback = useRef(onDoubleTap);
  callback.current = onDoubleTap;

  useEffect(() => {
    const element = ref.current;
    if (!element || !enabled) return;
    let start: { x: number; y: number; at: number } | null = null;
    let lastTap: { x: number; y: number; at: number } | null = null;

    const onStart = (event: TouchEvent) => {
      if (event.touches.length !== 1) {
        start = null;
        lastTap = null;
        return;
      }
      const touch = event.touches[0];
      start = { x: touch.clientX, y: touch.clientY, at: event.timeStamp };
    };
    const onEnd = (event: TouchEvent) => {
      const touch = event.changedTouches[0];
      if (!start || !touch || event.touches.length > 0) return;
      const moved = Math.hypot(touch.clientX - start.x, touch.clientY - start.y);
      const tap = moved <= TAP_MAX_MOVE_PX && event.timeStamp - start.at <= TAP_MAX_MS ? { ...start, at: event.timeStamp } : null;
      start = null;
      if (!tap) {
        lastTap = null;
        return;
      }
      if (lastTap && tap.at - lastTap.at <= DOUBLE_TAP_MS && Math.hypot(tap.x - lastTap.x, tap.y - lastTap.y) <= DOUBLE_TAP_PX) {
        lastTap = null;
        // The double tap is consumed: without this the browser follows the touch with emulated
        // mouse events and a click, whose mousedown starts the zoom library's panning, which
        // cancels the zoom animation just begun (and the page-flip would take the click).
        if (event.cancelable) event.preventDefault();
        callback.current();
        return;
      }
      lastTap = tap;
    };
    element.addEventListener('touchstart', onStart, { passive: true });
    element.addEventListener('touchend', onEnd, { passive: false });
    return () => {
      element.removeEventListener('touchstart', onStart);
      element.removeEventListener('touchend', onEnd);
    };
  }, [ref, enabled]);
}
