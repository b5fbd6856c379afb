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

  test('welcomes with the banner text, three ways in and the newest books, videos and resources', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Bienvenidos a Educando en la Fe' })).toBeVisible();
    // The banner's text (edited in /admin/banner) is the welcome.
    await expect(page.locator('.welcome__text')).not.toBeEmpty();
    const tiles = page.getByRole('navigation', { name: 'Secciones' });
    await tiles.getByRole('link', { name: /Galería de Videos/ }).click();
    await expect(page).toHaveURL(/\/conferencias$/);
    await page.goBack();
    const news = page.getByRole('region', { name: 'Novedades' });
    for (const kind of ['Libro', 'Video', 'Recurso']) await expect(news.getByRole(kind === 'Libro' ? 'button' : 'link', { name: new RegExp(`^${kind}: `) }).first()).toBeVisible();
    await news.getByRole('link', { name: /^Video: / }).first().click();
    // The newest video opens through the access rules: it plays, or (a paid one that other
    // journeys may have added) the access panel answers.
    await expect(page).toHaveURL(/\/conferencias/);
    await expect(page.locator('video, [role="dialog"]').first()).toBeVisible();
  });

  test('on a phone: two compact cards per row, names without their shelf, and "Mostrar mas" shows the rest', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const firstToggle = page.getByRole('button', { name: 'Mostrar mas' }).first();
    await expect(firstToggle).toBeVisible();
    // The first shelf with more books than a row shows (others may have more, added by other journeys).
    const shelfName = (await page
      .locator('section.library__group')
      .filter({ has: page.getByRole('button', { name: 'Mostrar mas' }) })
      .first()
      .getByRole('heading', { level: 3 })
      .textContent())!;
    // The shelf by its name: its button's name changes once it is pressed.
    const shelf = page.getByRole('region', { name: shelfName, exact: true });
    const toggle = shelf.getByRole('button', { name: 'Mostrar mas' });
    const cards = shelf.getByRole('listitem');
    await expect(cards).toHaveCount(2);
    const [first, second] = [(await cards.nth(0).boundingBox())!, (await cards.nth(1).boundingBox())!];
    expect(Math.abs(first.y - second.y)).toBeLessThan(2);
    expect(first.width).toBeLessThan(390 / 2);
    // A card whose name starts with its shelf shows the name without it.
    for (const card of await cards.all()) {
      const full = ((await card.getByRole('button').getAttribute('aria-label')) ?? '').replace(/^Abrir el libro /, '');
      const shown = (await card.locator('.book-card__name').textContent())!;
      if (full.toLowerCase().startsWith(shelfName.toLowerCase())) expect(shown.toLowerCase().startsWith(shelfName.toLowerCase())).toBe(false);
      else expect(shown).toBe(full);
    }
    await toggle.click();
    await expect.poll(() => cards.count()).toBeGreaterThan(2);
    await expect(shelf.getByRole('button', { name: 'Mostrar menos' })).toHaveAttribute('aria-expanded', 'true');
    await shelf.getByRole('button', { name: 'Mostrar menos' }).click();
    await expect(cards).toHaveCount(2);
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
