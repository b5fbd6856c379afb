// Touch gestures for the phone-sized journeys, sent as real touch input through the Chrome
// DevTools Protocol (Playwright's touchscreen only taps): the page receives touch events and
// the pointer events the browser derives from them, as on a phone.
import type { CDPSession, Page } from '@playwright/test';

type Point = { x: number; y: number };

const sessions = new WeakMap<Page, CDPSession>();
async function cdp(page: Page): Promise<CDPSession> {
  let session = sessions.get(page);
  if (!session) {
    session = await page.context().newCDPSession(page);
    sessions.set(page, session);
  }
  return session;
}

async function touch(page: Page, type: 'touchStart' | 'touchMove' | 'touchEnd', points: Point[]): Promise<void> {
  await (await cdp(page)).send('Input.dispatchTouchEvent', {
    type,
    touchPoints: points.map((p, id) => ({ x: Math.round(p.x), y: Math.round(p.y), id, radiusX: 4, radiusY: 4, force: 1 })),
  });
}

/** One finger from `from` to `to` in `steps` moves, as fast as the protocol carries them. */
export async function swipe(page: Page, from: Point, to: Point, steps = 4): Promise<void> {
  await touch(page, 'touchStart', [from]);
  for (let i = 1; i <= steps; i += 1) {
    await touch(page, 'touchMove', [{ x: from.x + ((to.x - from.x) * i) / steps, y: from.y + ((to.y - from.y) * i) / steps }]);
  }
  await touch(page, 'touchEnd', []);
}

/** Two fingers around `center`, moving from `startGap` to `endGap` pixels apart (apart: zoom in). */
export async function pinch(page: Page, center: Point, startGap: number, endGap: number, steps = 10): Promise<void> {
  const at = (gap: number) => [
    { x: center.x - gap / 2, y: center.y },
    { x: center.x + gap / 2, y: center.y },
  ];
  await touch(page, 'touchStart', at(startGap));
  for (let i = 1; i <= steps; i += 1) {
    await touch(page, 'touchMove', at(startGap + ((endGap - startGap) * i) / steps));
    await page.waitForTimeout(30);
  }
  await touch(page, 'touchEnd', []);
}

/**
 * Two taps at one point, sent without waiting between them (a phone counts a double tap within
 * a few hundred milliseconds, which separate awaited taps may exceed on a busy machine).
 */
export async function doubleTap(page: Page, at: Point): Promise<void> {
  await Promise.all([touch(page, 'touchStart', [at]), touch(page, 'touchEnd', []), touch(page, 'touchStart', [at]), touch(page, 'touchEnd', [])]);
}
