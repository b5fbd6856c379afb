import { expect, test } from '@playwright/test';
import { accountButton, createUnconfirmedUser, signOut, submitSignIn, uniqueEmail, waitForCode } from './account-support';

test('a visitor creates an account with the mailed code, lands on the user area and signs out', async ({ page }) => {
  const email = uniqueEmail('signup');
  await page.goto('/IniciarSesion');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByRole('heading', { name: 'Crear cuenta' })).toBeVisible();

  await page.getByLabel('Nombre').fill('Lucía');
  await page.getByLabel('Apellido').fill('Martínez');
  await page.getByLabel('Fecha de nacimiento').fill('1992-05-20');
  await page.getByLabel('Género').fill('Femenino');
  await expect(page.getByLabel('Teléfono')).toHaveAttribute('placeholder', 'XXX-XXX-XXXX');
  await page.getByLabel('Teléfono').fill('555-123-4567');
  await page.getByLabel('Correo electrónico').fill(email);

  // The pool's policy is checked after typing pauses: a weak password is refused on screen.
  await page.getByLabel('Contraseña', { exact: true }).fill('debil1!');
  await expect(page.getByText(/La contraseña no es válida: debe tener al menos 8 caracteres/)).toBeVisible();
  await page.getByLabel('Contraseña', { exact: true }).fill('Lucia#2025');
  await page.getByLabel('Confirmar contraseña').fill('Lucia#2026');
  await expect(page.getByText('Las contraseñas no coinciden.')).toBeVisible();
  await page.getByLabel('Confirmar contraseña').fill('Lucia#2025');
  await expect(page.getByText('Las contraseñas no coinciden.')).toBeHidden();

  const since = Date.now();
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByRole('heading', { name: 'Confirmar cuenta' })).toBeVisible();
  const code = await waitForCode(email, since);
  await page.getByLabel('Código de confirmación').fill(code);
  await page.getByRole('button', { name: 'Confirmar', exact: true }).click();

  // Auto sign-in after confirming, then the role redirect.
  await expect(page).toHaveURL(/\/user$/);
  await expect(page.getByRole('heading', { name: 'Principal' })).toBeVisible();
  await expect(page.getByText('Has iniciado sesión correctamente.')).toBeVisible();
  await expect(accountButton(page)).toContainText('Lucía Martínez');
  // The default avatar is drawn in the browser.
  await expect(accountButton(page).locator('img')).toHaveAttribute('src', /^data:image\/svg\+xml/);

  await signOut(page);
});

test('an account never confirmed is confirmed from the sign-in screen, then signed in', async ({ page }) => {
  const since = Date.now();
  const user = await createUnconfirmedUser('unconfirmed');
  await submitSignIn(page, user.email, user.password);
  // CONFIRM_SIGN_UP step: the confirm screen, with the e-mail filled in.
  await expect(page.getByRole('heading', { name: 'Confirmar cuenta' })).toBeVisible();
  await expect(page.getByLabel('Correo electrónico')).toHaveValue(user.email);
  await page.getByLabel('Código de confirmación').fill(await waitForCode(user.email, since));
  await page.getByRole('button', { name: 'Confirmar', exact: true }).click();
  await expect(page).toHaveURL(/\/user$/);
  await expect(accountButton(page)).toContainText('Pendiente');
});
