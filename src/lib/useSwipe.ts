import { useEffect, useRef, type RefObject } from 'react';

/** How far (px) a pointer must travel sideways, within SWIPE_MAX_MS, to count as a swipe. */
export const SWIPE_MIN_PX = 50;
const SWIPE_MAX_MS = 2000;

/**
 * Calls `onSwipe('next')` for a swipe to the left and `onSwipe('prev')` for one to the right,
 * read from pointer events (one finger or a mouse drag), so the element also needs CSS
 * `touch-action: pan-y` for the browser to hand horizontal moves over.
 */
export function useSwipe(element: RefObject<HTMLElement | null>, onSwipe: (direction: 'prev' | 'next') => void, attached = true): void {
  const latest = useRef(onSwipe);
  latest.current = onSwipe;
  useEffect(() => {
    const target = element.current;
    if (!target || !attached) return;
    let start: { id: number; x: number; y: number; at: number } | null = null;
    let pointers = 0;
    const onDown = (event: PointerEvent) => {
      pointers += 1;
      start = pointers === 1 ? { id: event.pointerId, x: event.clientX, y: event.clientY, at: event.timeStamp } : null;
    };
    const onUp = (event: PointerEvent) => {
      pointers = Math.max(0, pointers - 1);
      const began = start;
      start = null;
      if (!began || began.id !== event.pointerId) return;
      const dx = event.clientX - began.x;
      const dy = event.clientY - began.y;
      if (Math.abs(dx) >= SWIPE_MIN_PX && Math.abs(dx) > 1.5 * Math.abs(dy) && event.timeStamp - began.at <= SWIPE_MAX_MS) {
        latest.current(dx < 0 ? 'next' : 'prev');
      }
    };
    const onCancel = () => {
      pointers = Math.max(0, pointers - 1);
      start = null;
    };
    target.addEventListener('pointerdown', onDown);
    target.addEventListener('pointerup', onUp);
    target.addEventListener('pointercancel', onCancel);
    return () => {
      target.removeEventListener('pointerdown', onDown);
      target.removeEventListener('pointerup', onUp);
      target.removeEventListener('pointercancel', onCancel);
    };
  }, [element, attached]);
}
