import { useCallback, useEffect, useRef, useState } from 'react';

/** The viewer's close button hides after this long without mouse movement (spec section 9). */
export const CURSOR_HIDE_MS = 3000;

/** Visible after activity, hidden again after `delayMs` without activity or at once on leave. */
export function useAutoHide(delayMs = CURSOR_HIDE_MS) {
  const [visible, setVisible] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const clear = () => {
    if (timer.current !== undefined) clearTimeout(timer.current);
    timer.current = undefined;
  };
  const show = useCallback(() => {
    clear();
    setVisible(true);
    timer.current = setTimeout(() => setVisible(false), delayMs);
  }, [delayMs]);
  const hide = useCallback(() => {
    clear();
    setVisible(false);
  }, []);

  useEffect(() => clear, []);
  return { visible, show, hide };
}
