import { expect, test, type Page } from '@playwright/test';
import { answerConfirm, mediaFile, signInAsAdmin, stamp } from './admin-support';

// Issue 8: change the banner text and images and see the slideshow change.

async function slideCount(page: Page): Promise<number> {
  await page.goto('/');
  const first = page.getByRole('region', { name: 'Imágenes destacadas' }).getByRole('img', { name: /^Imagen 1 de \d+$/ });
  await expect(first).toBeVisible();
  const label = (await first.getAttribute('aria-label')) ?? (await first.getAttribute('alt')) ?? '';
  return Number(/de (\d+)$/.exec(label)?.[1]);
}

test('banner: text saved, an uploaded image joins the slideshow, deleting it removes it', async ({ page }) => {
  test.setTimeout(120_000);
  const id = stamp();
  await signInAsAdmin(page);
  const before = await slideCount(page);
  expect(before).toBeGreaterThan(0);

  await page.goto('/admin/banner');
  const text = page.getByLabel('Texto del banner');
  const original = await text.inputValue();
  await text.fill(`Bienvenidos ${id}`);
  await page.getByLabel('Agregar imágenes').setInputFiles(mediaFile('banner-2.jpg', `banner-${id}.jpg`));
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Banner guardado.')).toBeVisible({ timeout: 20_000 });
  const remove = page.getByRole('button', { name: new RegExp(`^Eliminar .*banner-${id}\\.jpg$`) });
  await expect(remove).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Texto del banner')).toHaveValue(`Bienvenidos ${id}`);
  expect(await slideCount(page)).toBe(before + 1);

  await page.goto('/admin/banner');
  await remove.click();
  await answerConfirm(page, '¿Seguro que deseas eliminar esta imagen?');
  await expect(page.getByText('Imagen eliminada.')).toBeVisible();
  await expect(remove).toHaveCount(0);
  await page.getByLabel('Texto del banner').fill(original);
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Banner guardado.')).toBeVisible();
  expect(await slideCount(page)).toBe(before);
});
