import { expect, test } from '@playwright/test';
import { adminPage, answerConfirm, signInAsAdmin, stamp } from './admin-support';

// Issue 8: edit the contact information and see it on /contacto; read and delete a
// contact message sent from /contacto.

test('contact info: coordinates checked, saved and shown on /contacto', async ({ page }) => {
  const id = stamp();
  await signInAsAdmin(page);
  await page.goto('/admin/contacto');
  const address = page.getByLabel('Dirección');
  await expect(address).not.toHaveValue('');
  const original = await address.inputValue();
  await address.fill(`Calle de la Fe ${id}`);
  await page.getByLabel('Latitud').fill('123');
  await page.getByRole('button', { name: 'Guardar Cambios' }).click();
  await expect(page.getByRole('alert')).toContainText('La latitud debe ser un número entre -90 y 90.');
  await page.getByLabel('Latitud').fill('19.4326');
  await page.getByLabel('Longitud').fill('-99.1332');
  await page.getByRole('button', { name: 'Guardar Cambios' }).click();
  await expect(page.getByText('Información actualizada.')).toBeVisible();

  await page.goto('/contacto');
  await expect(page.locator('dl.contact__details')).toContainText(`Calle de la Fe ${id}`);

  await page.goto('/admin/contacto');
  await page.getByLabel('Dirección').fill(original);
  await page.getByRole('button', { name: 'Guardar Cambios' }).click();
  await expect(page.getByText('Información actualizada.')).toBeVisible();
});

test('inbox: a message sent from /contacto is read and deleted by the admin', async ({ page }) => {
  const text = `Consulta E2E ${stamp()}`;
  await page.goto('/contacto');
  await page.getByLabel('Nombre').fill('Visitante E2E');
  await page.getByLabel('Correo electrónico').fill('visitante-e2e@correo.test');
  await page.getByRole('textbox', { name: 'Mensaje' }).fill(`${text}\nSegunda línea`);
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('Gracias por contactarnos. Te responderemos pronto.')).toBeVisible();

  await signInAsAdmin(page);
  await page.goto('/admin/mensajes');
  const item = page.getByRole('listitem').filter({ hasText: text });
  await expect(item).toContainText('Visitante E2E');
  await item.getByRole('button', { name: 'Leer' }).click();
  await expect(item).toContainText('Segunda línea');
  await item.getByRole('button', { name: 'Eliminar' }).click();
  await answerConfirm(page, '¿Seguro que deseas eliminar este mensaje?');
  await expect(page.getByText('Mensaje eliminado.')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: text })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Mensajes' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: text })).toHaveCount(0);
});

test('book follow-up: the footer form stores it, and the inbox shows it under its own subject', async ({ page }) => {
  const text = `Seguimiento E2E ${stamp()}`;
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Formulario de seguimiento de libros' }).click();
  await expect(page).toHaveURL(/\/seguimiento-libros$/);
  await expect(page).toHaveTitle('Seguimiento de libros · Educando en la Fe');
  const book = page.getByLabel('Libro', { exact: true });
  // The list holds the catalogue's books; the first one is chosen.
  await expect(book.locator('option').nth(1)).toBeAttached();
  const bookName = (await book.locator('option').nth(1).textContent())!;
  await book.selectOption(bookName);
  await page.getByLabel('Nombre').fill('Catequista E2E');
  await page.getByLabel('Correo electrónico').fill('catequista-e2e@correo.test');
  await page.getByLabel('Comentarios').fill(text);
  await page.getByRole('button', { name: 'Enviar seguimiento' }).click();
  await expect(page.getByText('Gracias por tu seguimiento. Lo leeremos con atención.')).toBeVisible();

  await signInAsAdmin(page);
  await page.goto('/admin/mensajes');
  const item = page.getByRole('listitem').filter({ hasText: text });
  await expect(item).toContainText(`Seguimiento de libro: ${bookName}`);
  await expect(item).toContainText('Catequista E2E');
  await item.getByRole('button', { name: 'Eliminar' }).click();
  await answerConfirm(page, '¿Seguro que deseas eliminar este mensaje?');
  await expect(page.getByRole('listitem').filter({ hasText: text })).toHaveCount(0);
});

test('inbox: an open inbox shows a message the moment a visitor sends it, and announces it', async ({ browser, page }) => {
  const text = `En vivo E2E ${stamp()}`;
  const admin = await adminPage(browser);
  // The realtime connection the inbox opens (ws:// to the local cloud's /graphql/realtime), and
  // its two subscriptions (new and deleted messages) acknowledged before the visitor writes.
  let socketUrl = '';
  const subscribed = new Promise<void>((resolve) => {
    let acks = 0;
    admin.on('websocket', (ws) => {
      if (!ws.url().includes('/graphql/realtime')) return;
      socketUrl = ws.url();
      ws.on('framereceived', (frame) => {
        if (String(frame.payload).includes('"start_ack"') && ++acks === 2) resolve();
      });
    });
  });
  await admin.goto('/admin/mensajes');
  await expect(admin.getByRole('heading', { level: 1, name: 'Mensajes' })).toBeVisible();
  await subscribed;
  expect(socketUrl).toMatch(/^ws:\/\/localhost:\d+\/graphql\/realtime/);

  await page.goto('/contacto');
  await page.getByLabel('Nombre').fill('Visita en vivo');
  await page.getByLabel('Correo electrónico').fill('en-vivo@correo.test');
  await page.getByRole('textbox', { name: 'Mensaje' }).fill(text);
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('Gracias por contactarnos. Te responderemos pronto.')).toBeVisible();

  // No reload: the message arrives through the subscription.
  const item = admin.getByRole('listitem').filter({ hasText: text });
  await expect(item).toContainText('Visita en vivo');
  await expect(admin.locator('ul.admin-inbox').getByRole('listitem').first()).toContainText(text);
  await expect(admin.getByRole('status').filter({ hasText: 'Nuevo mensaje de Visita en vivo' })).toBeAttached();
  await item.getByRole('button', { name: 'Eliminar' }).click();
  await answerConfirm(admin, '¿Seguro que deseas eliminar este mensaje?');
  await expect(admin.getByRole('listitem').filter({ hasText: text })).toHaveCount(0);
  await admin.context().close();
});
