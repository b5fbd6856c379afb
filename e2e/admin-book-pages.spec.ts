import { expect, test, type Locator, type Page } from '@playwright/test';
import { answerConfirm, mediaFile, signInAsAdmin, stamp } from './admin-support';
import { seriousViolations } from './axe-support';

// The pages of a book after it exists: add, replace, reorder (drag and drop, and the keyboard's
// Subir/Bajar) and delete, with the public viewer showing the new order; a rename keeps the
// pages and both the old and the new deep link open the book.

async function createBook(page: Page, name: string, pages: string[]) {
  await page.goto('/admin/libros');
  await page.getByLabel('Nombre', { exact: true }).fill(name);
  await page.getByLabel('Portada', { exact: true }).setInputFiles(mediaFile('libro-familia-portada.webp', 'portada.webp'));
  const sources = ['libro-familia-pagina-1.webp', 'libro-familia-pagina-2.webp', 'libro-familia-pagina-3.webp', 'libro-primaria-pagina-1.webp'];
  await page.getByLabel('Páginas', { exact: true }).setInputFiles(pages.map((file, i) => mediaFile(sources[i % sources.length], file)));
  await page.getByRole('button', { name: 'Guardar libro' }).click();
  await expect(page.getByText('Libro guardado con éxito.')).toBeVisible();
}

async function openPages(page: Page, name: string): Promise<Locator> {
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
  await row.getByRole('button', { name: 'Páginas' }).click();
  const panel = page.getByRole('region', { name: `Páginas de «${name}»` });
  await expect(panel.getByRole('listitem', { name: /^Página 1 de \d+$/ })).toBeVisible();
  return panel;
}

/** The page files in the order the panel shows them, each without its unique prefix. */
async function panelOrder(panel: Locator): Promise<string[]> {
  const names = await panel.getByRole('listitem', { name: /^Página \d+ de \d+$/ }).locator('.admin-page-info .admin-hint').allTextContents();
  return names.map((n) => n.replace(/^(\d{3}|[0-9a-z]+)-/, ''));
}

/**
 * The images of the book the public viewer shows, in reading order (file names, prefixes left
 * out): each page opened by its deep link, so the check does not depend on how many pages the
 * viewer shows at once.
 */
