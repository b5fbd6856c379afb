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

  await page.getByLabel('Imagen', { exact: true }).setInputFiles(mediaFile('galeria-parabolas.webp', `galeria-${id}.webp`));
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
  await expect(page.getByText('Etiquetas guardadas.')).toBeVisible();

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
