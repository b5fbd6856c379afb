import { useCallback, useEffect, useState } from 'react';

/** Banner autoplay interval (spec section 9). */
export const SLIDE_INTERVAL_MS = 3000;

export interface Slideshow {
  index: number;
  playing: boolean;
  /** Jumps to a slide and stops autoplay (the dot buttons). */
  goTo: (index: number) => void;
  togglePlaying: () => void;
}

/** Slide index with autoplay every 3000 ms while playing and there is more than one slide. */
export function useSlideshow(count: number, intervalMs = SLIDE_INTERVAL_MS): Slideshow {
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(true);

  useEffect(() => {
    if (!playing || count < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => clearInterval(timer);
  }, [playing, count, intervalMs]);

  // Keep the index valid when the list shrinks.
  useEffect(() => {
    if (count > 0 && index >= count) setIndex(0);
  }, [count, index]);

  const goTo = useCallback((next: number) => {
    setIndex(next);
    setPlaying(false);
  }, []);
  const togglePlaying = useCallback(() => setPlaying((p) => !p), []);
  return { index, playing, goTo, togglePlaying };
}