async function viewerOrder(page: Page, name: string, count: number): Promise<string[]> {
  const files: string[] = [];
  for (let n = 1; n <= count; n++) {
    // The cover opens with the book's link alone; inner pages are numbered from 1 after it.
    await page.goto(`/?libro=${encodeURIComponent(name)}${n === 1 ? '' : `&pagina=${n - 1}`}`);
    const viewer = page.getByRole('dialog', { name, exact: true });
    await expect(viewer).toBeVisible({ timeout: 30_000 });
    const alt = n === 1 ? `${name}, portada` : `${name}, página ${n - 1}`;
    const image = viewer.getByRole('img', { name: alt, exact: true });
    await expect(image).toHaveAttribute('src', /\/libros\//);
    const src = (await image.getAttribute('src'))!;
    // The page's file, whichever of its renditions the viewer turns it with.
    const file = decodeURIComponent(new URL(src).pathname).split('/').pop()!;
    files.push(file.replace(/\.w\d+\.webp$/, '').replace(/^(\d{3}|[0-9a-z]+)-/, ''));
  }
  return files;
}

test('book pages: add, replace, drag and move, delete; the public viewer shows the new order', async ({ page }) => {
  test.setTimeout(240_000);
  const name = `Otros Páginas ${stamp()}`;
  await signInAsAdmin(page);
  await createBook(page, name, ['a-uno.webp', 'b-dos.webp', 'c-tres.webp']);
  let panel = await openPages(page, name);
  expect(await panelOrder(panel)).toEqual(['a-uno.webp', 'b-dos.webp', 'c-tres.webp']);

  await panel.getByLabel('Agregar páginas al final').setInputFiles([mediaFile('libro-primaria-pagina-1.webp', 'd-cuatro.webp')]);
  await panel.getByRole('button', { name: 'Agregar 1 página' }).click();
  await expect(page.getByText('Páginas agregadas.')).toBeVisible();
  expect(await panelOrder(panel)).toEqual(['a-uno.webp', 'b-dos.webp', 'c-tres.webp', 'd-cuatro.webp']);

  await panel.getByLabel('Imagen nueva para la página 2').setInputFiles([mediaFile('libro-secundaria-pagina-2.webp', 'nueva-dos.webp')]);
  await expect(page.getByText('Página reemplazada.')).toBeVisible();
  expect(await panelOrder(panel)).toEqual(['a-uno.webp', 'nueva-dos.webp', 'c-tres.webp', 'd-cuatro.webp']);

  // The keyboard alternative: Subir on page 4, pressed with Enter; focus stays on it.
  const up4 = panel.getByRole('button', { name: 'Subir la página 4' });
  await up4.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => panelOrder(panel)).toEqual(['a-uno.webp', 'nueva-dos.webp', 'd-cuatro.webp', 'c-tres.webp']);
  await expect(panel.getByRole('button', { name: 'Subir la página 3' })).toBeFocused();

  // Drag and drop: page 4's handle onto page 1.
  const handle = panel.getByRole('button', { name: 'Arrastrar la página 4' });
  const target = panel.getByRole('listitem', { name: /^Página 1 de 4$/ });
  const from = (await handle.boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 10, { steps: 3 });
  await page.mouse.move(to.x + from.width / 2, to.y + 5, { steps: 15 });
  await page.mouse.up();
  await expect.poll(() => panelOrder(panel)).toEqual(['c-tres.webp', 'a-uno.webp', 'nueva-dos.webp', 'd-cuatro.webp']);

  await panel.getByRole('button', { name: 'Eliminar la página 2' }).click();
  await answerConfirm(page, '¿Seguro que deseas eliminar esta página? «Página 2 · 001-a-uno.webp»');
  await expect(page.getByText('Página eliminada.')).toBeVisible();
  expect(await panelOrder(panel)).toEqual(['c-tres.webp', 'nueva-dos.webp', 'd-cuatro.webp']);
  expect(await seriousViolations(page)).toEqual([]);

  // Kept on the record: a fresh load shows the same order.
  await page.reload();
  panel = await openPages(page, name);
  expect(await panelOrder(panel)).toEqual(['c-tres.webp', 'nueva-dos.webp', 'd-cuatro.webp']);

  expect(await viewerOrder(page, name, 4)).toEqual(['portada.webp', 'c-tres.webp', 'nueva-dos.webp', 'd-cuatro.webp']);
});

test('book rename: the pages stay, and both the old and the new deep link open the book', async ({ page }) => {
  test.setTimeout(180_000);
  const id = stamp();
  const oldName = `Otros Antes ${id}`;
  const newName = `Otros Después ${id}`;
  await signInAsAdmin(page);
  await createBook(page, oldName, ['a-uno.webp', 'b-dos.webp']);
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: oldName, exact: true }) });
  await row.getByRole('button', { name: 'Editar' }).click();
  await expect(page.getByText('Al cambiar el nombre, las páginas se conservan')).toBeVisible();
  await page.getByLabel('Nombre', { exact: true }).fill(newName);
  await page.getByRole('button', { name: 'Guardar libro' }).click();
  await expect(page.getByText(`Ahora se llama «${newName}»; los enlaces con «${oldName}» siguen abriéndolo.`)).toBeVisible();
  await expect(page.getByRole('rowheader', { name: newName, exact: true })).toBeVisible();
  // A new book may not take the old name: its pages' folder and its old links belong to the renamed book.
  await page.getByLabel('Nombre', { exact: true }).fill(oldName);
  await expect(page.getByText('El nombre del libro ya existe. Por favor, elija otro.')).toBeVisible();

  for (const link of [oldName, newName]) {
    await page.goto(`/?libro=${encodeURIComponent(link)}&pagina=2`);
    const viewer = page.getByRole('dialog', { name: newName, exact: true });
    await expect(viewer).toBeVisible({ timeout: 30_000 });
    const pageTwo = viewer.getByRole('img', { name: `${newName}, página 2`, exact: true });
    await expect.poll(() => pageTwo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  }
});
