import { useState } from 'react';

export interface ProgressiveList<T> {
  /** The items drawn so far. */
  visible: readonly T[];
  total: number;
  /** Draws the next `step` items; absent when every item is drawn. */
  more?: () => void;
}

/**
 * The first `step` items of a long list, and a way to draw more: a grid of thousands mounts a
 * screenful or two, not every card. Starts again from `step` when `resetKey` changes (a new filter).
 */
export function useProgressiveList<T>(items: readonly T[], step: number, resetKey?: unknown): ProgressiveList<T> {
  const [state, setState] = useState<{ key: unknown; count: number }>({
    key: resetKey,
    count: step,
  });
  // A new key starts again, set while rendering (React's way to adjust state to a changed prop).
  if (!Object.is(state.key, resetKey)) setState({ key: resetKey, count: step });
  const count = Object.is(state.key, resetKey) ? state.count : step;
  const visible = count >= items.length ? items : items.slice(0, count);
  return {
    visible,
    total: items.length,
    more: count < items.length ? () => setState({ key: resetKey, count: count + step }) : undefined,
  };
}
