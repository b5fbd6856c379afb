import { expect, test, type Page } from '@playwright/test';
import { axeBuilder } from './axe-support';

const COPYRIGHT = '© 2025 Educando en la Fe. Todos los derechos reservados.';
// 'visitado 1 vez', 'visitado 2 veces', 'visitado 12,345 veces' (grouped as the site's prices, es-MX).
const VISITS = /^Este sitio ha sido visitado ([\d,]+) (vez|veces)\.$/;

async function visitCount(page: Page): Promise<number> {
  const line = page.getByTestId('visit-counter');
  await expect(line).toHaveText(VISITS);
  const [, digits, word] = VISITS.exec((await line.textContent()) ?? '')!;
  const count = Number(digits.replace(/,/g, ''));
  // The sentence agrees with its number.
  expect(word).toBe(count === 1 ? 'vez' : 'veces');
  return count;
}

test.describe('site shell', () => {
  test('home shows the header, the footer and counts the visit', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/');

    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Educando en la Fe' })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Navegación principal' });
    for (const [name, href] of [
      ['Inicio', '/'],
      ['Galería de Videos', '/conferencias'],
      ['Recursos de Apoyo', '/galeria'],
      ['Devocionario', '/devocionario'],
      ['Contacto', '/contacto'],
    ]) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(header.getByRole('group', { name: 'Idioma' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/user');

    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText(COPYRIGHT, { exact: true })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Formulario de seguimiento de libros' })).toBeVisible();
    const first = await visitCount(page);
    expect(first).toBeGreaterThanOrEqual(1);

    // Each page load counts once; moving inside the app does not.
    await nav.getByRole('link', { name: 'Contacto', exact: true }).click();
    await expect(page).toHaveURL(/\/contacto$/);
    expect(await visitCount(page)).toBe(first);
    await page.reload();
    expect(await visitCount(page)).toBeGreaterThan(first);
    expect(errors).toEqual([]);
  });

  test('an unknown route shows the 404 page with its image, under the same footer', async ({ page }) => {
    await page.goto('/esta/ruta/no-existe');
    await expect(page.getByText('Lo siento no logramos encontrar la página.', { exact: true })).toBeVisible();
    const image = page.getByRole('main').getByRole('img', { name: 'Un libro abierto con un signo de interrogación' });
    await expect(image).toBeVisible();
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByRole('contentinfo').getByText(COPYRIGHT, { exact: true })).toBeVisible();
    await expect(page.getByTestId('visit-counter')).toHaveText(VISITS);

    // The shell alone (header, 404 page, footer) passes axe-core's WCAG 2 A/AA rules.
    const { violations } = await axeBuilder(page).withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });

  test("moving to another page puts focus on that page's main heading, so it is announced", async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Navegación principal' });
    await nav.getByRole('link', { name: 'Contacto', exact: true }).click();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeFocused();
    await nav.getByRole('link', { name: 'Devocionario', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Devocionario' })).toBeFocused();
    // Back to the home page, whose heading is its welcome.
    await page.getByRole('banner').getByRole('link', { name: 'Educando en la Fe' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Bienvenidos a Educando en la Fe' })).toBeFocused();
  });

  test('the language switch shows English and remembers it', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('group', { name: 'Idioma' }).getByRole('button', { name: 'Inglés' }).click();
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Video Gallery' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('contentinfo').getByText('© 2025 Educando en la Fe. All rights reserved.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await page.goto('/?lng=es');
    await expect(page.getByRole('navigation', { name: 'Navegación principal' })).toBeVisible();
  });

  test('an English browser gets its texts with the first-load code, and a Spanish one never downloads them', async ({ browser }) => {
    for (const [locale, english] of [
      ['en-US', 1],
      ['es-MX', 0],
    ] as const) {
      const context = await browser.newContext({ locale });
      const page = await context.newPage();
      const scripts: string[] = [];
      page.on('request', (req) => {
        if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname);
      });
      await page.goto('/');
      await expect(page.getByRole('navigation', { name: english ? 'Main navigation' : 'Navegación principal' })).toBeVisible();
      // Asked for from the top of the page, beside the first-load chunk, not after it has run.
      await expect(page.locator('link[rel="modulepreload"][href*="/texts-en-"]')).toHaveCount(english);
      expect(scripts.filter((path) => path.includes('/texts-en-')).length, scripts.join(', ')).toBe(english);
      await context.close();
    }
  });

  test('the home page asks for all its code from the page head in one wave, and asks the identity pool once', async ({ page, request }) => {
    const scripts: string[] = [];
    const identityCalls: string[] = [];
    page.on('request', (req) => {
      // The start-up script's worker runs from a blob: of the page's own text, not a download.
      if (req.resourceType() === 'script' && !req.url().startsWith('blob:')) scripts.push(new URL(req.url()).pathname);
      const target = req.headers()['x-amz-target'] ?? '';
      // aws-amplify names itself in x-amz-user-agent; the page's start-up script, which starts a
      // guest's exchange before the app's code has arrived, does not.
      if (target.startsWith('AWSCognitoIdentityService.'))
        identityCalls.push(`${target.split('.')[1]}${req.headers()['x-amz-user-agent'] ? ' by aws-amplify' : ''}`);
    });
    await page.goto('/');
    await expect(page.locator('img.book-card__cover').first()).toBeVisible();

    // Every script is named in the page's head (the first-load script, and beside it the data and
    // storage clients, which it runs later): nothing waits for a second wave.
    const head = await (await request.get('/')).text();
    const named = new Set([...head.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]));
    expect(scripts.length).toBeGreaterThan(0);
    expect(
      scripts.filter((path) => !named.has(path)),
      scripts.join(', '),
    ).toEqual([]);
    // The viewer, sign-in, account, admin and avatar code stay out of it.
    for (const lazy of ['BookViewerModal', 'SignIn', 'Profile', 'Admin', 'Avatar']) {
      expect(
        scripts.filter((path) => path.includes(lazy)),
        lazy,
      ).toEqual([]);
    }
    let gzipped = 0;
    for (const path of new Set(scripts)) {
      const response = await request.get(path, { headers: { 'accept-encoding': 'gzip' } });
      expect(response.ok()).toBe(true);
      gzipped += Number(response.headers()['content-length'] ?? (await response.body()).length);
    }
    // About 191 KB in all as served: React, the router, i18next and the aws-amplify clients the
    // first screen calls, of which the script that runs before the page draws is under 150 KB
    // (scripts/first-load.test.ts); the clients' own chunks come beside it.
    expect(gzipped).toBeLessThanOrEqual(200 * 1024);

    // The screen, the footer and the images share one guest identity and one exchange, started
    // from the page's start-up script.
    expect(identityCalls.sort()).toEqual(['GetCredentialsForIdentity', 'GetId']);

    // The head opens the connections those first requests use: the identity pool and the data
    // API (fetch), the bucket (XHR listings and <img> pictures, two connection pools).
    const preconnects = [...head.matchAll(/<link rel="preconnect" href="([^"]+)"( crossorigin="")?>/g)].map(
      (m) => `${m[1]}${m[2] ? ' cors' : ''}`,
    );
    expect(preconnects).toEqual(['http://localhost:20002 cors', 'http://localhost:20005 cors', 'http://localhost:20005']);
  });

  test("a guest's first screen is read once, by the page's start-up script while the app's code downloads, and drawn from those answers", async ({
    page,
  }) => {
    for (const [path, reads, shown] of [
      ['/contacto', ['listContactInfos'], page.getByText('contacto@educandoenlafe.local')],
      ['/conferencias', ['listConferenciaByCatalogo', 'listEtiquetas'], page.locator('.video-card').first()],
      ['/devocionario', ['listDevocionarios'], page.locator('.booklet-card').first()],
    ] as const) {
      const dataCalls: string[] = [];
      const listener = (req: import('@playwright/test').Request) => {
        if (!req.url().endsWith('/graphql') || req.method() !== 'POST') return;
        const field = /\{\s*(\w+)/.exec(String(JSON.parse(req.postData() ?? '{}').query).replace(/^[^{]*/, ''))?.[1] ?? '?';
        // aws-amplify names itself in x-amz-user-agent; the page's start-up script does not.
        dataCalls.push(`${field}${req.headers()['x-amz-user-agent'] ? ' by aws-amplify' : ''}`);
      };
      page.on('request', listener);
      await page.goto(path);
      await expect(shown).toBeVisible();
      for (const read of reads)
        expect(
          dataCalls.filter((call) => call.startsWith(read)),
          `${path}: ${dataCalls.join(', ')}`,
        ).toEqual([read]);
      page.off('request', listener);
    }
  });

  test('a first visit asks for no icon or install manifest while the screen loads, and links the manifest afterwards', async ({
    page,
    request,
  }) => {
    const asked: URL[] = [];
    page.on('request', (req) => asked.push(new URL(req.url())));
    await page.goto('/galeria', { waitUntil: 'load' });
    await expect(page.locator('.gallery-card img').first()).toBeVisible();
    // The icon is written into the page; the manifest is not linked yet.
    expect(await page.locator('link[rel="icon"]').getAttribute('href')).toMatch(/^data:image\/svg\+xml,/);
    await expect(page.locator('link[rel="manifest"]')).toHaveCount(0);
    const site = new URL(page.url()).origin;
    const icons = asked.filter(
      (url) => url.origin === site && /\.(webmanifest|svg|png|ico)$/.test(url.pathname) && !url.pathname.startsWith('/assets/'),
    );
    expect(icons.map((url) => url.pathname)).toEqual([]);

    // A few seconds later the page links it, and it is there to install the site.
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest', { timeout: 10_000 });
    const manifest = await request.get('/manifest.webmanifest');
    expect(manifest.ok()).toBe(true);
    expect((await manifest.json()).name).toBe('Educando en la Fe');
  });
});
