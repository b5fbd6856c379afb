import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { Amplify } from 'aws-amplify';
import { signIn as amplifySignIn, signOut as amplifySignOut } from 'aws-amplify/auth';
import { generateClient } from 'aws-amplify/data';
import { buildAmplifyConfig, type AmplifyOutputsLike } from '../src/lib/amplify-config';
import type { Schema } from '../amplify/data/resource';
import { createConfirmedUser, SEED_ADMIN, signIn } from './account-support';

// Paid content for a signed-in user: refused by the server without a purchase (the access
// panel with the Spanish sentences), playable once an administrator grants it.

/** As the seeded administrator through the data API: grants the paid video to `email`, answering its title. */
async function grantPaidVideo(email: string): Promise<string> {
  const file = process.env.E2E_AMPLIFY_OUTPUTS ?? resolve(import.meta.dirname, '../amplify_outputs.json');
  Amplify.configure(buildAmplifyConfig(JSON.parse(readFileSync(file, 'utf8')) as AmplifyOutputsLike));
  await amplifySignOut().catch(() => undefined);
  await amplifySignIn({ username: SEED_ADMIN.email, password: SEED_ADMIN.password });
  try {
    const client = generateClient<Schema>({ authMode: 'userPool' });
    const { data: videos } = await client.models.Conferencia.list();
    const paid = videos.find((v) => !v.isFree);
    expect(paid).toBeDefined();
    const { errors } = await client.mutations.grantPurchase({ email, kind: 'CONFERENCIA', id: paid!.id });
    expect(errors ?? []).toEqual([]);
    return paid!.title;
  } finally {
    await amplifySignOut().catch(() => undefined);
  }
}

test('a signed-in user without purchases is refused by the server, then plays a granted video', async ({ page }) => {
  test.setTimeout(120_000);
  const user = await createConfirmedUser('public-buyer', { name: 'Lectora' });
  await signIn(page, user.email, user.password);

  await page.goto('/conferencias');
  const paid = page.locator('article.video-card', { hasText: 'Privado' }).first();
  await expect(paid).toBeVisible();
  await paid.getByRole('button').first().click();
  // The media-URL function checks the purchase (cold start included).
  const videoPanel = page.getByRole('dialog');
  await expect(videoPanel).toContainText('Este video es privado. Debes realizar el pago para acceder.', { timeout: 60_000 });
  await expect(videoPanel.getByRole('button', { name: 'Solicitar acceso' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/galeria');
  const locked = page.locator('.gallery-card__open', { hasText: 'Imagen con donativo' }).first();
  await expect(locked).toBeVisible();
  await locked.click();
  await expect(page.getByRole('dialog')).toContainText('Esta imagen requiere un donativo para verla.', { timeout: 60_000 });

  const title = await grantPaidVideo(user.email);
  await page.goto('/conferencias');
  await page.getByRole('button', { name: `Ver ${title}` }).click();
  const video = page.locator('video');
  await expect(video).toHaveAttribute('src', /conferencias\/privado\//, { timeout: 60_000 });
  await video.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    return v.play();
  });
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 }).toBeGreaterThan(0);
});
