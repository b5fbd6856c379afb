import { expect, test } from '@playwright/test';
import { booklets } from '../local-cloud/seed/media-manifest';

// Videos, activity images and booklets against `npm start`'s stack with the demo content, as a guest.

test.describe('video gallery', () => {
  test('lists the seeded videos with their texts and filters by tag', async ({ page }) => {
    await page.goto('/conferencias');
    await expect(page.getByRole('heading', { level: 1, name: 'Galeria de Videos' })).toBeVisible();
    const cards = page.locator('article.video-card');
    await expect(cards.first()).toBeVisible();
    const total = await cards.count();
    await expect(cards.first()).toContainText(/me gusta/);
    await expect(cards.first()).toContainText(/vistas?/);
    await expect(cards.first()).toContainText(/Hace \d+ \w+|Justo ahora/);
    const filter = page.getByRole('group', { name: 'Filtrar por etiqueta' });
    await expect(filter.getByRole('button', { name: 'Todos' })).toHaveAttribute('aria-pressed', 'true');
    const tagButtons = filter.getByRole('button');
    expect(await tagButtons.count()).toBeGreaterThan(1);
    await tagButtons.nth(1).click();
    expect(await cards.count()).toBeLessThanOrEqual(total);
    await filter.getByRole('button', { name: 'Todos' }).click();
    await expect(cards).toHaveCount(total);
  });

  test("the first thumbnail is the one the page's start-up script signed and started: downloaded once, and shown by its card", async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto('/conferencias');
    const first = page.locator('article.video-card img').first();
    await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.naturalWidth), { timeout: 15_000 }).toBeGreaterThan(0);
    const facts = await first.evaluate((img: HTMLImageElement) => {
      const object = (url: string) => new URL(url).pathname.replace(/\.w\d+\.webp$/, '');
      // The start-up script's link comes first and offers every file of the picture; the screen's own, if any, the one it draws.
      const head = document.querySelector('link[rel="preload"][as="image"]');
      const offered = (head?.getAttribute('imagesrcset') ?? '').split(', ').map((candidate) => candidate.split(' ')[0]!);
      return {
        shown: img.currentSrc,
        offered,
        downloads: performance.getEntriesByType('resource').filter((e) => object(e.name) === object(img.currentSrc)).length,
      };
    });
    expect(facts.offered).toHaveLength(5);
    expect(facts.offered).toContain(facts.shown);
    // aws-amplify's getUrl names its operation in the URL; the start-up script's presigned URL does not.
    expect(facts.shown).not.toContain('x-id=GetObject');
    expect(facts.downloads).toBe(1);
  });

  test('a free video plays and counts a view', async ({ page }) => {
    await page.goto('/conferencias');
    const free = page.locator('article.video-card', { hasText: 'Público' }).first();
    await expect(free).toBeVisible();
    const title = (await free.getByRole('heading').textContent()) ?? '';
    const viewsBefore = Number(/(\d+) vistas?/.exec((await free.textContent()) ?? '')?.[1]);
    await free.getByRole('button', { name: `Ver ${title}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Reproduccion de Video' })).toBeVisible();
    // The server counted the view (other journeys may count theirs too, hence "more than").
    const player = page.getByRole('region', { name: title });
    await expect
      .poll(async () => Number(/(\d+) vistas?/.exec((await player.textContent()) ?? '')?.[1]))
      .toBeGreaterThan(viewsBefore);
    const video = page.locator('video');
    await expect(video).toHaveAttribute('src', /conferencias\/publico\//);
    // Muted playback is always allowed; the clip must decode and advance.
    await video.evaluate((v: HTMLVideoElement) => {
      v.muted = true;
      return v.play();
    });
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 }).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Cerrar video' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Galeria de Videos' })).toBeVisible();
  });

  test('Escape closes the player and focus returns to the gallery heading', async ({ page }) => {
    await page.goto('/conferencias');
    const free = page.locator('article.video-card', { hasText: 'Público' }).first();
    await free.getByRole('button').first().click();
    await expect(page.locator('video')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('video')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Galeria de Videos' })).toBeFocused();
  });

  test('a paid video shows a guest the access panel with the Spanish sentence, not the video', async ({ page }) => {
    await page.goto('/conferencias');
    const paid = page.locator('article.video-card', { hasText: 'Privado' }).first();
    await expect(paid).toBeVisible();
    await paid.getByRole('button').first().click();
    const panel = page.getByRole('dialog');
    await expect(panel).toContainText('Este video es privado. Debes realizar el pago para acceder.');
    await expect(panel.getByRole('link', { name: 'Iniciar sesión para solicitar acceso' })).toBeVisible();
    await expect(page.locator('video')).toHaveCount(0);
  });
});

test.describe('activities and theory', () => {
  test('shows the seeded images with tag chips, opens a public one and refuses a private one', async ({ page }) => {
    await page.goto('/galeria');
    await expect(page.getByRole('heading', { level: 1, name: 'Actividades sugeridas y Teoria' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Filtrar por etiqueta' }).getByRole('button', { name: 'Todos' })).toBeVisible();
    const publicImage = page.locator('.gallery-card img').first();
    await expect.poll(() => publicImage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByRole('list', { name: 'Etiquetas' }).first().getByRole('listitem').first()).toBeVisible();

    await publicImage.click();
    const viewer = page.getByRole('dialog', { name: 'Imagen' });
    await expect(viewer).toBeVisible();
    const close = viewer.getByRole('button', { name: 'Cerrar imagen' });
    await page.mouse.move(200, 200);
    await page.mouse.move(220, 220);
    await expect(close).toHaveAttribute('data-visible', 'true');
    await close.click();
    await expect(viewer).toBeHidden();

    const locked = page.locator('.gallery-card__open', { hasText: 'Imagen con donativo' }).first();
    await expect(locked).toBeVisible();
    await locked.click();
    const panel = page.getByRole('dialog', { name: /^Imagen con donativo/ });
    await expect(panel).toContainText('Esta imagen requiere un donativo para verla.');
    // Never the private object: the panel holds no image at all, only a placeholder.
    await expect(panel.locator('img')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test("on a phone's connection the first picture downloads alone, and the others start once it is in", async ({ page }) => {
    // Wide enough for the first public picture (the third card: the first two are locked) to be
    // in the grid's first rows.
    await page.setViewportSize({ width: 1024, height: 768 });
    // A slow phone link (150 ms, 1.6 Mbps), where pictures downloading together share the bandwidth.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await page.goto('/galeria');
    const pictures = page.locator('.gallery-card img');
    await expect(pictures.nth(1)).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => pictures.nth(1).evaluate((img: HTMLImageElement) => img.naturalWidth), { timeout: 30_000 }).toBeGreaterThan(0);

    // An entry is added when its download ends, which can be after the image has its size (the
    // first bytes decoded): the timings are read once another picture's download has ended.
    const readTiming = () =>
      page.evaluate(() => {
        const objectOf = (url: string) => new URL(url).pathname;
        const lead = document.querySelector<HTMLLinkElement>('link[rel="preload"][as="image"]');
        const entries = performance
          .getEntriesByType('resource')
          .filter((e) => objectOf(e.name).includes('/galeria/')) as PerformanceResourceTiming[];
        const leadObject = lead ? objectOf(lead.href).replace(/\.w\d+\.webp$/, '') : '';
        const isLead = (e: PerformanceResourceTiming) => objectOf(e.name).replace(/\.w\d+\.webp$/, '') === leadObject;
        return {
          lead: leadObject,
          leadEnd: Math.max(...entries.filter(isLead).map((e) => e.responseEnd)),
          othersStart: entries.filter((e) => !isLead(e)).map((e) => Math.round(e.startTime)),
        };
      });
    await expect.poll(async () => (await readTiming()).othersStart.length, { timeout: 30_000 }).toBeGreaterThan(0);
    const timing = await readTiming();
    expect(timing.lead).toContain('/galeria/');
    for (const start of timing.othersStart) expect(start, JSON.stringify(timing)).toBeGreaterThanOrEqual(timing.leadEnd);
  });
});

test.describe('galeria on a phone', () => {
  test('downloads no picture ahead of the page when none is in view, and shows each one reached', async ({ page }) => {
    // At 412 px the grid has one column: the two locked cards fill the first screen, and the
    // first public picture is the third card, below it.
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto('/galeria');
    const cards = page.locator('.gallery-card');
    await expect(cards.nth(2)).toBeAttached();
    await expect(cards.nth(0).locator('img')).toHaveCount(0);
    await expect(cards.nth(1).locator('img')).toHaveCount(0);
    expect(await page.locator('link[rel="preload"][as="image"]').count()).toBe(0);
    const third = cards.nth(2).locator('img');
    await third.scrollIntoViewIfNeeded();
    await expect.poll(() => third.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(await page.locator('link[rel="preload"][as="image"]').count()).toBe(0);
  });
});

test.describe('devocionario', () => {
  test('shows the booklets with their first page and opens one in the flip viewer', async ({ page }) => {
    await page.goto('/devocionario');
    await expect(page.getByRole('heading', { level: 1, name: 'Devocionario' })).toBeVisible();
    const card = page.getByRole('button', { name: /^Abrir el devocionario / }).first();
    await expect(card).toBeVisible();
    const firstPage = card.getByRole('img', { name: /^Primera página de / });
    await expect.poll(() => firstPage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const name = ((await card.getAttribute('aria-label')) ?? '').replace(/^Abrir el devocionario /, '');
    await card.click();
    const dialog = page.getByRole('dialog', { name: `Devocionario: ${name}` });
    await expect(dialog.locator('.book-viewer__counter')).toHaveText('Portada');
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await expect(dialog).toBeHidden();
  });

  test('a card takes its first page from the booklet record, without listing the folder', async ({ page }) => {
    // The seeded booklets carry their first page (Devocionario.portada), as the studio keeps it.
    const seeded = booklets.map((booklet) => `devocionario/${booklet.pagesFolder}/`);
    const listed: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.searchParams.get('list-type') === '2') listed.push(url.searchParams.get('prefix') ?? '');
    });
    await page.goto('/devocionario');
    for (const booklet of booklets) {
      const card = page.getByRole('button', { name: `Abrir el devocionario ${booklet.name}` });
      await card.scrollIntoViewIfNeeded();
      const firstPage = card.getByRole('img', { name: `Primera página de ${booklet.name}` });
      await expect.poll(() => firstPage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      expect(decodeURIComponent(await firstPage.evaluate((img: HTMLImageElement) => img.currentSrc))).toContain(booklet.pageKeys[0]);
    }
    expect(listed.filter((prefix) => seeded.includes(prefix))).toEqual([]);
  });
});
