// Helpers of the admin journeys: the seeded administrator's sign-in, the confirm
// dialog, demo media files as upload fixtures, and unique names per run.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, type Browser, type Page } from '@playwright/test';
import { SEED_ADMIN, SEED_USER, signIn } from './account-support';

export { SEED_ADMIN, SEED_USER };

const MEDIA = resolve(import.meta.dirname, '..', 'local-cloud', 'seed', 'media');

/** A demo media file under another name, as the file picker would hand it over. */
export function mediaFile(file: string, name = file): { name: string; mimeType: string; buffer: Buffer } {
  const ext = file.slice(file.lastIndexOf('.') + 1);
  const mimeType = ext === 'mp4' ? 'video/mp4' : ext === 'png' ? 'image/png' : ext === 'webp' ? 'image/webp' : 'image/jpeg';
  return { name, mimeType, buffer: readFileSync(resolve(MEDIA, file)) };
}

/** A short suffix that keeps names unique between runs and between parallel journeys. */
export function stamp(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

export async function signInAsAdmin(page: Page): Promise<void> {
  await signIn(page, SEED_ADMIN.email, SEED_ADMIN.password, '/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Administración' })).toBeVisible();
}

/** A fresh browser context signed in as the seeded administrator (for journeys that also need a guest). */
export async function adminPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAsAdmin(page);
  return page;
}

/** Answers the admin confirm dialog: checks its text, then presses Eliminar (or Cancelar). */
export async function answerConfirm(page: Page, text: string, accept = true): Promise<void> {
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(text);
  await dialog.getByRole('button', { name: accept ? 'Eliminar' : 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
}

