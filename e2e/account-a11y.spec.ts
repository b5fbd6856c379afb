import { expect, test } from '@playwright/test';
import { seriousViolations } from './axe-support';
import { accountButton, createConfirmedUser, signIn } from './account-support';

// The account screens, in each state a user meets, have no serious or critical axe-core violation.

test('sign-in, create-account and forgot-password screens', async ({ page }) => {
  await page.goto('/IniciarSesion');
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await page.getByLabel('Correo electrónico').fill('no-es-correo');
  await expect(page.getByText('El correo electrónico no es válido.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Cancelar' }).click();
  await page.getByRole('button', { name: '¿Olvidaste tu contraseña?' }).click();
  await expect(page.getByRole('heading', { name: 'Recuperar contraseña' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('account menu, profile with its modals, purchases and user home', async ({ page }) => {
  const user = await createConfirmedUser('a11y', {
    name: 'Ana',
    family_name: 'Luz',
    gender: 'Femenino',
    birthdate: '1990-01-01',
    picture: 'https://api.dicebear.com/9.x/adventurer/svg?seed=Pastor&flip=false&eyes=variant01&eyebrows=variant01&mouth=variant01',
  });
  await signIn(page, user.email, user.password);
  expect(await seriousViolations(page)).toEqual([]);
  await accountButton(page).click();
  await expect(page.getByRole('menu')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');

  await page.goto('/user/configuracion');
  await expect(page.getByRole('table')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Editar Foto de Perfil' }).click();
  await expect(page.getByRole('heading', { name: 'Personaliza tu Avatar' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Cancelar' }).click();
  await page.getByRole('button', { name: 'Editar Género' }).click();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Cancelar' }).click();

  await page.goto('/user/compras');
  await expect(page.getByRole('heading', { level: 1, name: 'Compras' })).toBeVisible();
  await expect(page.getByText('Todavía no tienes compras ni donativos registrados.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
