import { expect, test } from '@playwright/test';
import { answerConfirm, mediaFile, signInAsAdmin, stamp } from './admin-support';

// Issue 8: create a booklet, upload pages, delete one ('Gestión de Devocionarios').

test('booklets: refused when empty, created, pages uploaded and one deleted', async ({ page }) => {
  test.setTimeout(120_000);
  const id = stamp();
  const name = `Devocionario E2E ${id}`;
  await signInAsAdmin(page);
  await page.goto('/admin/devocionario');
  await expect(page.getByRole('heading', { level: 1, name: 'Gestión de Devocionarios' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Agregar Nuevo Devocionario' });

  // Upload with no booklet selected.
  const upload = page.getByRole('button', { name: 'Subir', exact: true });
  await expect(upload).toBeDisabled();
  await page.getByLabel('Subir Imágenes').setInputFiles(mediaFile('devocionario-rosario-1.webp'));
  await upload.click();
  await expect(page.getByRole('alert')).toContainText('Selecciona un devocionario primero.');

  await form.getByRole('button', { name: 'Crear' }).click();
  await expect(form.getByRole('alert')).toContainText('Escribe el nombre y la carpeta de imágenes del devocionario.');

  await form.getByLabel('Nombre').fill(name);
  await form.getByLabel(/^Carpeta de Imágenes/).fill(`e2e-${id}`);
  await form.getByRole('button', { name: 'Crear' }).click();
  await expect(page.getByText('Devocionario creado.')).toBeVisible();
  const card = page.getByRole('button', { name: new RegExp(name) });
  await expect(card).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('heading', { name: `Imágenes Públicas del Devocionario: ${name}` })).toBeVisible();

  await page.getByLabel('Subir Imágenes').setInputFiles([
    mediaFile('devocionario-rosario-1.webp', 'pagina-01.webp'),
    mediaFile('devocionario-rosario-2.webp', 'pagina-02.webp'),
  ]);
  await expect(upload).toBeEnabled();
  await upload.click();
  await expect(page.getByText('Imágenes subidas.')).toBeVisible({ timeout: 20_000 });
  await expect(upload).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Eliminar pagina-01.webp' })).toBeAttached();
  await expect(page.getByRole('button', { name: 'Eliminar pagina-02.webp' })).toBeAttached();

  await page.getByText('pagina-01.webp').hover();
  await page.getByRole('button', { name: 'Eliminar pagina-01.webp' }).click();
  await answerConfirm(page, '¿Seguro que deseas eliminar esta imagen?');
  await expect(page.getByText('Imagen eliminada.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Eliminar pagina-01.webp' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Eliminar pagina-02.webp' })).toBeAttached();

  // The public page shows it, with its remaining first page.
  await page.goto('/devocionario');
  const publicCard = page.getByRole('button', { name: `Abrir el devocionario ${name}` });
  await expect(publicCard).toBeVisible();
  const firstPage = publicCard.getByRole('img', { name: /^Primera página de / });
  await expect.poll(() => firstPage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});
