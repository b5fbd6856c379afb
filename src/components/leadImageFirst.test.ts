import { holdImagesUntil, imagesHeld, isLeadImage, LEAD_WAIT_MS, leadLoaded, markLeadImage, whenImagesFree } from './leadImageFirst';

function deferred() {
  let resolve!: () => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

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

  it('counts a preloaded lead as there once it loaded and two frames were drawn after (it is then on screen), or once it failed', async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const link = document.createElement('link');
    const loaded = leadLoaded(link);
    expect(await settled(loaded)).toBe(false);
    link.dispatchEvent(new Event('load'));
    await frame();
    expect(await settled(loaded)).toBe(false);
    await frame();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await settled(loaded)).toBe(true);

    const broken = document.createElement('link');
    const failed = leadLoaded(broken);
    broken.dispatchEvent(new Event('error'));
    expect(await settled(failed)).toBe(true);
  });
});
