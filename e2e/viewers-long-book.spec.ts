import { expect, test } from '@playwright/test';
import { seedLongBook } from '../local-cloud/testing/long-book';

// A 300-page book in the flip viewer: how long it takes to show its first spread, and how many
// page images the document holds while the reader flips through all of it (printed; the bound
// is asserted, the time is not: timings belong to `npm run bench:viewer`).

const PAGES = 300;
const NAME = 'Otros - Libro de 300 páginas';
/** The spread on view and one spread either side: at most 4 + 2 + 2 page images. */
const MAX_PAGE_IMAGES = 8;

test('a 300-page book opens at once and keeps the page images in the document bounded while flipping through it', async ({ browser }) => {
  test.setTimeout(300_000);
  const dataDir = process.env.E2E_LOCAL_CLOUD_DIR;
  if (!dataDir) throw new Error('E2E_LOCAL_CLOUD_DIR is set by playwright.config.ts');
  await seedLongBook({ dataDir, name: NAME, pages: PAGES });

  // Reduced motion: page turns end at once, so the walk through 150 spreads takes seconds.
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: 'es-MX', reducedMotion: 'reduce' });
  const page = await context.newPage();
  await page.goto('/');
  const card = page.getByRole('button', { name: `Abrir el libro ${NAME}` });
  for (const more of await page.getByRole('button', { name: 'Mostrar mas' }).all()) {
    if (!(await card.isVisible())) await more.click();
  }
  await expect(card).toBeVisible();

  // From the click to the cover decoded on screen, measured in the page.
  const openMs = await card.evaluate(
    (button: HTMLElement) =>
      new Promise<number>((resolve) => {
        const start = performance.now();
        button.click();
        const check = () => {
          const cover = document.querySelector<HTMLImageElement>('[role="dialog"] [data-page="0"] img');
          if (cover?.complete && cover.naturalWidth > 0) resolve(performance.now() - start);
          else requestAnimationFrame(check);
        };
        check();
      }),
  );
  const dialog = page.getByRole('dialog', { name: NAME });
  const counter = dialog.locator('.book-viewer__counter');
  await expect(counter).toHaveText('Portada');
  expect(await dialog.locator('[data-page]').count()).toBe(PAGES + 1);

  // The walk runs in the page (one round trip, not three per turn): a key press, then the next
  // frames until the counter changes, counting the page images in the document after each turn.
  const { turns, most } = await page.evaluate(async () => {
    const dialog = document.querySelector('[role="dialog"]')!;
    const counterText = () => dialog.querySelector('.book-viewer__counter')?.textContent ?? '';
    const next = () => dialog.querySelector<HTMLButtonElement>('button[aria-label="Página siguiente"]')!;
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    let count = 0;
    let highest = 0;
    while (!next().disabled && count < 1000) {
      const before = counterText();
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
      for (let waited = 0; counterText() === before; waited += 1) {
        if (waited > 1200) throw new Error(`no turn after ${before}`);
        await frame();
      }
      await frame();
      count += 1;
      highest = Math.max(highest, dialog.querySelectorAll('img.book-page__image').length);
    }
    return { turns: count, most: highest };
  });
  await expect(counter).toHaveText(`Páginas ${PAGES - 1} y ${PAGES} de ${PAGES}`);
  console.log(
    `${PAGES}-page book: first spread visible ${Math.round(openMs)} ms after the click (viewer code and listing included); ` +
      `${turns} turns to the end with at most ${most} page images in the document (of ${PAGES + 1} pages)`,
  );
  expect(most).toBeLessThanOrEqual(MAX_PAGE_IMAGES);
  await context.close();
});
