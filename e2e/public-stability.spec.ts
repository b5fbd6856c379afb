import { expect, test, type Page } from '@playwright/test';

// On a phone-sized window, no public screen moves under the reader while its content arrives:
// the layout shifts of a load add up to less than 0.1 (the "good" cumulative layout shift).

test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

const screens: [string, (page: Page) => Promise<void>][] = [
  ['/', async (page) => void (await expect(page.locator('img.book-card__cover').first()).toBeVisible())],
  ['/conferencias', async (page) => void (await expect(page.locator('article.video-card').first()).toBeVisible())],
  ['/galeria', async (page) => void (await expect(page.locator('.gallery-card').first()).toBeVisible())],
  ['/devocionario', async (page) => void (await expect(page.getByRole('button', { name: /^Abrir el devocionario / }).first()).toBeVisible())],
  ['/contacto', async (page) => void (await expect(page.locator('dl.contact__details')).toBeVisible())],
];

test.describe('layout stability of the public screens on a phone', () => {
  for (const [path, ready] of screens) {
    test(`${path} shifts less than 0.1 while it loads`, async ({ page }) => {
      await page.addInitScript(() => {
        const shifts: number[] = [];
        (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) shifts.push(entry.value);
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(path);
      await ready(page);
      // Let the images of the first screen arrive and the last renders settle.
      await page.waitForLoadState('networkidle');
      const total = await page.evaluate(() =>
        (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0),
      );
      expect(total).toBeLessThan(0.1);
    });
  }
});
