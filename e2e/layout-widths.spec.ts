import { expect, test, type Page } from '@playwright/test';
import { accountButton, createConfirmedUser, signIn, SEED_ADMIN } from './account-support';

// Every screen (public, account, admin) at phone, tablet and desktop widths: the page is never
// wider than the window (no sideways scrolling) and no control is cut off, by the window or by
// a box that clips it; each route has its own document title; the header keeps one row.

const WIDTHS = [320, 360, 390, 768, 1366];
const SITE = 'Educando en la Fe';

/** Path, document title (before ' · Educando en la Fe'; null for the site's name alone). */
const PUBLIC: [string, string | null][] = [
  ['/', null],
  ['/conferencias', 'Galería de Videos'],
  ['/galeria', 'Recursos de Apoyo'],
  ['/devocionario', 'Devocionario'],
  ['/contacto', 'Contacto'],
  ['/seguimiento-libros', 'Seguimiento de libros'],
  ['/visor-libro', 'Visor de libro'],
  ['/IniciarSesion', 'Iniciar sesión'],
  ['/no-existe', 'Página no encontrada'],
];
const ACCOUNT: [string, string][] = [
  ['/user', 'Principal'],
  ['/user/compras', 'Compras'],
  ['/user/configuracion', 'Perfil de Usuario'],
];
const ADMIN: [string, string][] = [
  ['/admin', 'Administración'],
  ['/admin/configuracion', 'Perfil de Usuario'],
  ['/admin/banner', 'Banner'],
  ['/admin/conferencias', 'Conferencias'],
  ['/admin/galeria', 'Galería'],
  ['/admin/libros', 'Libros'],
  ['/admin/devocionario', 'Gestión de Devocionarios'],
  ['/admin/contacto', 'Contacto'],
  ['/admin/mensaje', 'Administrar Mensaje'],
  ['/admin/compras', 'Compras'],
  ['/admin/mensajes', 'Mensajes'],
];

