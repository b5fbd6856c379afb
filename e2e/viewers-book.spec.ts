import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { demoBook, demoBooklet } from './book-viewer-support';
import { doubleTap, pinch, swipe } from './touch-support';

// The book and booklet reader against `npm start`'s stack with the demo content, on a desktop
// window and on a phone-sized touch screen. Page counts come from the seed manifest.

async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

const bookUrl = (page?: number) =>
  `/?${new URLSearchParams({ libro: demoBook.name, ...(page ? { pagina: String(page) } : {}) }).toString()}`;

async function openDemoBook(page: Page): Promise<Locator> {
  await page.goto('/');
  await page.getByRole('button', { name: `Abrir el libro ${demoBook.name}` }).click();
  const dialog = page.getByRole('dialog', { name: demoBook.name });
  await expect(dialog.locator('.book-viewer__counter')).toHaveText('Portada', { timeout: 60_000 });
  return dialog;
}

/** Opens a link to the book or booklet; the first load of the home screen may take a while on a busy machine. */
async function openLink(page: Page, url: string, dialogName: string): Promise<Locator> {
  await page.goto(url);
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog.locator('.book-viewer__counter')).toBeVisible({ timeout: 60_000 });
  return dialog;
}

/** Waits for the flip animation to end (page-flip ignores nothing, but screenshots and boxes settle). */
const settle = (page: Page) => page.waitForTimeout(900);

/** The images of the pages on view (page-flip shows the others with display: none). */
const visiblePages = (dialog: Locator) => dialog.locator('.book-page:visible img.book-page__image');

