import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { Amplify } from 'aws-amplify';
import { signIn, signOut } from 'aws-amplify/auth';
import { generateClient } from 'aws-amplify/data';
import { buildAmplifyConfig, type AmplifyOutputsLike } from '../src/lib/amplify-config';
import type { Schema } from '../amplify/data/resource';

const ADMIN_EMAIL = process.env.SEED_ADMIN_EMAIL ?? 'admin@educandoenlafe.local';
const ADMIN_PASSWORD = process.env.SEED_ADMIN_PASSWORD ?? 'Admin#2025fe';

/** Reads the contact messages through the data API as the seeded administrator (aws-amplify in Node). */
async function messagesAsAdmin() {
  // The stack's outputs; E2E_AMPLIFY_OUTPUTS points elsewhere when the site under test was built against another cloud.
  const file = process.env.E2E_AMPLIFY_OUTPUTS ?? resolve(import.meta.dirname, '../amplify_outputs.json');
  const outputs = JSON.parse(readFileSync(file, 'utf8')) as AmplifyOutputsLike;
  Amplify.configure(buildAmplifyConfig(outputs));
  await signOut().catch(() => undefined);
  await signIn({ username: ADMIN_EMAIL, password: ADMIN_PASSWORD });
  try {
    const { data, errors } = await generateClient<Schema>().models.ContactMessage.list({ authMode: 'userPool', limit: 1000 });
    expect(errors ?? []).toEqual([]);
    return data;
  } finally {
    await signOut().catch(() => undefined);
  }
}

test.describe('contact', () => {
  test('shows the seeded contact details and a map without an API key', async ({ page }) => {
    await page.goto('/contacto');
    await expect(page.getByRole('heading', { level: 1, name: 'Contacto' })).toBeVisible();
    const details = page.locator('dl.contact__details');
    await expect(details).toBeVisible();
    await expect(details).toContainText('Dirección');
    await expect(details.getByRole('link').last()).toHaveAttribute('href', /^mailto:.+@/);
    await expect(page.getByTitle('Mapa de la ubicación')).toHaveAttribute('src', /openstreetmap\.org\/export\/embed\.html\?bbox=.*marker=/);
  });

  test('a message is stored, thanked for, and readable by an administrator', async ({ page }) => {
    const stamp = `Mensaje de prueba ${Date.now()}`;
    await page.goto('/contacto');
    await page.getByRole('textbox', { name: 'Nombre' }).fill('Visitante de prueba');
    await page.getByRole('textbox', { name: 'Correo electrónico' }).fill('visitante@correo.test');
    await page.getByRole('textbox', { name: 'Mensaje' }).fill(stamp);
    await page.getByRole('button', { name: 'Enviar' }).click();
    await expect(page.getByText('Gracias por contactarnos. Te responderemos pronto.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Mensaje' })).toHaveValue('');

    const stored = (await messagesAsAdmin()).find((m) => m.message === stamp);
    expect(stored).toMatchObject({ name: 'Visitante de prueba', email: 'visitante@correo.test', message: stamp });
  });
});
