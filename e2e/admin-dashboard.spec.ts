import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInAsAdmin } from './admin-support';
import { seriousViolations } from './axe-support';

// The admin home's summary against the data it reads: visits counted by page loads and views
// counted by plays show up in its figures and in the tables screen readers read.

const number = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

async function figures(page: Page) {
  const summary = page.getByRole('region', { name: 'Resumen del sitio' });
  await expect(summary.getByTestId('visits-total')).toHaveText(/^[\d,. ]+$/, { timeout: 60_000 });
  const visits = summary.getByRole('table', { name: 'Visitas por día (últimos 30 días)' });
  const perDay = await visits
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => ({ day: row.querySelector('th')!.textContent!, visits: Number(row.querySelector('td')!.textContent) })),
    );
  return {
    today: number(await summary.getByTestId('visits-today').textContent()),
    last30: number(await summary.getByTestId('visits-30').textContent()),
    total: number(await summary.getByTestId('visits-total').textContent()),
    perDay,
    views: async (title: string) => {
      const row = summary
        .getByRole('table', { name: 'Videos más vistos' })
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: title, exact: true }) });
      return (await row.count()) ? number(await row.getByRole('cell').textContent()) : 0;
    },
  };
}

async function play(page: Page, card: Locator) {
  await card.getByRole('button').first().click();
  await expect(page.locator('video')).toHaveAttribute('src', /conferencias\/publico\//, { timeout: 60_000 });
  await page.keyboard.press('Escape');
  await expect(page.locator('video')).toHaveCount(0);
}

test('dashboard: its figures follow the visits and plays made meanwhile, and its tables agree with them', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await signInAsAdmin(page);
  await page.goto('/admin');
  const before = await figures(page);
  const video = 'La oración';
  const viewsBefore = await before.views(video);
  // The tables hold what the figures say: one row a day for 30 days, today's last.
  expect(before.perDay).toHaveLength(30);
  expect(before.perDay.at(-1)!.visits).toBe(before.today);
  expect(before.perDay.reduce((sum, d) => sum + d.visits, 0)).toBe(before.last30);
  expect(before.total).toBeGreaterThanOrEqual(before.last30);
  expect(await seriousViolations(page)).toEqual([]);

  // A guest loads three pages and plays the video twice.
  const guest = await (await browser.newContext()).newPage();
  for (const path of ['/', '/galeria', '/conferencias']) {
    await guest.goto(path);
    await expect(guest.locator('footer')).toContainText(/visitado [\d,.]+ veces/, { timeout: 60_000 });
  }
  const card = guest.locator('article.video-card', { hasText: video });
  await play(guest, card);
  await play(guest, card);
  await guest.context().close();

  // The admin's reload is a visit too: at least 4 more (other visitors may come meanwhile).
  await page.reload();
  const after = await figures(page);
  const added = after.total - before.total;
  expect(added).toBeGreaterThanOrEqual(4);
  if (after.perDay.at(-1)!.day === before.perDay.at(-1)!.day) expect(after.today - before.today).toBe(added);
  expect(after.perDay.at(-1)!.visits).toBe(after.today);
  expect(after.perDay.reduce((sum, d) => sum + d.visits, 0)).toBe(after.last30);
  expect(await after.views(video)).toBeGreaterThanOrEqual(viewsBefore + 2);
});