test.describe('book viewer on a desktop window', () => {
  test.slow(); // journeys of many steps
  test.use({ viewport: { width: 1366, height: 768 } });

  test('opens at the cover, centred, then turns through spreads by buttons, click zones and keys under the flip rules', async ({ page }) => {
    const dialog = await openDemoBook(page);
    const counter = dialog.locator('.book-viewer__counter');
    const total = demoBook.pages;
    // The cover alone sits in the middle of the stage, not beside an empty half.
    const cover = dialog.getByRole('img', { name: `${demoBook.name}, portada` });
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await settle(page);
    const stage = (await dialog.locator('.book-viewer__stage').boundingBox())!;
    const coverBox = (await cover.boundingBox())!;
    expect(Math.abs(coverBox.x + coverBox.width / 2 - (stage.x + stage.width / 2))).toBeLessThan(stage.width * 0.05);

    const prev = dialog.getByRole('button', { name: 'Página anterior' });
    const next = dialog.getByRole('button', { name: 'Página siguiente' });
    await expect(prev).toBeDisabled();
    await next.click();
    await expect(counter).toHaveText(`Páginas 1 y 2 de ${total}`);
    await expect(page).toHaveURL(/pagina=1(&|$)/);
    await expect(prev).toBeDisabled(); // not back onto the cover by a flip
    await settle(page);

    // The right fifth of the stage turns forward, the left fifth back (below the side buttons).
    await page.mouse.click(stage.x + stage.width * 0.95, stage.y + stage.height * 0.8);
    await expect(counter).toHaveText(total >= 4 ? `Páginas 3 y 4 de ${total}` : `Página 3 de ${total}`);
    await settle(page);
    await page.mouse.click(stage.x + stage.width * 0.05, stage.y + stage.height * 0.8);
    await expect(counter).toHaveText(`Páginas 1 y 2 de ${total}`);
    await settle(page);

    await page.keyboard.press('ArrowRight');
    await expect(counter).not.toHaveText(`Páginas 1 y 2 de ${total}`);
    await settle(page);
    await page.keyboard.press('End');
    await expect(counter).toHaveText(new RegExp(`(Página ${total}|Páginas ${total - 1} y ${total}) de ${total}$`));
    await expect(next).toBeDisabled();
    await page.keyboard.press('Home');
    await expect(counter).toHaveText('Portada');
    expect(await seriousViolations(page)).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).not.toHaveURL(/libro=/);
  });

  test('jumps from the thumbnails and the page field, and a shared link opens the same page', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const dialog = await openDemoBook(page);
    const counter = dialog.locator('.book-viewer__counter');
    const last = demoBook.pages;
    await dialog.getByRole('button', { name: 'Miniaturas' }).click();
    const strip = dialog.getByRole('navigation', { name: 'Miniaturas' });
    await expect(strip.getByRole('button', { name: 'Portada' })).toHaveAttribute('aria-current', 'page');
    await expect.poll(() => strip.locator('img').first().evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await strip.getByRole('button', { name: `Página ${last}` }).click();
    await expect(counter).toHaveText(new RegExp(`(Página ${last}|Páginas ${last - 1} y ${last}) de ${last}$`));
    await expect(strip.getByRole('button', { name: `Página ${last}` })).toHaveAttribute('aria-current', 'page');
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Miniaturas' }).click();

    const field = dialog.getByRole('spinbutton', { name: 'Ir a la página' });
    await field.fill(String(last + 1));
    await field.press('Enter');
    await expect(dialog.getByRole('alert')).toHaveText(`Escribe un número de página del 1 al ${last}.`);
    await field.fill('2');
    await field.press('Enter');
    await expect(counter).toHaveText('Páginas 1 y 2 de ' + last);

    // Without a share sheet (desktop Chromium on Linux has none): 'Copiar enlace' and WhatsApp.
    await dialog.getByRole('button', { name: 'Compartir' }).click();
    const panel = dialog.getByRole('group', { name: 'Compartir enlace' });
    const link = await panel.getByRole('textbox', { name: 'Enlace' }).inputValue();
    expect(link).toMatch(/\?libro=.+&pagina=1$/);
    await panel.getByRole('button', { name: 'Copiar enlace' }).click();
    await expect(panel.getByRole('status')).toHaveText('Enlace copiado.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await expect(panel.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', `https://wa.me/?text=${encodeURIComponent(`${demoBook.name} ${link}`)}`);

    const other = await context.newPage();
    const shared = await openLink(other, link, demoBook.name);
    await expect(shared.locator('.book-viewer__counter')).toHaveText(`Páginas 1 y 2 de ${last}`);
    await other.close();
  });

  test('zooms with Ctrl + wheel and the buttons, showing the original page image, and Escape steps out', async ({ page }) => {
    const dialog = await openLink(page, bookUrl(1), demoBook.name);
    await expect(dialog.locator('.book-viewer__counter')).toHaveText(`Páginas 1 y 2 de ${demoBook.pages}`);
    const zoomOut = dialog.getByRole('button', { name: 'Alejar' });
    await expect(zoomOut).toBeDisabled();
    const page1 = dialog.getByRole('img', { name: `${demoBook.name}, página 1` });
    await expect.poll(() => page1.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const box = (await page1.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.keyboard.down('Control');
    for (let i = 0; i < 5; i += 1) await page.mouse.wheel(0, -120);
    await page.keyboard.up('Control');
    await expect(zoomOut).toBeEnabled();
    const scale = () => dialog.locator('.book-viewer__zoom-content').evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).a);
    await expect.poll(scale).toBeGreaterThan(1.2);
    // Zoomed in, the pages on view show their original image, not the rendition they are turned with.
    await expect(page1).toHaveAttribute('data-original', 'true');
    await expect(page1).not.toHaveAttribute('src', /\.w\d+\.webp/);
    // Dragging pans the zoomed page.
    const before = await dialog.locator('.book-viewer__zoom-content').evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).e);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 120, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    await expect.poll(() => dialog.locator('.book-viewer__zoom-content').evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).e)).not.toBe(before);

    await page.keyboard.press('Escape');
    await expect(zoomOut).toBeDisabled();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Acercar' }).click();
    await expect.poll(scale).toBeGreaterThan(1.2);
    await zoomOut.click();
    await expect.poll(scale).toBeLessThan(1.01);
  });

  test('a booklet is titled as one, opens at its cover and keeps its page in the address', async ({ page }) => {
    await page.goto('/devocionario');
    await page.getByRole('button', { name: `Abrir el devocionario ${demoBooklet.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Devocionario: ${demoBooklet.name}` });
    const counter = dialog.locator('.book-viewer__counter');
    await expect(counter).toHaveText('Portada');
    await dialog.getByRole('button', { name: 'Página siguiente' }).click();
    await expect(counter).toHaveText(demoBooklet.pages >= 2 ? `Páginas 1 y 2 de ${demoBooklet.pages}` : `Página 1 de ${demoBooklet.pages}`);
    await expect(page).toHaveURL(/\/devocionario\?devocionario=.+&pagina=1$/);
    const link = page.url();
    await page.goBack();
    await expect(dialog).toBeHidden();
    const reopened = await openLink(page, link, `Devocionario: ${demoBooklet.name}`);
    await expect(reopened.locator('.book-viewer__counter')).not.toHaveText('Portada');
  });
});

