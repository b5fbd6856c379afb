import { expect, test, type Page } from '@playwright/test';

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

for (const size of windows) {
  test.describe(`layout stability of the public screens on ${size.name}`, () => {
    test.use(size.use);
    for (const [path, ready] of screens) {
      test(`${path} shifts less than 0.02 while it loads`, async ({ page }) => {
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
        await page.goto(path);
        await ready(page);
        // Let the images of the first screen arrive and the last renders settle.
        await page.waitForLoadState('networkidle');
        const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: Array<{ value: number; sources: string[] }> }).layoutShifts);
        const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
        expect(total, `shifts: ${JSON.stringify(shifts)}`).toBeLessThan(0.02);
      });
    }
  });
}
