// Helpers of the account journeys: the local cloud's mailbox, accounts created straight
// through the Cognito JSON protocol (so each journey owns a fresh user), sign-in through
// the real screen, and TOTP codes computed the way an authenticator app does.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { TOTP, Secret } from 'otpauth';

const outputs = JSON.parse(readFileSync(resolve(import.meta.dirname, '..', 'amplify_outputs.json'), 'utf8')) as {
  auth: { user_pool_client_id: string };
  custom?: { local_cloud?: { user_pool_endpoint?: string } };
};
export const GATEWAY = outputs.custom?.local_cloud?.user_pool_endpoint ?? 'http://localhost:20002';
const CLIENT_ID = outputs.auth.user_pool_client_id;

export const SEED_USER = {
  email: process.env.SEED_USER_EMAIL ?? 'usuario@educandoenlafe.local',
  password: process.env.SEED_USER_PASSWORD ?? 'Usuario#2025fe',
};
export const SEED_ADMIN = {
  email: process.env.SEED_ADMIN_EMAIL ?? 'admin@educandoenlafe.local',
  password: process.env.SEED_ADMIN_PASSWORD ?? 'Admin#2025fe',
};

/** A new address per call, so journeys never share an account. */
export function uniqueEmail(tag: string): string {
  return `e2e-${tag}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@example.com`;
}

interface MailMessage {
  to: string;
  subject: string;
  body: string;
  code: string | null;
  createdAt: string;
}

export async function mailbox(email: string): Promise<MailMessage[]> {
  const response = await fetch(`${GATEWAY}/_local/messages?to=${encodeURIComponent(email)}`);
  expect(response.ok).toBe(true);
  return (await response.json()) as MailMessage[];
}

/** The newest code mailed to `email` after `since` (waits for it to arrive). */
export async function waitForCode(email: string, since: number): Promise<string> {
  let code: string | null = null;
  await expect
    .poll(
      async () => {
        const newest = (await mailbox(email)).find((m) => m.code && Date.parse(m.createdAt) >= since - 1000);
        code = newest?.code ?? null;
        return code;
      },
      { timeout: 15_000, message: `a code mailed to ${email}` },
    )
    .not.toBeNull();
  return code!;
}

async function cognito(operation: string, body: Record<string, unknown>): Promise<unknown> {
  const response = await fetch(GATEWAY, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-amz-json-1.1',
      'X-Amz-Target': `AWSCognitoIdentityProviderService.${operation}`,
    },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as Record<string, unknown>;
  if (!response.ok) throw new Error(`${operation} failed: ${JSON.stringify(json)}`);
  return json;
}

/** Signs a user up without confirming the account (the code stays in the mailbox). */
export async function createUnconfirmedUser(tag: string, password = 'Prueba#2025x'): Promise<{ email: string; password: string }> {
  const email = uniqueEmail(tag);
  await cognito('SignUp', {
    ClientId: CLIENT_ID,
    Username: email,
    Password: password,
    UserAttributes: [{ Name: 'email', Value: email }, { Name: 'name', Value: 'Pendiente' }],
  });
  return { email, password };
}

/** Signs up and confirms a user with the mailed code, as the sign-up screen would. */
export async function createConfirmedUser(
  tag: string,
  attributes: Record<string, string> = {},
  password = 'Prueba#2025x',
): Promise<{ email: string; password: string }> {
  const email = uniqueEmail(tag);
  const since = Date.now();
  await cognito('SignUp', {
    ClientId: CLIENT_ID,
    Username: email,
    Password: password,
    UserAttributes: Object.entries({ email, ...attributes }).map(([Name, Value]) => ({ Name, Value })),
  });
  const code = await waitForCode(email, since);
  await cognito('ConfirmSignUp', { ClientId: CLIENT_ID, Username: email, ConfirmationCode: code });
  return { email, password };
}

/** Fills the login form of /IniciarSesion and submits it. */
export async function submitSignIn(page: Page, email: string, password: string): Promise<void> {
  if (!page.url().includes('/IniciarSesion')) await page.goto('/IniciarSesion');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
}

/** Signs in through the screen and waits for the role's landing page. */
export async function signIn(page: Page, email: string, password: string, landing: '/user' | '/admin' = '/user'): Promise<void> {
  await submitSignIn(page, email, password);
  await expect(page).toHaveURL(new RegExp(`${landing}$`));
  // The router commits the new screen in a transition after the URL changes; wait for it, or a
  // click now would be undone when the header sees the new location (menus close on navigation).
  await expect(page.getByRole('heading', { level: 1, name: landing === '/admin' ? 'Administración' : 'Principal' })).toBeVisible();
}

/** The header's account menu button (its name is the user's name). */
export function accountButton(page: Page) {
  return page.getByRole('banner').locator('button[aria-haspopup="menu"]');
}

export async function signOut(page: Page): Promise<void> {
  await accountButton(page).click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
}

export function totp(secret: string): TOTP {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });
}

/** A code from a time step later than `after`'s, since a pool refuses a code used twice. */
export async function freshTotpCode(secret: string, usedCode?: string): Promise<string> {
  const generator = totp(secret);
  for (;;) {
    const code = generator.generate();
    if (code !== usedCode) return code;
    const msLeft = 30_000 - (Date.now() % 30_000);
    await new Promise((r) => setTimeout(r, msLeft + 200));
  }
}
