import { expect, test } from '@playwright/test';
import { createConfirmedUser, SEED_ADMIN, signIn } from './account-support';

test('a purchase granted by an admin appears on /user/compras and opens the private image', async ({ browser }) => {
  test.setTimeout(120_000);
  const user = await createConfirmedUser('buyer', { name: 'Comprador' });

  const userContext = await browser.newContext();
  const userPage = await userContext.newPage();
  await signIn(userPage, user.email, user.password);
  await userPage.goto('/user/compras');
  await expect(userPage.getByRole('heading', { name: 'Compras', exact: true })).toBeVisible();
  await expect(userPage.getByText('Todavía no tienes compras ni donativos registrados.')).toBeVisible();

  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await signIn(adminPage, SEED_ADMIN.email, SEED_ADMIN.password, '/admin');
  await adminPage.goto('/admin/compras');
  // Found by part of the e-mail, then chosen.
  await adminPage.getByLabel('Buscar usuario').fill(user.email.slice(0, 18));
  await adminPage.getByRole('list', { name: 'Usuarios encontrados' }).getByRole('button', { name: `Comprador · ${user.email}` }).click({ timeout: 60_000 });
  await expect(adminPage.getByText(`Usuario elegido: Comprador · ${user.email}`)).toBeVisible();
  await adminPage.getByLabel('Tipo').selectOption({ label: 'Imagen' });
  const item = adminPage.getByLabel('Contenido');
  await expect(item.locator('option').nth(1)).toBeAttached();
  await item.selectOption({ index: 1 });
  await adminPage.getByRole('button', { name: 'Dar acceso' }).click();
  // The grant runs a function (looks the user up by e-mail, then writes the purchase).
  await expect(adminPage.getByText(`Acceso otorgado a ${user.email}.`)).toBeVisible({ timeout: 60_000 });
  await adminContext.close();

  await userPage.reload();
  const card = userPage.getByRole('listitem').filter({ hasText: 'Imagen' }).first();
  await expect(card).toBeVisible({ timeout: 30_000 });
  await card.getByRole('button', { name: 'Ver imagen' }).click();
  // The signed URL comes from a function that checks the purchase first (cold start included).
  const image = userPage.getByRole('dialog').locator('img');
  await expect(image).toBeVisible({ timeout: 60_000 });
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await userContext.close();
});