/** Waits for a screen's loads: the network quiet and no loading spinner left. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.spinner').first()).toBeHidden({ timeout: 20_000 });
}

/** What is wrong with the layout at the current width: a page wider than the window, controls cut off. */
function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    const width = root.clientWidth;
    if (root.scrollWidth > width) problems.push(`the page is ${root.scrollWidth} px wide in a ${width} px window`);
    const describe = (el: Element) => {
      const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `<${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ')[0]}` : ''}> "${text}"`;
    };
    const controls = document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, summary, [role="button"], [tabindex="0"]');
    for (const el of controls) {
      if (el.closest('[aria-hidden="true"], .visually-hidden, .skip-link')) continue;
      if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const box = el.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      if (box.left < -0.5 || box.right > width + 0.5) {
        problems.push(`${describe(el)} reaches ${Math.round(box.left)}..${Math.round(box.right)} px`);
        continue;
      }
      // A box that clips or scrolls sideways must hold the whole control.
      for (let parent = el.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX === 'visible') continue;
        const clip = parent.getBoundingClientRect();
        if (box.left < clip.left - 0.5 || box.right > clip.right + 0.5) {
          problems.push(`${describe(el)} is cut off by ${describe(parent)}`);
          break;
        }
      }
    }
    return problems;
  });
}

async function sweep(page: Page, routes: readonly (readonly [string, string | null])[]): Promise<void> {
  const found: string[] = [];
  for (const [path, title] of routes) {
    await page.setViewportSize({ width: WIDTHS[0], height: 800 });
    await page.goto(path);
    await settle(page);
    await expect(page, path).toHaveTitle(title ? `${title} · ${SITE}` : SITE);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width < 700 ? 800 : 900 });
      // A resize re-lays the page out in the next frames (and phones get other columns); the
      // dashboard's charts follow their boxes a few frames later still (Chart.js redraws on its
      // own resize observer, throttled to animation frames), so a layout gets a moment to settle.
      const started = Date.now();
      let problems: string[];
      do {
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        problems = await layoutProblems(page);
      } while (problems.length > 0 && Date.now() - started < 2000);
      for (const problem of problems) found.push(`${path} @${width}: ${problem}`);
    }
  }
  expect(found).toEqual([]);
}

test.describe('layout at every width', () => {
  test.describe.configure({ timeout: 240_000 });

  test('public screens', async ({ page }) => {
    await sweep(page, PUBLIC);
  });

  test('account screens, with a long name', async ({ page }) => {
    const user = await createConfirmedUser('layout', { name: 'Ana María', family_name: 'García López de la Fuente' });
    await signIn(page, user.email, user.password);
    await sweep(page, ACCOUNT);
  });

  test('admin screens', async ({ page }) => {
    await signIn(page, SEED_ADMIN.email, SEED_ADMIN.password, '/admin');
    await sweep(page, ADMIN);
  });

  test("the dashboard's charts never widen the page, even drawn for a wider box than theirs", async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await signIn(page, SEED_ADMIN.email, SEED_ADMIN.password, '/admin');
    await settle(page);
    await expect(page.locator('.admin-chart__canvas canvas')).toHaveCount(3);
    // Chart.js redraws for a new box a few frames after a resize; until then a chart keeps the
    // width it had (from one column at tablet width to half the page at desktop width, it is
    // 160 px too wide for a moment, longer on a busy machine). Drawn 300 px wider than its box:
    await page.evaluate(() => {
      for (const canvas of document.querySelectorAll<HTMLCanvasElement>('.admin-chart__canvas canvas')) {
        canvas.style.width = `${canvas.parentElement!.clientWidth + 300}px`;
      }
    });
    expect(await layoutProblems(page)).toEqual([]);
  });
});

test.describe('header', () => {
  test('stays one row with a long name, which the menu shows whole; one menu open at a time', async ({ page }) => {
    const user = await createConfirmedUser('header', { name: 'Ana María', family_name: 'García López de la Fuente' });
    await page.setViewportSize({ width: 1366, height: 800 });
    await signIn(page, user.email, user.password);
    const header = page.getByRole('banner');
    const nav = page.getByRole('navigation', { name: 'Navegación principal' });
    // Every link, the language choice and the account on one row.
    const tops = await Promise.all(
      [
        ...(await nav.getByRole('link').all()),
        header.getByRole('group', { name: 'Idioma' }),
        accountButton(page),
      ].map(async (item) => {
        const box = (await item.boundingBox())!;
        return Math.round(box.y + box.height / 2);
      }),
    );
    expect(Math.max(...tops) - Math.min(...tops), `centres ${tops.join(', ')}`).toBeLessThanOrEqual(4);
    // The name is shortened with an ellipsis in the header, and whole in the open menu.
    const name = accountButton(page).locator('.account-menu__name');
    await expect(name).toHaveText('Ana María García López de la Fuente');
    expect(await name.evaluate((el) => el.scrollWidth > el.clientWidth && getComputedStyle(el).textOverflow === 'ellipsis')).toBe(true);
    await accountButton(page).click();
    await expect(page.getByRole('menu').getByText('Ana María García López de la Fuente', { exact: true })).toBeVisible();
    await page.keyboard.press('Escape');

    // On a phone: title, avatar and menu button on one row; opening one menu closes the other.
    await page.setViewportSize({ width: 360, height: 780 });
    const toggle = header.getByRole('button', { name: 'Abrir menú' });
    const rowTops = await Promise.all([header.getByRole('link', { name: SITE }), accountButton(page), toggle].map(async (item) => {
      const box = (await item.boundingBox())!;
      return [box.y, box.y + box.height];
    }));
    // The three boxes overlap vertically: one row.
    expect(Math.max(...rowTops.map(([top]) => top))).toBeLessThan(Math.min(...rowTops.map(([, bottom]) => bottom)));
    await toggle.click();
    await expect(nav).toBeVisible();
    await accountButton(page).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expect(nav).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(nav).toBeVisible();
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(accountButton(page)).toHaveAttribute('aria-expanded', 'false');
    // The language choice is in the phone's menu.
    await expect(nav.getByRole('group', { name: 'Idioma' })).toBeVisible();
  });
});
