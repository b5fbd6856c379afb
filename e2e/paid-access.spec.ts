import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { createConfirmedUser, SEED_ADMIN, signIn, submitSignIn, uniqueEmail, waitForCode } from './account-support';

// Paid content as a journey: the access panel, a request, the administrator's decision, and the
// item unlocked (or the reason of a rejection) on the user's side.

/** Function cold starts on a loaded machine take a while; every server round trip may wait this long. */
const SERVER = { timeout: 60_000 };

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

async function adminPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, SEED_ADMIN.email, SEED_ADMIN.password, '/admin');
  return page;
}

/** The pending request of `email` on /admin/solicitudes. */
function pendingRequest(page: Page, email: string) {
  return page.getByRole('region', { name: /^Pendientes/ }).getByRole('listitem').filter({ hasText: email });
}

test('a guest opens a paid video, signs in from the panel, lands back on it and requests access; two admins approve at once; the user sees it unlocked and plays it', async ({ page, browser }) => {
  test.setTimeout(480_000);
  const user = await createConfirmedUser('paid-video', { name: 'Solicitante' });

  await page.goto('/conferencias');
  const card = page.locator('article.video-card', { hasText: 'Privado' }).first();
  await expect(card).toBeVisible(SERVER);
  const title = (await card.getByRole('heading').textContent())!;
  await card.getByRole('button').first().click();
  const panel = page.getByRole('dialog', { name: title });
  await expect(panel).toContainText('Este video es privado. Debes realizar el pago para acceder.');
  await expect(panel).toContainText(/Costo: \$\d+\.\d\d/);
  await expect(panel.getByRole('img', { name: `Miniatura de ${title}` })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await panel.getByRole('link', { name: 'Iniciar sesión para solicitar acceso' }).click();
  await expect(page).toHaveURL(/\/IniciarSesion\?volver=%2Fconferencias%3Fvideo%3D/);
  await submitSignIn(page, user.email, user.password);
  // Back on the same video: the server refuses it (no purchase yet), so its panel opens again.
  await expect(page).toHaveURL(/\/conferencias$/);
  const again = page.getByRole('dialog', { name: title });
  await expect(again.getByLabel('Mensaje (opcional)')).toBeVisible(SERVER);
  await again.getByLabel('Mensaje (opcional)').fill('Hice la transferencia el lunes.');
  await again.getByLabel('Referencia de pago (opcional)').fill('DEP-7781');
  expect(await seriousViolations(page)).toEqual([]);
  await again.getByRole('button', { name: 'Solicitar acceso' }).click();
  await expect(again.getByRole('status')).toContainText('Solicitud enviada.', SERVER);

  // Two administrators approve the same request at the same moment: one purchase.
  const [first, second] = await Promise.all([adminPage(browser), adminPage(browser)]);
  for (const admin of [first, second]) {
    await admin.goto('/admin/solicitudes');
    const row = pendingRequest(admin, user.email);
    await expect(row).toContainText(title, SERVER);
    await expect(row).toContainText('Mensaje: Hice la transferencia el lunes.');
    await expect(row).toContainText('Referencia: DEP-7781');
  }
  await Promise.all([first, second].map((admin) => pendingRequest(admin, user.email).getByRole('button', { name: 'Aprobar' }).click()));
  for (const admin of [first, second]) {
    await expect(admin.getByText(`Solicitud de ${user.email} aprobada: ya tiene acceso.`)).toBeVisible(SERVER);
  }
  await first.goto('/admin/compras');
  const grants = first.getByRole('row').filter({ hasText: user.email });
  await expect(grants.first()).toBeVisible(SERVER);
  await expect(grants).toHaveCount(1);
  await expect(grants).toContainText(title);
  await Promise.all([first.context().close(), second.context().close()]);

  await page.goto('/conferencias');
  const unlocked = page.locator('article.video-card', { hasText: title });
  await expect(unlocked).toContainText('Desbloqueado', SERVER);
  await expect(unlocked).not.toContainText('Costo');
  await unlocked.getByRole('button').first().click();
  const video = page.locator('video');
  await expect(video).toHaveAttribute('src', /conferencias\/privado\//, SERVER);
  await video.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    return v.play();
  });
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 }).toBeGreaterThan(0);

  await page.goto('/user/compras');
  const requests = page.getByRole('region', { name: 'Solicitudes de acceso' });
  await expect(requests.getByRole('listitem').filter({ hasText: title })).toContainText('Aprobada', SERVER);
});

