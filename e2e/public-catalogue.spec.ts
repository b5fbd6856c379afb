import { expect, test } from '@playwright/test';
import { removeBooks, removeGalleryImages, seedBooks, seedGalleryImages } from '../local-cloud/testing/catalogue';

// /galeria with a catalogue of a thousand images, on a phone: the grid draws its first page of 12
// (one column: src/lib/cardsPerPage.ts) before any other page is read and signs only the pictures
// near the window, scrolling (or 'Cargar más') reads and draws the next page, and a tag reads only
// its own images, however far back they are.
// The images are removed again for the journeys after. The home page with four hundred books
// more reads each shelf's first row from the shelves' index, and an open shelf a page at a time.

const COUNT = 1000;
const FOLDER = 'catalogo-e2e';
/** Images read and drawn at a time by the gallery in a phone's one column. */
const STEP = 12;

test.describe('a gallery of a thousand images', () => {
  test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  const dataDir = () => {
    const dir = process.env.E2E_LOCAL_CLOUD_DIR;
    if (!dir) throw new Error('E2E_LOCAL_CLOUD_DIR is set by playwright.config.ts');
    return dir;
  };

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    // The five oldest carry a tag of their own: newest first, they are the last of the gallery.
    await seedGalleryImages(
      { dataDir: dataDir() },
      { folder: FOLDER, count: COUNT, tags: (n) => (n < 5 ? 'Catalogo, Lejana' : 'Catalogo') },
    );
  });
  test.afterAll(async () => {
    test.setTimeout(300_000);
    await removeGalleryImages({ dataDir: dataDir() }, FOLDER);
  });

  test('draws a bounded first screen, more while scrolling or with Cargar más, and a tag reaches the last images', async ({ page }) => {
    test.setTimeout(180_000);
    // The gallery's reads, by the index they query.
    const reads: string[] = [];
    page.on('request', (request) => {
      const query = request.method() === 'POST' && request.url().endsWith('/graphql') ? (request.postData() ?? '') : '';
      const read = /list(ImagenByCatalogo|ImagenEtiquetaByEtiqueta|Imagens)\b/.exec(query)?.[1];
      if (read) reads.push(read);
    });
    await page.goto('/galeria');
    const cards = page.locator('.gallery__grid > li');
    await expect(cards).toHaveCount(STEP, { timeout: 60_000 });
    // Drawn from the first page alone: the other images are not read.
    expect(reads).toEqual(['ImagenByCatalogo']);
    const status = page.getByRole('status').filter({ hasText: /^Mostrando/ });
    await expect(status).toHaveText(`Mostrando ${STEP}`);
    // Only the pictures near the window are signed and loaded: the others wait as placeholders.
    const first = await page.evaluate(() => ({
      pictures: document.querySelectorAll('.gallery__grid img').length,
      nodes: document.querySelectorAll('body *').length,
    }));
    expect(first.pictures).toBeGreaterThan(0);
    expect(first.pictures).toBeLessThan(STEP / 2);
    expect(first.nodes).toBeLessThan(1500);

    // Scrolling to the end of what is drawn draws the next step.
    await page.getByRole('button', { name: 'Cargar más' }).scrollIntoViewIfNeeded();
    await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(2 * STEP);
    await expect(status).toHaveText(new RegExp(`^Mostrando (${[2, 3, 4].map((n) => n * STEP).join('|')})$`));
    // The button works from the keyboard too.
    const before = await cards.count();
    await page.getByRole('button', { name: 'Cargar más' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => cards.count()).toBeGreaterThan(before);
    expect(reads.every((read) => read === 'ImagenByCatalogo')).toBe(true);
    expect(reads.length).toBe((await cards.count()) / STEP);

    // A tag finds the five oldest, far beyond what was drawn.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('group', { name: 'Filtrar por etiqueta' }).getByRole('button', { name: 'Lejana' }).click();
    await expect(cards).toHaveCount(5);
    await expect(page.getByRole('button', { name: 'Cargar más' })).toHaveCount(0);
    // One read of the tag's own entries, not a walk through the gallery.
    expect(reads.at(-1)).toBe('ImagenEtiquetaByEtiqueta');
    expect(reads.filter((read) => read === 'ImagenEtiquetaByEtiqueta')).toHaveLength(1);
    expect(await page.locator('.gallery__grid').getByRole('listitem').filter({ hasText: 'Lejana' }).count()).toBeGreaterThan(0);
    for (const img of await page.locator('.gallery__grid img').all()) {
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth), { timeout: 30_000 }).toBeGreaterThan(0);
    }
  });
});