test.describe('book viewer on a phone', () => {
  test.slow();
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });

  test('shows one page at a time with the same controls, a one-time hint, and turns by swipes', async ({ page }) => {
    const dialog = await openDemoBook(page);
    const counter = dialog.locator('.book-viewer__counter');
    const hint = dialog.getByRole('note');
    await expect(hint).toContainText('Desliza el dedo para pasar de página');
    await hint.getByRole('button', { name: 'Entendido' }).tap();
    await expect(hint).toBeHidden();

    const stage = (await dialog.locator('.book-viewer__stage').boundingBox())!;
    const y = stage.y + stage.height / 2;
    await swipe(page, { x: stage.x + stage.width * 0.7, y }, { x: stage.x + stage.width * 0.2, y });
    await expect(counter).toHaveText(`Página 1 de ${demoBook.pages}`);
    await expect(visiblePages(dialog)).toHaveCount(1);
    await settle(page);
    await swipe(page, { x: stage.x + stage.width * 0.7, y }, { x: stage.x + stage.width * 0.2, y });
    await expect(counter).toHaveText(`Página 2 de ${demoBook.pages}`);
    await settle(page);
    await swipe(page, { x: stage.x + stage.width * 0.2, y }, { x: stage.x + stage.width * 0.7, y });
    await expect(counter).toHaveText(`Página 1 de ${demoBook.pages}`);
    await settle(page);
    // A tap on the right fifth turns too (after the double-tap wait).
    await page.touchscreen.tap(stage.x + stage.width * 0.95, y);
    await expect(counter).toHaveText(`Página 2 de ${demoBook.pages}`);
    await dialog.getByRole('button', { name: 'Página siguiente' }).tap();
    await expect(counter).toHaveText(`Página 3 de ${demoBook.pages}`);
    expect(await seriousViolations(page)).toEqual([]);

    // The hint shows once.
    const reloaded = await openLink(page, page.url(), demoBook.name);
    await expect(reloaded.locator('.book-viewer__counter')).toHaveText(/Página 3 de/);
    await expect(page.getByRole('note')).toHaveCount(0);
  });

  test('zooms in by pinching, out and in again by double taps, and jumps from the thumbnail grid', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('bookViewer.touchHintSeen', '1'));
    const dialog = await openLink(page, bookUrl(1), demoBook.name);
    await expect(dialog.locator('.book-viewer__counter')).toHaveText(`Página 1 de ${demoBook.pages}`);
    const page1 = dialog.getByRole('img', { name: `${demoBook.name}, página 1` });
    await expect.poll(() => page1.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const stage = (await dialog.locator('.book-viewer__stage').boundingBox())!;
    const center = { x: stage.x + stage.width / 2, y: stage.y + stage.height / 2 };
    const scale = () => dialog.locator('.book-viewer__zoom-content').evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).a);

    await pinch(page, center, 60, 260);
    await expect.poll(scale).toBeGreaterThan(1.3);
    await expect(dialog.getByRole('button', { name: 'Alejar' })).toBeEnabled();
    await expect(page1).toHaveAttribute('data-original', 'true');
    // Zoomed in, a swipe pans instead of turning.
    await swipe(page, { x: center.x + 80, y: center.y }, { x: center.x - 80, y: center.y });
    await expect(dialog.locator('.book-viewer__counter')).toHaveText(`Página 1 de ${demoBook.pages}`);
    // A double tap brings the whole page back, and another zooms in again.
    await doubleTap(page, center);
    await expect.poll(scale).toBeLessThan(1.01);
    await expect(dialog.getByRole('button', { name: 'Alejar' })).toBeDisabled();
    await doubleTap(page, center);
    await expect.poll(scale).toBeGreaterThan(1.5);
    await expect(dialog.locator('.book-viewer__counter')).toHaveText(`Página 1 de ${demoBook.pages}`);
    await doubleTap(page, center);
    await expect.poll(scale).toBeLessThan(1.01);

    await dialog.getByRole('button', { name: 'Miniaturas' }).tap();
    const grid = dialog.getByRole('navigation', { name: 'Miniaturas' });
    await grid.getByRole('button', { name: `Página ${demoBook.pages}` }).tap();
    await expect(dialog.locator('.book-viewer__counter')).toHaveText(`Página ${demoBook.pages} de ${demoBook.pages}`);
    await expect(page).toHaveURL(new RegExp(`pagina=${demoBook.pages}$`));
  });
});
