import { expect, test } from '@playwright/test';
import { createConfirmedUser, signIn, waitForCode } from './account-support';

test('a forgotten password is reset with the mailed code and the new one signs in', async ({ page }) => {
  const user = await createConfirmedUser('reset', { name: 'Olvido' });
  await page.goto('/IniciarSesion');
  await page.getByLabel('Correo electrónico').fill(user.email);
  await page.getByRole('button', { name: '¿Olvidaste tu contraseña?' }).click();
  await expect(page.getByRole('heading', { name: 'Recuperar contraseña' })).toBeVisible();
  await expect(page.getByLabel('Correo electrónico')).toHaveValue(user.email);
  const since = Date.now();
  await page.getByRole('button', { name: 'Enviar código' }).click();

  await expect(page.getByRole('heading', { name: 'Nueva contraseña' })).toBeVisible();
  const code = await waitForCode(user.email, since);
  await page.getByLabel('Código de verificación').fill(code);
  await page.getByRole('textbox', { name: 'Nueva contraseña' }).fill('Renovada#2025');
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();

  await expect(page.getByText('Tu contraseña ha sido cambiada. Inicia sesión con la nueva contraseña.')).toBeVisible();
  await page.getByLabel('Contraseña', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await expect(page.getByText('Contraseña o usuario incorrecto')).toBeVisible();
  await signIn(page, user.email, 'Renovada#2025');
});
