import { expect, test } from '@playwright/test';
import { signInAsAdmin, stamp } from './admin-support';

// Issue 8: edit the footer message and see it in the footer.

test('message: Administrar Mensaje saves the quote and author shown in the footer', async ({ page }) => {
  const id = stamp();
  await signInAsAdmin(page);
  await page.goto('/admin/mensaje');
  await expect(page.getByRole('heading', { level: 1, name: 'Administrar Mensaje' })).toBeVisible();
  const quote = page.getByRole('textbox', { name: 'Mensaje', exact: true });
  await expect(quote).toHaveAttribute('rows', '3');
  const author = page.getByLabel('Autor');
  const original = { quote: await quote.inputValue(), author: await author.inputValue() };

  await quote.fill(`La fe crece cuando se comparte ${id}`);
  await author.fill(`Autor ${id}`);
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Mensaje guardado.')).toBeVisible();

  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  // The footer reads its quote once it comes near the window, below the home page's shelves;
  // shelves drawn after a scroll push it away again, as they would for a visitor who then scrolls on.
  await expect(async () => {
    await footer.scrollIntoViewIfNeeded();
    await expect(footer).toContainText(`La fe crece cuando se comparte ${id}`, { timeout: 3000 });
  }).toPass({ timeout: 30_000 });
  await expect(footer).toContainText(`Autor ${id}`);

  // Put the demo texts back for the other journeys.
  if (original.quote && original.author) {
    await page.goto('/admin/mensaje');
    await page.getByRole('textbox', { name: 'Mensaje', exact: true }).fill(original.quote);
    await page.getByLabel('Autor').fill(original.author);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Mensaje guardado.')).toBeVisible();
  }
});
