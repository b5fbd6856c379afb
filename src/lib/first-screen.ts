import { useEffect } from 'react';
import { afterPaint, whenIdle } from './main-thread';

/*
 * Requests the first screen does not show (the footer's quote and visit count) wait until that
 * screen has drawn its largest content. Sent beside the screen's own reads they ended before that
 * paint, and a phone's connection then carries them ahead of it: in Lighthouse's mobile
 * simulation (bench/catalogue.ts) the largest element of /conferencias was drawn at 2,642 ms with
 * them and 2,361 ms without (medians of 6 runs). The screen tells when it is drawn: its largest
 * picture (the StorageImage it asks for with high priority) on screen, or, where it has none (a
 * text page, an empty list, a gallery whose first rows are private), its content shown. One that
 * tells nothing (a booklet without pages, a home page without a banner) counts as drawn after
 * FIRST_SCREEN_WAIT_MS.
 */

/** The longest work waits for the first screen, from the first time any work asked. */
export const FIRST_SCREEN_WAIT_MS = 3000;

/** Once the first screen is drawn, how long work may still wait for the browser to be idle. */
const IDLE_WAIT_MS = 1000;

let drawn = false;
let waiting: Array<() => void> = [];
let deadline: ReturnType<typeof setTimeout> | undefined;

/** Told by a screen that its first screen is drawn (later calls do nothing). */
export function firstScreenDrawn(): void {
  if (drawn) return;
  drawn = true;
  clearTimeout(deadline);
  const go = waiting;
  waiting = [];
  for (const run of go) run();
}

/** Tells that the first screen is drawn once what was just placed in it has been painted (afterPaint). */
export function firstScreenDrawnAfterPaint(): void {
  if (!drawn) afterPaint(firstScreenDrawn);
}

/** Whether the first screen has been drawn (or its wait is over). */
export function isFirstScreenDrawn(): boolean {
  return drawn;
}

/**
 * Runs `job` once the first screen is drawn and the browser is idle; at once (when idle) after
 * that, as when the visitor moves to another screen. The answer cancels it.
 */
export function afterFirstScreen(job: () => void): () => void {
  let cancelIdle: (() => void) | undefined;
  const start = () => {
    cancelIdle = whenIdle(job, IDLE_WAIT_MS);
  };
  if (drawn) {
    start();
    return () => cancelIdle?.();
  }
  waiting.push(start);
  deadline ??= setTimeout(firstScreenDrawn, FIRST_SCREEN_WAIT_MS);
  return () => {
    waiting = waiting.filter((run) => run !== start);
    cancelIdle?.();
  };
}

/** For a screen: tells that its first screen is drawn once `isDrawn` is true (after that render is committed). */
export function useFirstScreenDrawn(isDrawn: boolean): void {
  useEffect(() => {
    if (isDrawn) firstScreenDrawn();
  }, [isDrawn]);
}

/** For tests: a page that has drawn nothing yet. */
export function resetFirstScreenForTests(): void {
  drawn = false;
  waiting = [];
  clearTimeout(deadline);
  deadline = undefined;
}
