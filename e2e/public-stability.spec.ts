import { expect, test as base, type Page } from '@playwright/test';
import { followRequests } from './requests-support';

// On a phone and on a desktop window, no public screen moves under the reader while its content
// arrives: the layout shifts of a load add up to less than 0.02 (a fifth of the 0.1 counted as
// "good" cumulative layout shift).

const windows = [
  { name: 'a phone', use: { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true } },
  { name: 'a desktop window', use: { viewport: { width: 1366, height: 768 } } },
];

const screens: [string, (page: Page) => Promise<void>][] = [
  ['/', async (page) => void (await expect(page.locator('img.book-card__cover').first()).toBeVisible())],
  ['/conferencias', async (page) => void (await expect(page.locator('article.video-card').first()).toBeVisible())],
  ['/galeria', async (page) => void (await expect(page.locator('.gallery-card').first()).toBeVisible())],
  ['/devocionario', async (page) => void (await expect(page.getByRole('button', { name: /^Abrir el devocionario / }).first()).toBeVisible())],
  ['/contacto', async (page) => void (await expect(page.locator('dl.contact__details')).toBeVisible())],
];

/**
 * `settled()` waits until the site and its cloud have had no request in flight for half a second:
 * the images of the first screen have arrived and the last renders are done. Requests to other
 * sites are left out (requests-support.ts says why).
 */
const test = base.extend<{ settled: () => Promise<void> }>({
  settled: async ({ page }, use) => {
    const ours = followRequests(page, (request) => new URL(request.url()).hostname === 'localhost');
    await use(() => ours.quiet(500, 'the page went quiet'));
  },
});

for (const size of windows) {
  test.describe(`layout stability of the public screens on ${size.name}`, () => {
    test.use(size.use);
    for (const [path, ready] of screens) {
      test(`${path} shifts less than 0.02 while it loads`, async ({ page, settled }) => {
        await recordLayoutShifts(page);
        await page.goto(path);
        await ready(page);
        await settled();
        await expectStable(page);
      });
    }
  });
}

// The home and contact screens when their content arrives late (a slow phone network, a busy
// server) or not at all (the data service fails): every answer of the data API is held until the
// page shows what it draws while loading, then given or failed. What is on the first screen stays
// exactly where it was drawn (the entry tiles, the contact form), and the shifts add up to less
// than 0.02. In English, as Lighthouse loads the pages: its labels are not the Spanish ones the
// rooms were first measured with, and the admins' texts (the banner's welcome) stay Spanish.

/**
 * Holds every data request until the returned function is called, then lets them through or
 * fails them (and any later one).
 */
async function holdData(page: Page, outcome: 'late' | 'failing'): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/graphql', async (route) => {
    await released;
    if (outcome === 'late') await route.continue();
    else await route.abort('failed');
  });
  return release;
}

/** Where an element's top is on the page. */
const topOf = (page: Page, selector: string) => page.locator(selector).evaluate((el) => el.getBoundingClientRect().top + window.scrollY);

const lateScreens: Array<{
  path: string;
  /** What the page draws while it waits for its data. */
  loading: string;
  /** What it draws once its data arrived, or once the data failed. */
  done: Record<'late' | 'failing', string>;
  /** What is on the first screen and must not move. */
  fixed: string;
}> = [
  {
    path: '/',
    loading: '.home__library--loading',
    done: { late: 'img.book-card__cover', failing: '.home__library [role="alert"]' },
    fixed: 'nav.entry-tiles',
  },
  {
    path: '/contacto',
    loading: '.contact__loading',
    done: { late: 'dl.contact__details', failing: '.contact__info [role="alert"]' },
    fixed: 'form.contact-form',
  },
];

const smallPhone = { name: 'a small phone', use: { viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true } };

for (const size of [smallPhone, ...windows]) {
  test.describe(`the home and contact screens on ${size.name} when their data arrives late or fails`, () => {
    test.use({ ...size.use, locale: 'en-US' });
    for (const screen of lateScreens) {
      for (const outcome of ['late', 'failing'] as const) {
        test(`${screen.path} keeps its first screen still when the data is ${outcome}`, async ({ page, settled }) => {
          await recordLayoutShifts(page);
          const release = await holdData(page, outcome);
          await page.goto(screen.path);
          await expect(page.locator(screen.loading)).toBeVisible();
          const before = await topOf(page, screen.fixed);
          release();
          await expect(page.locator(screen.done[outcome]).first()).toBeVisible();
          await settled();
          expect(await topOf(page, screen.fixed), `${screen.fixed} moved`).toBeCloseTo(before, 0);
          await expectStable(page);
        });
      }
    }
  });
}

/** Keeps the page's layout shifts (without those right after an input) in window.layoutShifts. */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: Array<{ value: number; sources: string[] }> = [];
    (window as unknown as { layoutShifts: typeof shifts }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node }> })[]) {
        if (entry.hadRecentInput) continue;
        const sources = (entry.sources ?? []).map((source) => {
          const node = source.node as Element | undefined;
          return node?.className ? `${node.nodeName.toLowerCase()}.${String(node.className).split(' ')[0]}` : String(node?.nodeName ?? '?');
        });
        shifts.push({ value: entry.value, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts of the load add up to less than 0.02; the message names what moved. */
async function expectStable(page: Page): Promise<void> {
  const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: Array<{ value: number; sources: string[] }> }).layoutShifts);
  const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
  expect(total, `shifts: ${JSON.stringify(shifts)}`).toBeLessThan(0.02);
}
