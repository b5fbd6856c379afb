import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './axe-support';

// Every public screen, with its content loaded, has no serious or critical axe-core violation.

const screens: [string, string, (page: Page) => Promise<void>][] = [
  ['/', 'home', async (page) => void (await expect(page.getByRole('button', { name: /^Abrir el libro / }).first()).toBeVisible())],
  ['/conferencias', 'videos', async (page) => void (await expect(page.locator('article.video-card').first()).toBeVisible())],
  ['/galeria', 'gallery', async (page) => void (await expect(page.locator('.gallery-card').first()).toBeVisible())],
  ['/devocionario', 'booklets', async (page) => void (await expect(page.getByRole('button', { name: /^Abrir el devocionario / }).first()).toBeVisible())],
  ['/contacto', 'contact', async (page) => void (await expect(page.locator('dl.contact__details')).toBeVisible())],
  ['/visor-libro', 'book viewer placeholder', async (page) => void (await expect(page.getByRole('heading', { level: 1 })).toBeVisible())],
];

test.describe('accessibility of the public screens', () => {
  for (const [path, label, ready] of screens) {
    test(`${label} (${path})`, async ({ page }) => {
      await page.goto(path);
      await ready(page);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('the open book viewer and the video player', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: /^Abrir el libro / }).first().click();
    await expect(page.getByText(/^Página 1 de \d+$/)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    // Focus stays in the dialog.
    for (let i = 0; i < 6; i += 1) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]'))).toBe(true);

    await page.goto('/conferencias');
    await page.locator('article.video-card', { hasText: 'Público' }).first().getByRole('button').first().click();
    await expect(page.locator('video')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the open gallery image', async ({ page }) => {
    await page.goto('/galeria');
    const publicImage = page.locator('.gallery-card img').first();
    await expect.poll(() => publicImage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await publicImage.click();
    await expect(page.getByRole('dialog', { name: 'Imagen' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
