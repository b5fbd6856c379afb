import { useEffect, useRef, type RefObject } from 'react';
import type { TurnDirection } from './flipRules';

/** How far (px) a pointer must travel sideways, within SWIPE_MAX_MS, to turn a page (a slow drag turns too, as with paper). */
export const SWIPE_MIN_PX = 40;
const SWIPE_MAX_MS = 2000;
/** A press that moves less than this is a tap. */
const TAP_SLOP_PX = 10;
/** A touch tap in a click zone waits this long for a second tap (a double tap zooms instead). */
export const DOUBLE_TAP_MS = 260;
/** The click zones: the left and right fifth of the viewer (spec section 2). */
const ZONE_FRACTION = 0.2;

export interface StageGestureHandlers {
  /** Whether the stage is in the document (it appears once the pages are listed). */
  attached: boolean;
  /** False while zoomed in: pointers then pan the page. */
  enabled: boolean;
  onTurn: (direction: TurnDirection) => void;
}

/** Which click zone an x coordinate falls in, if any. */
export function zoneAt(clientX: number, rect: { left: number; width: number }): TurnDirection | null {
  const x = (clientX - rect.left) / rect.width;
  if (x < ZONE_FRACTION) return 'prev';
  if (x > 1 - ZONE_FRACTION) return 'next';
  return null;
}

const isControl = (target: EventTarget | null) =>
  target instanceof Element && target.closest('button, a, input, select, textarea, [data-stage-ignore]') !== null;

/*
 * Taps on the click zones and swipes, read from pointer events on the stage. Written here
 * because page-flip's own pointer handling turns pages without the flip rules (it is off),
 * and react-zoom-pan-pinch, which owns pinch, double tap and panning, has no swipe. A touch
 * tap in a zone waits DOUBLE_TAP_MS so that a double tap zooms without turning; a mouse click
 * turns at once, and a mouse double click in a zone does not zoom.
 */
export function useStageGestures(stage: RefObject<HTMLElement | null>, handlers: StageGestureHandlers): void {
  const latest = useRef(handlers);
  latest.current = handlers;

  useEffect(() => {
    const element = stage.current;
    if (!element) return;
    let start: { id: number; x: number; y: number; at: number; type: string } | null = null;
    let pointers = 0;
    let pendingTap: ReturnType<typeof setTimeout> | undefined;
    const cancelTap = () => {
      if (pendingTap !== undefined) clearTimeout(pendingTap);
      pendingTap = undefined;
    };

    const onDown = (event: PointerEvent) => {
      pointers += 1;
      cancelTap();
      if (pointers > 1 || !latest.current.enabled || isControl(event.target) || (event.pointerType === 'mouse' && event.button !== 0)) {
        start = null;
        return;
      }
      start = { id: event.pointerId, x: event.clientX, y: event.clientY, at: event.timeStamp, type: event.pointerType };
    };
    const onUp = (event: PointerEvent) => {
      pointers = Math.max(0, pointers - 1);
      const began = start;
      if (!began || began.id !== event.pointerId) return;
      start = null;
      if (!latest.current.enabled) return;
      const dx = event.clientX - began.x;
      const dy = event.clientY - began.y;
      if (Math.abs(dx) >= SWIPE_MIN_PX && Math.abs(dx) > 1.5 * Math.abs(dy) && event.timeStamp - began.at <= SWIPE_MAX_MS) {
        latest.current.onTurn(dx < 0 ? 'next' : 'prev');
        return;
      }
      if (Math.abs(dx) > TAP_SLOP_PX || Math.abs(dy) > TAP_SLOP_PX) return;
      const zone = zoneAt(event.clientX, element.getBoundingClientRect());
      if (!zone) return;
      if (began.type === 'mouse') {
        latest.current.onTurn(zone);
        return;
      }
      pendingTap = setTimeout(() => {
        pendingTap = undefined;
        latest.current.onTurn(zone);
      }, DOUBLE_TAP_MS);
    };
    const onCancel = () => {
      pointers = Math.max(0, pointers - 1);
      start = null;
    };
    // Capture: runs before react-zoom-pan-pinch's own listener inside the stage.
    const onDoubleClick = (event: MouseEvent) => {
      if (zoneAt(event.clientX, element.getBoundingClientRect())) event.stopPropagation();
    };

    element.addEventListener('pointerdown', onDown);
    element.addEventListener('pointerup', onUp);
    element.addEventListener('pointercancel', onCancel);
    element.addEventListener('dblclick', onDoubleClick, true);
    return () => {
      cancelTap();
      element.removeEventListener('pointerdown', onDown);
      element.removeEventListener('pointerup', onUp);
      element.removeEventListener('pointercancel', onCancel);
      element.removeEventListener('dblclick', onDoubleClick, true);
    };
  }, [stage, handlers.attached]);
}
