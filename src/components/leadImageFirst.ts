/**
 * The page's largest image first, then the others.
 *
 * On a phone's connection every picture of a grid or shelf shares the bandwidth with the page's
 * largest image (its lead: the first gallery picture, video thumbnail, booklet page or banner
 * slide), so the lead arrived later the more pictures the page showed. While a lead is on its
 * way the page's other stored images wait (StorageImage shows their placeholders), and go once it
 * is on screen, failed, or after LEAD_WAIT_MS at the most. A page without a lead holds nothing.
 */

import { afterPaint } from '../lib/main-thread';

/** The longest the other images wait for a lead, whatever its connection does. */
export const LEAD_WAIT_MS = 3000;

/** The leads' paths: their own <img> never waits. */
const leads = new Set<string>();
let holds = 0;
let waiting: Array<() => void> = [];

/** Marks `path` as a lead image, which its StorageImage shows without waiting. */
export function markLeadImage(path: string): void {
  leads.add(path);
}

export function isLeadImage(path: string): boolean {
  return leads.has(path);
}

/** Whether the page's other images are waiting for a lead now. */
export function imagesHeld(): boolean {
  return holds > 0;
}

/** Resolves when no lead holds the other images (at once when none does). */
export function whenImagesFree(): Promise<void> {
  return holds === 0 ? Promise.resolve() : new Promise((resolve) => waiting.push(resolve));
}

/** Holds the other images until `lead` settles (a lead shown on screen, or the search for one), at most LEAD_WAIT_MS. */
export function holdImagesUntil(lead: Promise<unknown>): void {
  holds += 1;
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    clearTimeout(timer);
    holds -= 1;
    if (holds > 0) return;
    const go = waiting;
    waiting = [];
    for (const resolve of go) resolve();
  };
  const timer = setTimeout(release, LEAD_WAIT_MS);
  lead.then(release, release);
}

/** Callers waiting for a lead's <img> to be shown, by path. */
const shownWaiters = new Map<string, Array<() => void>>();

/** Told by a lead's <img> (StorageImage) that it has loaded, or failed for good. */
export function leadImageShown(path: string): void {
  const waiters = shownWaiters.get(path) ?? [];
  shownWaiters.delete(path);
  for (const resolve of waiters) resolve();
}

/**
 * Settles once the lead image at `path` is on screen: its <img> has loaded and two frames have
 * been drawn (the image decoded and painted); or once its preload `link` failed. Its download
 * alone is not enough: the page may place the image a while after it has arrived.
 */
export function leadOnScreen(path: string, link: HTMLLinkElement): Promise<void> {
  return new Promise((resolve) => {
    const drawn = () => afterPaint(resolve);
    shownWaiters.set(path, [...(shownWaiters.get(path) ?? []), drawn]);
    link.addEventListener('error', () => resolve(), { once: true });
  });
}