test.describe('a library of four hundred books', () => {
  test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  const BOOKS = 400;
  const BOOK_FOLDER = 'biblioteca-e2e';
  const dataDir = () => process.env.E2E_LOCAL_CLOUD_DIR!;
  let names: string[] = [];

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    names = await seedBooks({ dataDir: dataDir() }, { folder: BOOK_FOLDER, count: BOOKS });
  });
  test.afterAll(async () => {
    test.setTimeout(300_000);
    await removeBooks({ dataDir: dataDir() }, BOOK_FOLDER);
  });

  test('draws each shelf from one read of its index, reads an open shelf a page at a time, and opens a linked book by its name', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const reads: string[] = [];
    /** The requests that read books, each as the reads it holds. */
    const requests: string[][] = [];
    page.on('request', (request) => {
      const query = request.method() === 'POST' && request.url().endsWith('/graphql') ? (request.postData() ?? '') : '';
      const found = [...query.matchAll(/list(LibroByEstante|LibroByOrden|LibroByCatalogo|Libros)\b/g)].map((m) => m[1]);
      if (found.length) requests.push(found);
      reads.push(...found);
    });
    await page.goto('/');
    const primaria = page.getByRole('region', { name: 'Primaria', exact: true });
    // Two columns on a phone: the shelf's first row, in name order.
    await expect(primaria.getByRole('listitem')).toHaveCount(2, { timeout: 60_000 });
    await expect(page.getByRole('region', { name: 'Novedades' }).getByRole('button', { name: /^Libro: / })).toHaveCount(2);
    // One read per shelf and one for 'Novedades', all in the page's one request; never the whole table of books.
    expect(reads.filter((r) => r === 'LibroByEstante')).toHaveLength(4);
    expect(reads.filter((r) => r === 'LibroByCatalogo')).toHaveLength(1);
    expect(requests).toHaveLength(1);
    expect(reads).not.toContain('Libros');
    const nodes = await page.evaluate(() => document.querySelectorAll('body *').length);
    expect(nodes).toBeLessThan(800);

    // 'Mostrar mas' reads the shelf a page of 60 at a time ('Cargar más' reads the next): whole
    // rows of 2 to 5 columns. The shelf holds a quarter of the seeded books and the demo's own.
    await primaria.getByRole('button', { name: 'Mostrar mas' }).click();
    await expect.poll(() => primaria.getByRole('listitem').count()).toBe(60);
    const before = reads.length;
    await primaria.getByRole('button', { name: 'Cargar más' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => primaria.getByRole('listitem').count()).toBeGreaterThanOrEqual(BOOKS / 4);
    expect(reads.slice(before).every((r) => r === 'LibroByEstante')).toBe(true);
    const shown = await primaria.locator('.book-card__name').allTextContents();
    const ours = shown.filter((name) => name.startsWith('Libro '));
    // Name order, as the collator reads numbers: the seeded books of the shelf in turn.
    expect(ours.slice(0, 3)).toEqual(
      names
        .filter((n) => n.startsWith('Primaria'))
        .slice(0, 3)
        .map((n) => n.replace('Primaria - ', '')),
    );

    // A link to the last book opens it after one read of the names' index.
    reads.length = 0;
    const last = names[names.length - 1];
    await page.goto(`/?libro=${encodeURIComponent(last.toUpperCase())}`);
    await expect(page.getByRole('dialog')).toBeVisible({ timeout: 60_000 });
    expect(reads.filter((r) => r === 'LibroByOrden')).toHaveLength(1);
    expect(reads).not.toContain('Libros');
  });
});
