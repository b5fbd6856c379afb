import { expect, test, type Page } from '@playwright/test';
import { signInAsAdmin, stamp } from './admin-support';
import { seriousViolations } from './axe-support';

// A book made from a PDF the test writes itself: the browser draws every page with pdf.js,
// uploads them in reading order and takes page 1 as the cover (so 100 PDF pages make the cover
// and 99 pages); a damaged PDF and a file that is not a PDF are refused in Spanish and create
// nothing.

/**
 * A PDF of `pages` A4 pages, each with a coloured band whose height tells the page apart. Written
 * by hand (a few objects and a cross-reference table) so the journey needs no PDF library.
 */
function makePdf(pages: number): Buffer {
  const objects: string[] = [];
  const pageIds = Array.from({ length: pages }, (_, i) => 3 + i * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages} >>`;
  pageIds.forEach((id, i) => {
    const shade = ((i * 37) % 100) / 100;
    const content = `${shade.toFixed(2)} 0.3 0.6 rg 40 ${700 - (i % 20) * 30} 515 ${40 + (i % 20) * 10} re f 0 0 0 rg 40 40 30 ${20 + i} re f`;
    objects[id] = `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents ${id + 1} 0 R /Resources << >> >>`;
    objects[id + 1] = `<< /Length ${content.length} >>\nstream\n${content}\nendstream`;
  });
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (let n = 1; n < objects.length; n++) {
    offsets[n] = Buffer.byteLength(body);
    body += `${n} 0 obj\n${objects[n]}\nendobj\n`;
  }
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let n = 1; n < objects.length; n++) body += `${String(offsets[n]).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

async function openImport(page: Page) {
  await page.goto('/admin/importar-pdf');
  await expect(page.getByRole('heading', { name: 'Importar desde PDF', level: 1 })).toBeVisible();
}

test('PDF import: a 100-page PDF becomes a book, page 1 its cover, pages in reading order', async ({ page }) => {
  test.setTimeout(300_000);
  const name = `Otros PDF ${stamp()}`;
  await signInAsAdmin(page);
  await openImport(page);
  await page.getByLabel('Nombre', { exact: true }).fill(name);
  await page.getByLabel('Archivo PDF').setInputFiles({ name: 'catecismo.pdf', mimeType: 'application/pdf', buffer: makePdf(100) });
  await expect(page.getByText('«catecismo.pdf» tiene 100 páginas.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const started = Date.now();
  await page.getByRole('button', { name: 'Importar' }).click();
  await expect(page.getByRole('progressbar', { name: 'Progreso de la importación' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const done = page.getByText(new RegExp(`^El libro «${name}» se importó con 99 páginas en [\\d.,]+ s\\.`));
  await expect(done).toBeVisible({ timeout: 280_000 });
  const seconds = (Date.now() - started) / 1000;
  console.log(`PDF import: 100 pages in ${seconds.toFixed(1)} s (the screen says: ${await done.textContent()})`);

  // The book is listed and the public viewer opens it: the PDF's page 1 is the cover, then its
  // page 2 is the book's page 1, and so on in order.
  await page.goto('/admin/libros');
  await expect(page.getByRole('rowheader', { name, exact: true })).toBeVisible();
  await page.goto(`/?libro=${encodeURIComponent(name)}`);
  const viewer = page.getByRole('dialog', { name, exact: true });
  const cover = viewer.getByRole('img', { name: `${name}, portada`, exact: true });
  await expect(cover).toHaveAttribute('src', /\/libros\/portadas\//);
  await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await viewer.getByRole('button', { name: 'Página siguiente' }).click();
  const second = viewer.getByRole('img', { name: `${name}, página 1`, exact: true });
  await expect(second).toHaveAttribute('src', /\/libros\/.*\/001-pagina\.jpg/);
});

test('PDF import: a damaged PDF and a file that is not a PDF are refused, nothing is created', async ({ page }) => {
  const name = `Otros Dañado ${stamp()}`;
  await signInAsAdmin(page);
  await openImport(page);
  await page.getByLabel('Nombre', { exact: true }).fill(name);
  const pdf = page.getByLabel('Archivo PDF');

  const whole = makePdf(3);
  const damaged = Buffer.concat([whole.subarray(0, 9), Buffer.from('x'.repeat(200)), whole.subarray(whole.length - 40)]);
  await pdf.setInputFiles({ name: 'roto.pdf', mimeType: 'application/pdf', buffer: damaged });
  await expect(page.getByRole('alert')).toHaveText('«roto.pdf» está dañado y no se puede leer. Prueba con otra copia del PDF.');
  await expect(page.getByRole('button', { name: 'Importar' })).toBeDisabled();
  expect(await seriousViolations(page)).toEqual([]);

  await pdf.setInputFiles({ name: 'notas.pdf', mimeType: 'application/pdf', buffer: Buffer.from('Solo texto, no es un PDF.') });
  await expect(page.getByRole('alert')).toHaveText('«notas.pdf» no es un archivo PDF. Elige un PDF.');
  await expect(page.getByRole('button', { name: 'Importar' })).toBeDisabled();

  await page.goto('/admin/libros');
  await expect(page.getByRole('rowheader').first()).toBeVisible();
  await expect(page.getByRole('rowheader', { name, exact: true })).toHaveCount(0);
});
