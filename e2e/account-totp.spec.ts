import { expect, test } from '@playwright/test';
import { createConfirmedUser, freshTotpCode, signIn, signOut, submitSignIn } from './account-support';

test('a user turns on an authenticator app and then signs in with a computed TOTP code', async ({ page }) => {
  test.setTimeout(120_000);
  const user = await createConfirmedUser('totp', { name: 'Tomás', family_name: 'Ortega' });
  await signIn(page, user.email, user.password);
  await page.goto('/user/configuracion');
  const section = page.getByRole('region', { name: 'Verificación en dos pasos' });
  await section.getByRole('button', { name: 'Activar con una aplicación de autenticación' }).click();
  await expect(section.getByRole('img', { name: 'Código QR para la aplicación de autenticación' })).toBeVisible();
  const secret = (await section.getByTestId('totp-setup-secret').textContent())!.trim();
  const setupCode = await freshTotpCode(secret);
  await section.getByLabel('Código de la aplicación').fill(setupCode);
  await section.getByRole('button', { name: 'Verificar y activar' }).click();
  await expect(section.getByText(/^Activada/)).toBeVisible();
  await signOut(page);

  await submitSignIn(page, user.email, user.password);
  await expect(page.getByRole('heading', { name: 'Código de autenticación' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Código', exact: true }).fill(await freshTotpCode(secret, setupCode));
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page).toHaveURL(/\/user$/);
  await expect(page.getByRole('banner').getByText('Tomás Ortega')).toBeVisible();
});
