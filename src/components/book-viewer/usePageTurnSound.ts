import { useCallback, useEffect, useRef } from 'react';

/** The page-turn sound (public/sounds; Opus in Ogg, about 2.5 KB). */
export const PAGE_TURN_SOURCES = [{ src: '/sounds/page-flip.ogg', type: 'audio/ogg; codecs=opus' }];

/** Returns a function that plays the page-turn sound; playback failures (autoplay rules, no file) are ignored. */
export function usePageTurnSound(): () => void {
  const audio = useRef<HTMLAudioElement | null>(null);
  useEffect(
    () => () => {
      audio.current?.pause();
      audio.current = null;
    },
    [],
  );
  return useCallback(() => {
    if (typeof Audio === 'undefined') return;
    if (!audio.current) {
      const element = new Audio();
      const choice = PAGE_TURN_SOURCES.find((s) => element.canPlayType(s.type) !== '') ?? PAGE_TURN_SOURCES[0];
      element.src = choice.src;
      element.preload = 'auto';
      audio.current = element;
    }
    const element = audio.current;
    element.currentTime = 0;
    element.play()?.catch(() => undefined);
  }, []);
}
