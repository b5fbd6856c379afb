import { useEffect, useState } from 'react';

const COARSE = '(pointer: coarse)';

/**
 * Whether the visitor is using a touch screen: first from the primary pointer, then from
 * whatever pointer they last used (a laptop with a touch screen switches back and forth).
 */
export function useTouchScreen(): boolean {
  const [touch, setTouch] = useState(() => typeof window.matchMedia === 'function' && window.matchMedia(COARSE).matches);
  useEffect(() => {
    const onPointer = (event: PointerEvent) => {
      if (event.pointerType === 'touch') setTouch(true);
      else if (event.pointerType === 'mouse' && event.type === 'pointermove') setTouch(false);
    };
    window.addEventListener('pointerdown', onPointer, { capture: true, passive: true });
    window.addEventListener('pointermove', onPointer, { capture: true, passive: true });
    return () => {
      window.removeEventListener('pointerdown', onPointer, { capture: true });
      window.removeEventListener('pointermove', onPointer, { capture: true });
    };
  }, []);
  return touch;
}
