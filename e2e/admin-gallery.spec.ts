import { expect, test } from '@playwright/test';
import { answerConfirm, mediaFile, signInAsAdmin, stamp } from './admin-support';

// Issue 8: upload a gallery image, edit its tags and see the tag filter of /galeria change.

test('gallery: file required, upload, tag edit reflected in /galeria, delete', async ({ page }) => {
  const id = stamp();
  const firstTag = `e2e-${id}`;
  const secondTag = `editada-${id}`;
  const tagFilter = page.getByRole('group', { name: 'Filtrar por etiqueta' });
  await signInAsAdmin(page);
  await page.goto('/admin/galeria');

  await page.getByRole('button', { name: 'Subir imagen' }).click();
  await expect(page.getByRole('alert')).toContainText('Por favor selecciona un archivo.');

  await page.getByRole('button', { name: 'Imágenes', exact: true }).setInputFiles(mediaFile('galeria-parabolas.webp', `galeria-${id}.webp`));
  await page.getByLabel('Etiquetas (separadas por comas)').fill(`${firstTag}, teoría`);
  await page.getByRole('button', { name: 'Subir imagen' }).click();
  await expect(page.getByText('Imagen subida con éxito.')).toBeVisible();
  const tags = page.getByLabel(new RegExp(`^Etiquetas de la imagen .*galeria-${id}\\.webp$`));
  await expect(tags).toHaveValue(`${firstTag}, teoría`);

  await page.goto('/galeria');
  await expect(tagFilter.getByRole('button', { name: firstTag })).toBeVisible();

  await page.goto('/admin/galeria');
  await tags.fill(secondTag);
  await page.getByRole('listitem').filter({ has: tags }).getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Cambios guardados.')).toBeVisible();

  await page.goto('/galeria');
  await expect(tagFilter.getByRole('button', { name: secondTag })).toBeVisible();
  await expect(tagFilter.getByRole('button', { name: firstTag })).toHaveCount(0);

  await page.goto('/admin/galeria');
  await page.getByRole('listitem').filter({ has: tags }).getByRole('button', { name: 'Eliminar' }).click();
  await answerConfirm(page, '¿Seguro que deseas eliminar esta imagen?');
  await expect(page.getByText('Imagen eliminada.')).toBeVisible();
  await expect(tags).toHaveCount(0);
  await page.goto('/galeria');
  await expect(tagFilter.getByRole('button', { name: 'Todos' })).toBeVisible();
  await expect(tagFilter.getByRole('button', { name: secondTag })).toHaveCount(0);
});

test('gallery: three images uploaded at once share their tags, one with its title, each shown in /galeria', async ({ page }) => {
  test.setTimeout(180_000);
  const id = stamp();
  const tag = `lote-${id}`;
  const files = ['galeria-colorear-arca.webp', 'galeria-laberinto-pascua.webp', 'galeria-sopa-letras.webp'];
  const names = files.map((file) => file.replace('galeria-', `lote-${id}-`));
  const title = `El arca de Noé ${id}`;
  await signInAsAdmin(page);
  await page.goto('/admin/galeria');

  await page.getByRole('button', { name: 'Imágenes', exact: true }).setInputFiles(files.map((file, i) => mediaFile(file, names[i])));
  const chosen = page.getByRole('list', { name: '3 imágenes elegidas' });
  await expect(chosen.getByRole('listitem')).toHaveCount(3);
  await page.getByLabel(`Título de la imagen ${names[0]}`).fill(title);
  await page.getByLabel('Etiquetas (separadas por comas)').fill(`${tag}, teoría`);
  await page.getByRole('button', { name: 'Subir 3 imágenes' }).click();
  await expect(page.getByText('3 imágenes subidas con éxito.')).toBeVisible({ timeout: 60_000 });
  for (const name of names) {
    await expect(page.getByLabel(new RegExp(`^Etiquetas de la imagen .*${name.replace(/[.]/g, '\\.')}$`))).toHaveValue(`${tag}, teoría`);
  }

  // The shared tag filters the three; the titled one is named by its title, the others by their tags.
  await page.goto('/galeria');
  await page.getByRole('group', { name: 'Filtrar por etiqueta' }).getByRole('button', { name: tag }).click();
  const cards = page.locator('.gallery-card__open:has(img)');
  await expect(cards).toHaveCount(3);
  await expect(page.getByRole('img', { name: title })).toHaveCount(1);
  await page.getByRole('button', { name: `Ver imagen: ${title}` }).click();
  const viewer = page.getByRole('dialog', { name: title });
  await expect(viewer.locator('.image-viewer__title')).toHaveText(title);
  await expect(viewer.locator('.image-viewer__counter')).toHaveText(/^Imagen [123] de 3$/);
  await page.keyboard.press('Escape');

  // Deleted one by one.
  await page.goto('/admin/galeria');
  for (const name of names) {
    const tags = page.getByLabel(new RegExp(`^Etiquetas de la imagen .*${name.replace(/[.]/g, '\\.')}$`));
    await page.getByRole('listitem').filter({ has: tags }).getByRole('button', { name: 'Eliminar' }).click();
    await answerConfirm(page, '¿Seguro que deseas eliminar esta imagen?');
    await expect(page.getByText('Imagen eliminada.')).toBeVisible();
    await expect(tags).toHaveCount(0);
  }
});
