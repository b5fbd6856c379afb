import { expect, test, type Page } from '@playwright/test';
import { accountButton, createConfirmedUser, signIn } from './account-support';

const startAvatar = 'https://api.dicebear.com/9.x/adventurer/svg?seed=Lector&flip=false&eyes=variant01&eyebrows=variant01&mouth=variant01';

async function editRow(page: Page, label: string, fill: (dialog: ReturnType<Page['getByRole']>) => Promise<void>) {
  await page.getByRole('button', { name: `Editar ${label}` }).click();
  const dialog = page.getByRole('dialog', { name: `Editar ${label}` });
  await fill(dialog);
  await dialog.getByRole('button', { name: 'Guardar Cambios' }).click();
  await expect(dialog).toBeHidden();
}

const row = (page: Page, label: string) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: label, exact: true }) });

test('each profile attribute is edited and read back, and the new avatar shows in the header', async ({ page }) => {
  test.setTimeout(120_000);
  const user = await createConfirmedUser('profile', {
    name: 'Pedro',
    family_name: 'Gómez',
    gender: 'Masculino',
    phone_number: '+525550000000',
    birthdate: '1980-01-01',
    picture: startAvatar,
  });
  await signIn(page, user.email, user.password);
  await page.goto('/user/configuracion');
  await expect(page.getByRole('heading', { name: 'Perfil de Usuario' })).toBeVisible();
  await expect(page.getByRole('rowheader')).toHaveText([
    'Nombre',
    'Apellido',
    'Género',
    'Número de Teléfono',
    'Email',
    'Fecha de Nacimiento',
    'Foto de Perfil',
    'Contraseña',
  ]);
  await expect(page.getByRole('button', { name: 'Editar Email' })).toHaveCount(0);

  await editRow(page, 'Nombre', (d) => d.getByLabel('Nombre').fill('Pablo'));
  await editRow(page, 'Apellido', (d) => d.getByLabel('Apellido').fill('Ruiz'));
  await editRow(page, 'Género', async (d) => {
    await d.getByLabel('Género').selectOption('Otro');
  });
  await editRow(page, 'Número de Teléfono', (d) => d.getByLabel('Número de Teléfono').fill('555-222-3333'));
  await editRow(page, 'Fecha de Nacimiento', (d) => d.getByLabel('Fecha de Nacimiento').fill('1985-07-04'));

  // Read back from the pool after a full reload.
  await page.reload();
  await expect(row(page, 'Nombre')).toContainText('Pablo');
  await expect(row(page, 'Apellido')).toContainText('Ruiz');
  await expect(row(page, 'Género')).toContainText('Otro');
  await expect(row(page, 'Número de Teléfono')).toContainText('+525552223333');
  await expect(row(page, 'Fecha de Nacimiento')).toContainText('4 de julio de 1985');
  await expect(row(page, 'Email')).toContainText(user.email);
  await expect(accountButton(page)).toContainText('Pablo Ruiz');

  // Avatar: a new look saved, drawn the same way in the profile and the header.
  const headerAvatar = accountButton(page).locator('img');
  const before = await headerAvatar.getAttribute('src');
  await page.getByRole('button', { name: 'Editar Foto de Perfil' }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar Foto de Perfil' });
  await expect(dialog.getByRole('heading', { name: 'Personaliza tu Avatar' })).toBeVisible();
  await expect(dialog.getByLabel('Personaje')).toHaveValue('Lector');
  await dialog.getByLabel('Personaje').selectOption('Misionero');
  await dialog.getByLabel('Voltear horizontalmente').check();
  await dialog.getByLabel('Ojos').selectOption('variant05');
  await dialog.getByLabel('Cejas').selectOption('variant06');
  await dialog.getByLabel('Boca').selectOption('variant07');
  const preview = await dialog.getByRole('img', { name: 'Vista previa del avatar' }).getAttribute('src');
  await dialog.getByRole('button', { name: 'Guardar Avatar' }).click();
  await expect(dialog).toBeHidden();
  await expect(headerAvatar).not.toHaveAttribute('src', before!);
  await expect(headerAvatar).toHaveAttribute('src', preview!);
  await expect(row(page, 'Foto de Perfil').getByRole('img')).toHaveAttribute('src', preview!);
  await page.reload();
  await expect(accountButton(page).locator('img')).toHaveAttribute('src', preview!);

  // Password change: both fields are required, then the new password signs in.
  await page.getByRole('button', { name: 'Editar Contraseña' }).click();
  const pw = page.getByRole('dialog', { name: 'Editar Contraseña' });
  await pw.getByRole('button', { name: 'Guardar Cambios' }).click();
  await expect(pw.getByText('Por favor, ingrese la contraseña actual y la nueva contraseña.')).toBeVisible();
  await pw.getByLabel('Contraseña Actual').fill(user.password);
  await pw.getByLabel('Nueva Contraseña').fill('Cambiada#2025');
  await pw.getByRole('button', { name: 'Guardar Cambios' }).click();
  await expect(pw).toBeHidden();
  await expect(page.getByText('La contraseña se cambió correctamente.')).toBeVisible();
});
