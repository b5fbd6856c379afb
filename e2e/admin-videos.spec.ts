import { expect, test } from '@playwright/test';
import { signIn } from './account-support';
import { answerConfirm, mediaFile, SEED_USER, signInAsAdmin, stamp } from './admin-support';

// Issue 8: create a free and a paid video; both appear in the public gallery; the paid
// one is refused to a guest and plays for the seeded user once an admin grants it.

test('videos: create free and paid, guest refused, granted user plays, then delete', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const id = stamp();
  const free = `Libre ${id}`;
  const paid = `De pago ${id}`;
  await signInAsAdmin(page);
  await page.goto('/admin/conferencias');
  await expect(page.getByRole('heading', { level: 1, name: 'Conferencias' })).toBeVisible();
  await expect(page.getByText(/^Página: 1$/)).toBeVisible();

  // Section 5: incomplete form.
  await page.getByRole('button', { name: 'Agregar Nuevo Video' }).click();
  let dialog = page.getByRole('dialog', { name: 'Agregar Nuevo Video' });
  await dialog.getByLabel('Título').fill(free);
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Por favor completa todos los campos requeridos.');

  await dialog.getByLabel('Descripción').fill('Video gratuito de prueba');
  await dialog.getByLabel('Etiquetas (separadas por comas)').fill(`e2e, libre-${id}`);
  await dialog.getByLabel('Archivo de video').setInputFiles(mediaFile('video-la-oracion.mp4', `libre-${id}.mp4`));
  await dialog.getByLabel('Miniatura', { exact: true }).setInputFiles(mediaFile('miniatura-la-oracion.jpg', `libre-${id}.jpg`));
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Video creado con éxito.')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Agregar Nuevo Video' }).click();
  dialog = page.getByRole('dialog', { name: 'Agregar Nuevo Video' });
  await dialog.getByLabel('Título').fill(paid);
  await dialog.getByLabel('Descripción').fill('Video de pago de prueba');
  await dialog.getByLabel('Tipo').selectOption({ label: 'Privado' });
  await expect(dialog.getByLabel('Costo')).toHaveAttribute('step', '0.01');
  await dialog.getByLabel('Costo').fill('12.50');
  await dialog.getByLabel('Archivo de video').setInputFiles(mediaFile('video-curso-biblico.mp4', `pago-${id}.mp4`));
  await dialog.getByLabel('Miniatura', { exact: true }).setInputFiles(mediaFile('miniatura-curso-biblico.jpg', `pago-${id}.jpg`));
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Video creado con éxito.')).toBeVisible();
  const paidRow = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: paid }) });
  await expect(paidRow).toContainText('Privado');
  await expect(page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: free }) })).toContainText('Público');

  // A guest sees both; the paid one answers with the access panel and its Spanish sentence, and does not play.
  const guest = await (await browser.newContext()).newPage();
  await guest.goto('/conferencias');
  await expect(guest.locator('article.video-card', { hasText: free })).toBeVisible();
  const paidCard = guest.locator('article.video-card', { hasText: paid });
  await expect(paidCard).toBeVisible();
  await paidCard.getByRole('button').first().click();
  const panel = guest.getByRole('dialog', { name: paid });
  await expect(panel).toContainText('Este video es privado. Debes realizar el pago para acceder.');
  await expect(guest.locator('video')).toHaveCount(0);
  await guest.context().close();

  // The admin grants the paid video to the seeded user.
  await page.goto('/admin/compras');
  // Found by its e-mail, then chosen.
  await page.getByLabel('Buscar usuario').fill(SEED_USER.email);
  await page
    .getByRole('list', { name: 'Usuarios encontrados' })
    .getByRole('button', { name: new RegExp(`${SEED_USER.email.replace(/[.]/g, '\\.')}$`) })
    .click({ timeout: 60_000 });
  await expect(page.getByText(/^Usuario elegido: /)).toContainText(SEED_USER.email);
  await page.getByLabel('Tipo').selectOption({ label: 'Video' });
  await page.getByLabel('Contenido').selectOption({ label: paid });
  await page.getByRole('button', { name: 'Dar acceso' }).click();
  await expect(page.getByText(`Acceso otorgado a ${SEED_USER.email}.`)).toBeVisible();
  await expect(page.getByRole('rowheader', { name: paid })).toBeVisible();

  // The user signs in and plays it.
  const user = await (await browser.newContext()).newPage();
  await signIn(user, SEED_USER.email, SEED_USER.password, '/user');
  await user.goto('/conferencias');
  await user.locator('article.video-card', { hasText: paid }).getByRole('button').first().click();
  const video = user.locator('video');
  await expect(video).toHaveAttribute('src', /conferencias\/privado\//);
  await video.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    return v.play();
  });
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 }).toBeGreaterThan(0);
  await user.context().close();

  // Delete both, after the confirmation.
  await page.goto('/admin/conferencias');
  for (const title of [paid, free]) {
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: title }) });
    await row.getByRole('button', { name: 'Eliminar' }).click();
    await answerConfirm(page, '¿Seguro que deseas eliminar este video?');
    await expect(page.getByText('Video eliminado con éxito.')).toBeVisible();
    await expect(page.getByRole('rowheader', { name: title })).toHaveCount(0);
  }
  await page.goto('/conferencias');
  await expect(page.locator('article.video-card').first()).toBeVisible();
  await expect(page.locator('article.video-card', { hasText: id })).toHaveCount(0);
});

