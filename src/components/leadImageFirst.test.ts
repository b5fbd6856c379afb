import {
  holdImagesUntil,
  imagesHeld,
  isLeadImage,
  LEAD_WAIT_MS,
  leadImageShown,
  leadOnScreen,
  markLeadImage,
  whenImagesFree,
} from './leadImageFirst';
import { deferred } from '../testing/deferred';

/** Whether `promise` has settled once pending callbacks have run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  for (let i = 0; i < 5; i++) await Promise.resolve();
  return done;
}

describe('the lead image first', () => {
  afterEach(() => vi.useRealTimers());

  it('holds nothing when no page has a lead', async () => {
    expect(imagesHeld()).toBe(false);
    expect(await settled(whenImagesFree())).toBe(true);
  });

  it('frees the other images once every lead has settled, loaded or failed', async () => {
    const banner = deferred();
    const gallery = deferred();
    holdImagesUntil(banner.promise);
    holdImagesUntil(gallery.promise);
    const free = whenImagesFree();
    banner.resolve();
    expect(await settled(free)).toBe(false);
    expect(imagesHeld()).toBe(true);
    gallery.reject(new Error('not signed'));
    expect(await settled(free)).toBe(true);
    expect(imagesHeld()).toBe(false);
  });

  it('waits for a lead at most LEAD_WAIT_MS', async () => {
    vi.useFakeTimers();
    holdImagesUntil(new Promise(() => undefined));
    const free = whenImagesFree();
    vi.advanceTimersByTime(LEAD_WAIT_MS - 1);
    expect(await settled(free)).toBe(false);
    vi.advanceTimersByTime(1);
    expect(await settled(free)).toBe(true);
  });

  it("knows the leads' paths, whose own image never waits", () => {
    markLeadImage('galeria/public/primera.webp');
    expect(isLeadImage('galeria/public/primera.webp')).toBe(true);
    expect(isLeadImage('galeria/public/segunda.webp')).toBe(false);
  });

  it('counts a lead as on screen once its <img> has loaded and two frames were drawn, or once its preload failed', async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const link = document.createElement('link');
    const shown = leadOnScreen('galeria/public/primera.webp', link);
    // Its download alone is not enough: the page places the image later.
    link.dispatchEvent(new Event('load'));
    leadImageShown('galeria/public/otra.webp');
    await frame();
    await frame();
    expect(await settled(shown)).toBe(false);
    leadImageShown('galeria/public/primera.webp');
    await frame();
    expect(await settled(shown)).toBe(false);
    await frame();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await settled(shown)).toBe(true);

    const broken = document.createElement('link');
    const failed = leadOnScreen('galeria/public/rota.webp', broken);
    broken.dispatchEvent(new Event('error'));
    expect(await settled(failed)).toBe(true);
  });
});