test('a double click on Aprobar grants once', async ({ page, browser }) => {
  test.setTimeout(360_000);
  const user = await createConfirmedUser('paid-double', { name: 'Doble' });
  await signIn(page, user.email, user.password);
  await page.goto('/galeria');
  const locked = page.locator('.gallery-card__open', { hasText: 'Imagen con donativo' }).first();
  await locked.click();
  const panel = page.getByRole('dialog', { name: /^Imagen con donativo/ });
  await panel.getByRole('button', { name: 'Solicitar acceso' }).click(SERVER);
  await expect(panel.getByRole('status')).toContainText('Solicitud enviada.', SERVER);

  const admin = await adminPage(browser);
  await admin.goto('/admin/solicitudes');
  await expect(pendingRequest(admin, user.email)).toBeVisible(SERVER);
  await pendingRequest(admin, user.email).getByRole('button', { name: 'Aprobar' }).dblclick();
  await expect(admin.getByText(`Solicitud de ${user.email} aprobada: ya tiene acceso.`)).toBeVisible(SERVER);
  await admin.goto('/admin/compras');
  await expect(admin.getByRole('row').filter({ hasText: user.email })).toBeVisible(SERVER);
  await expect(admin.getByRole('row').filter({ hasText: user.email })).toHaveCount(1);
  await admin.context().close();

  await page.goto('/galeria');
  await expect(page.locator('.gallery-card__open', { hasText: 'Desbloqueado' }).first()).toBeVisible(SERVER);
});

test('a rejected request shows its reason on /user/compras', async ({ page, browser }) => {
  test.setTimeout(360_000);
  const user = await createConfirmedUser('paid-rejected', { name: 'Rechazada' });
  await signIn(page, user.email, user.password);
  await page.goto('/conferencias');
  const card = page.locator('article.video-card', { hasText: 'Privado' }).first();
  const title = (await card.getByRole('heading').textContent())!;
  await card.getByRole('button').first().click();
  const panel = page.getByRole('dialog', { name: title });
  await panel.getByLabel('Referencia de pago (opcional)').fill('SIN-COMPROBANTE', SERVER);
  await panel.getByRole('button', { name: 'Solicitar acceso' }).click();
  await expect(panel.getByRole('status')).toContainText('Solicitud enviada.', SERVER);

  const admin = await adminPage(browser);
  await admin.goto('/admin/solicitudes');
  await pendingRequest(admin, user.email).getByRole('button', { name: 'Rechazar' }).click(SERVER);
  const dialog = admin.getByRole('dialog', { name: `Rechazar la solicitud de ${user.email}` });
  await dialog.getByLabel('Motivo (opcional)').fill('No encontramos el depósito con esa referencia.');
  await dialog.getByRole('button', { name: 'Rechazar solicitud' }).click();
  await expect(admin.getByText(`Solicitud de ${user.email} rechazada.`)).toBeVisible(SERVER);
  await admin.context().close();

  await page.goto('/user/compras');
  const request = page.getByRole('region', { name: 'Solicitudes de acceso' }).getByRole('listitem').filter({ hasText: title });
  await expect(request).toContainText('Rechazada', SERVER);
  await expect(request).toContainText('Motivo: No encontramos el depósito con esa referencia.');
  // Asking again opens the item's panel, which shows the rejection and offers a new request.
  await request.getByRole('link', { name: 'Solicitar de nuevo' }).click();
  const reopened = page.getByRole('dialog', { name: title });
  await expect(reopened).toContainText('Motivo: No encontramos el depósito con esa referencia.', SERVER);
  await expect(reopened.getByRole('button', { name: 'Solicitar de nuevo' })).toBeVisible();
});

test('a guest who creates an account from the panel comes back to the same image', async ({ page }) => {
  test.setTimeout(360_000);
  const email = uniqueEmail('paid-signup');
  await page.goto('/galeria');
  const locked = page.locator('.gallery-card__open', { hasText: 'Imagen con donativo' }).first();
  await locked.click();
  const panel = page.getByRole('dialog', { name: /^Imagen con donativo/ });
  const name = (await panel.getByRole('heading').textContent())!;
  await panel.getByRole('link', { name: 'Iniciar sesión para solicitar acceso' }).click();
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await page.getByLabel('Nombre').fill('Nueva');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill('Nueva#2025fe');
  await page.getByLabel('Confirmar contraseña').fill('Nueva#2025fe');
  const since = Date.now();
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByRole('heading', { name: 'Confirmar cuenta' })).toBeVisible();
  await page.getByLabel('Código de confirmación').fill(await waitForCode(email, since));
  await page.getByRole('button', { name: 'Confirmar', exact: true }).click();
  await expect(page).toHaveURL(/\/galeria$/);
  await expect(page.getByRole('dialog', { name })).toBeVisible(SERVER);
  await expect(page.getByRole('dialog', { name }).getByRole('button', { name: 'Solicitar acceso' })).toBeVisible(SERVER);
});