test('videos: changing the type moves the file between publico and privado', async ({ page }) => {
  const id = stamp();
  const title = `Mover ${id}`;
  await signInAsAdmin(page);
  await page.goto('/admin/conferencias');
  await page.getByRole('button', { name: 'Agregar Nuevo Video' }).click();
  const dialog = page.getByRole('dialog', { name: 'Agregar Nuevo Video' });
  await dialog.getByLabel('Título').fill(title);
  await dialog.getByLabel('Descripción').fill('Se vuelve privado');
  await dialog.getByLabel('Archivo de video').setInputFiles(mediaFile('video-la-oracion.mp4', `mover-${id}.mp4`));
  await dialog.getByLabel('Miniatura', { exact: true }).setInputFiles(mediaFile('miniatura-la-oracion.jpg', `mover-${id}.jpg`));
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Video creado con éxito.')).toBeVisible();

  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: title }) });
  await row.getByRole('button', { name: 'Editar' }).click();
  const edit = page.getByRole('dialog', { name: 'Editar Video' });
  await edit.getByLabel('Tipo').selectOption({ label: 'Privado' });
  await edit.getByLabel('Costo').fill('5');
  const copy = page.waitForRequest((r) => r.method() === 'PUT' && r.url().includes('conferencias/privado/') && !!r.headers()['x-amz-copy-source']);
  await edit.getByRole('button', { name: 'Guardar' }).click();
  await copy;
  await expect(page.getByText('Video actualizado con éxito.')).toBeVisible();
  await expect(row).toContainText('Privado');

  await row.getByRole('button', { name: 'Eliminar' }).click();
  await answerConfirm(page, '¿Seguro que deseas eliminar este video?');
  await expect(page.getByText('Video eliminado con éxito.')).toBeVisible();
});

test('videos: with no thumbnail chosen, a frame of the video becomes it, and the length shows on the card', async ({ page }) => {
  test.setTimeout(180_000);
  const title = `Cuadro ${stamp()}`;
  await signInAsAdmin(page);
  await page.goto('/admin/conferencias');
  await page.getByRole('button', { name: 'Agregar Nuevo Video' }).click();
  const dialog = page.getByRole('dialog', { name: 'Agregar Nuevo Video' });
  await dialog.getByLabel('Título').fill(title);
  await dialog.getByLabel('Descripción').fill('Miniatura tomada del video');
  // The demo video lasts 8.17 s: frames at 10, 35, 60 and 85 % of it.
  await dialog.getByLabel('Archivo de video').setInputFiles(mediaFile('video-la-oracion.mp4', 'cuadros.mp4'));
  await expect(dialog.getByText('Duración: 0:08')).toBeVisible({ timeout: 30_000 });
  const frames = dialog.getByRole('group', { name: 'Miniatura: elige un cuadro del video' });
  await expect(frames.getByRole('radio')).toHaveCount(4);
  for (const img of await frames.locator('img').all()) {
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
  }
  await frames.getByRole('radio', { name: 'Cuadro en 0:03' }).check();
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Video creado con éxito.')).toBeVisible({ timeout: 60_000 });

  // The public card shows the chosen frame (stored as cuadro-0m03s.jpg) and the length.
  await page.goto('/conferencias');
  const card = page.locator('article.video-card', { hasText: title });
  const thumb = card.getByRole('img', { name: new RegExp(title) });
  await expect.poll(() => thumb.evaluate((el: HTMLImageElement) => el.naturalWidth), { timeout: 60_000 }).toBeGreaterThan(0);
  expect(await thumb.evaluate((el: HTMLImageElement) => decodeURIComponent(el.currentSrc))).toContain('cuadro-0m03s');
  const length = card.locator('.video-card__duration time');
  await expect(length).toHaveText('0:08');
  await expect(length).toHaveAttribute('datetime', 'PT0H0M8S');

  await page.goto('/admin/conferencias');
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: title }) });
  await row.getByRole('button', { name: 'Eliminar' }).click();
  await answerConfirm(page, '¿Seguro que deseas eliminar este video?');
  await expect(page.getByText('Video eliminado con éxito.')).toBeVisible();
});
