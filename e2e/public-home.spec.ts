import { expect, test, type Page } from '@playwright/test';
import { counterShowing } from './book-viewer-support';

// Journeys of the home page against `npm start`'s stack with the demo content.

async function firstBookName(page: Page): Promise<string> {
  const card = page.getByRole('button', { name: /^Abrir el libro / }).first();
  await expect(card).toBeVisible();
  return ((await card.getAttribute('aria-label')) ?? '').replace(/^Abrir el libro /, '');
}

test.describe('home', () => {
  test('shows the banner slideshow and the Virtual Library with the seeded books', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Imágenes destacadas' });
    await expect(banner).toBeVisible();
    // The first slide's image is loaded from storage.
    const firstSlide = banner.getByRole('img', { name: /^Imagen 1 de \d+$/ });
    await expect(firstSlide).toBeVisible();
    await expect.poll(() => firstSlide.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    // Dots jump and stop autoplay.
    const dots = banner.getByRole('button', { name: /^Ir a la imagen \d+$/ });
    if ((await dots.count()) > 1) {
      await dots.nth(1).click();
      await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
      await expect(banner.getByRole('button', { name: 'Reproducir presentación' })).toBeVisible();
    }

    await expect(page.getByRole('heading', { level: 2, name: 'Libreria Virtual' })).toBeVisible();
    const groups = page.getByRole('heading', { level: 3 });
    await expect(groups.first()).toBeVisible();
    for (const name of await groups.allTextContents()) expect(['Preescolar', 'Primaria', 'Secundaria', 'Otros']).toContain(name);
    const cover = page.getByRole('img', { name: /^Portada de / }).first();
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  test('a book opens, turns a page by click and by keyboard, and closes', async ({ page }) => {
    await page.goto('/');
    const name = await firstBookName(page);
    await page.getByRole('button', { name: `Abrir el libro ${name}` }).click();
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/[?&]libro=/);
    const counter = dialog.locator('.book-viewer__counter');
    await expect(counter).toHaveText('Portada');
    await expect(dialog.getByRole('img', { name: `${name}, portada` })).toBeVisible();

    await dialog.getByRole('button', { name: 'Página siguiente' }).click();
    await expect(counter).toHaveText(counterShowing(1));
    await expect(page).toHaveURL(/pagina=1/);
    await expect
      .poll(() => dialog.getByRole('img', { name: `${name}, página 1` }).evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);

    await page.waitForTimeout(800); // let the flip animation end before the next turn
    await page.keyboard.press('ArrowRight');
    await expect(counter).not.toHaveText(counterShowing(1));
    await page.waitForTimeout(800);
    await page.keyboard.press('ArrowLeft');
    await expect(counter).toHaveText(counterShowing(1));

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).not.toHaveURL(/libro=/);
  });

  test('a deep link opens a book at its page', async ({ page }) => {
    await page.goto('/');
    const name = await firstBookName(page);
    await page.goto(`/?libro=${encodeURIComponent(name)}&pagina=3`);
    const dialog = page.getByRole('dialog', { name });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('.book-viewer__counter')).toHaveText(counterShowing(3));
    await expect
      .poll(() => dialog.getByRole('img', { name: `${name}, página 3` }).evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
  });

  test('an unknown book in the link says so', async ({ page }) => {
    await page.goto('/?libro=No%20existe&pagina=2');
    await expect(page.getByText('No encontramos el libro «No existe».')).toBeVisible();
  });

  test('/visor-libro is a placeholder pointing to the library', async ({ page }) => {
    await page.goto('/visor-libro');
    await expect(page.getByRole('heading', { level: 1, name: 'Visor de libros' })).toBeVisible();
    await page.getByRole('link', { name: 'Ir a la Libreria Virtual' }).click();
    await expect(page.getByRole('heading', { name: 'Libreria Virtual' })).toBeVisible();
  });
});
