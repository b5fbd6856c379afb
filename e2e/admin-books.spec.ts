import { expect, test } from '@playwright/test';
import { answerConfirm, mediaFile, signInAsAdmin, stamp } from './admin-support';
import { counterShowing } from './book-viewer-support';

// Issue 8: create a book with a cover and three pages, flip it on the home page, delete it
// and see it gone with its files; the section 5 book rules.

test('books: a name in use is refused and page upload stays disabled', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/libros');
  const existing = (await page.getByRole('rowheader').first().textContent()) ?? '';
  expect(existing).not.toBe('');
  await page.getByLabel('Nombre', { exact: true }).fill(existing);
  await page.getByLabel('Portada', { exact: true }).setInputFiles(mediaFile('libro-familia-portada.webp'));
  await expect(page.getByText('El nombre del libro ya existe. Por favor, elija otro.')).toBeVisible();
  await expect(page.getByLabel('Páginas', { exact: true })).toBeDisabled();
});

test('books: create with cover and three pages, flip it at home, delete it with its files', async ({ page }) => {
  test.setTimeout(120_000);
  const name = `Otros E2E ${stamp()}`;
  await signInAsAdmin(page);
  await page.goto('/admin/libros');
  await page.getByLabel('Nombre', { exact: true }).fill(name);
  await expect(page.getByLabel('Páginas', { exact: true })).toBeDisabled();
  await page.getByLabel('Portada', { exact: true }).setInputFiles(mediaFile('libro-familia-portada.webp', 'portada.webp'));
  await expect(page.getByLabel('Páginas', { exact: true })).toBeEnabled();
  await page.getByLabel('Páginas', { exact: true }).setInputFiles([
    mediaFile('libro-familia-pagina-3.webp', '3.webp'),
    mediaFile('libro-familia-pagina-1.webp', '1.webp'),
    mediaFile('libro-familia-pagina-2.webp', '2.webp'),
  ]);
  await page.getByRole('button', { name: 'Guardar libro' }).click();
  await expect(page.getByText('Libro guardado con éxito.')).toBeVisible();
  await expect(page.getByRole('rowheader', { name })).toBeVisible();

  await page.goto('/');
  const library = page.getByRole('heading', { level: 2, name: 'Libreria Virtual' });
  await expect(library).toBeVisible();
  const more = page.getByRole('button', { name: 'Mostrar mas' });
  const card = page.getByRole('button', { name: `Abrir el libro ${name}` });
  for (let i = 0; i < 4 && !(await card.isVisible()) && (await more.count()) > 0; i++) await more.first().click();
  await card.click();
  const viewer = page.getByRole('dialog', { name });
  await expect(viewer.locator('.book-viewer__counter')).toHaveText('Portada');
  await viewer.getByRole('button', { name: 'Página siguiente' }).click();
  await expect(viewer.locator('.book-viewer__counter')).toHaveText(counterShowing(1));
  const pageImage = viewer.getByRole('img', { name: `${name}, página 1` });
  await expect.poll(() => pageImage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const pageUrl = await pageImage.getAttribute('src');
  expect(pageUrl).toContain('/libros/');
  expect((await page.request.get(pageUrl!)).status()).toBe(200);

  await page.goto('/admin/libros');
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
  await row.getByRole('button', { name: 'Eliminar' }).click();
  await answerConfirm(page, '¿Estás seguro de que deseas eliminar este libro?', false);
  await expect(page.getByRole('rowheader', { name })).toBeVisible();
  await row.getByRole('button', { name: 'Eliminar' }).click();
  await answerConfirm(page, '¿Estás seguro de que deseas eliminar este libro?');
  await expect(page.getByText('Libro eliminado con éxito.')).toBeVisible();
  await expect(page.getByRole('rowheader', { name })).toHaveCount(0);
  // The page's (still validly signed) URL now finds no object.
  expect((await page.request.get(pageUrl!)).status()).toBe(404);

  await page.goto('/');
  await expect(library).toBeVisible();
  await expect(page.getByRole('button', { name: `Abrir el libro ${name}` })).toHaveCount(0);
});

test('books: when no page can be uploaded, "No se pudo subir ninguna página." and no book', async ({ page }) => {
  const name = `E2E-Fallo-${stamp()}`;
  await signInAsAdmin(page);
  await page.route(
    (url) => url.pathname.includes(`/libros/${name}/`),
    (route) => (route.request().method() === 'PUT' ? route.abort('failed') : route.continue()),
  );
  await page.goto('/admin/libros');
  await page.getByLabel('Nombre', { exact: true }).fill(name);
  await page.getByLabel('Portada', { exact: true }).setInputFiles(mediaFile('libro-familia-portada.webp', 'portada.webp'));
  await page.getByLabel('Páginas', { exact: true }).setInputFiles([mediaFile('libro-familia-pagina-1.webp', '1.webp')]);
  await page.getByRole('button', { name: 'Guardar libro' }).click();
  await expect(page.getByRole('alert')).toContainText('No se pudo subir ninguna página.', { timeout: 30_000 });
  await page.reload();
  await expect(page.getByRole('rowheader').first()).toBeVisible();
  await expect(page.getByRole('rowheader', { name })).toHaveCount(0);
});

test('books: a 100-page book uploads with live progress and is deleted with all its files', async ({ page }) => {
  test.setTimeout(240_000);
  const name = `Cien E2E ${stamp()}`;
  await signInAsAdmin(page);
  await page.goto('/admin/libros');
  // Long main-thread tasks during the upload, to report how responsive the page stayed.
  await page.evaluate(() => {
    const w = window as unknown as { longTasks: number[]; progressTexts: Set<string> };
    w.longTasks = [];
    w.progressTexts = new Set();
    new PerformanceObserver((list) => list.getEntries().forEach((e) => w.longTasks.push(e.duration))).observe({ type: 'longtask' });
    // Every distinct "n de 101 archivos subidos" the page rendered.
    new MutationObserver(() => {
      const text = document.querySelector('.admin-progress label')?.textContent ?? '';
      const match = /^(\d+) de 101 archivos subidos/.exec(text);
      if (match) w.progressTexts.add(match[1]);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await page.getByLabel('Nombre', { exact: true }).fill(name);
  await page.getByLabel('Portada', { exact: true }).setInputFiles(mediaFile('libro-familia-portada.webp', 'portada.webp'));
  await page.getByLabel('Páginas', { exact: true }).setInputFiles(
    Array.from({ length: 100 }, (_, i) => mediaFile(`libro-familia-pagina-${(i % 3) + 1}.webp`, `pagina ${i + 1}.webp`)),
  );
  await expect(page.getByText('Páginas elegidas: 100')).toBeVisible();
  const started = Date.now();
  await page.getByRole('button', { name: 'Guardar libro' }).click();
  const total = page.getByRole('progressbar', { name: 'Progreso total de la subida' });
  await expect(total).toBeVisible();
  await expect(page.getByText('Libro guardado con éxito.')).toBeVisible({ timeout: 180_000 });
  const seconds = (Date.now() - started) / 1000;
  await expect(total).toHaveCount(0);
  const { longTasks, progress } = await page.evaluate(() => {
    const w = window as unknown as { longTasks: number[]; progressTexts: Set<string> };
    return { longTasks: w.longTasks, progress: [...w.progressTexts] };
  });
  // The counter was redrawn many times while the pages went up: the page kept rendering.
  expect(progress.length).toBeGreaterThan(10);
  test.info().annotations.push({
    type: 'measure',
    description: `100 pages + cover in ${seconds.toFixed(1)} s; progress redrawn at ${progress.length} counts; long tasks: ${longTasks.length}, longest ${Math.round(Math.max(0, ...longTasks))} ms`,
  });
  console.log(test.info().annotations.at(-1)?.description);

  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });
  await row.getByRole('button', { name: 'Eliminar' }).click();
  await answerConfirm(page, '¿Estás seguro de que deseas eliminar este libro?');
  await expect(page.getByText('Libro eliminado con éxito.')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('alert')).toHaveCount(0);
});
