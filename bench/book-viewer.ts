// How fast the flip viewer opens a 300-page book, against the smallest demo book opened the same
// way in the same run, and how many page images the document holds while flipping through all
// 300 pages with the normal page-turn animation. Usage:
//   npx tsx bench/book-viewer.ts [BASE_URL]
// BASE_URL defaults to http://localhost:${PORT:-8080}; when nothing answers there the script
// starts `npm start`'s server itself (with a fresh data directory) and stops it at the end.
// An existing server must use LOCAL_CLOUD_DIR (default .local-cloud/), whose operator
// credentials upload the long book. BENCH_RUNS=N opens each book N times (default 5).
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import { books } from '../local-cloud/seed/media-manifest';
import { seedLongBook } from '../local-cloud/testing/long-book';
import { reachable, startSite } from './site';

const ROOT = resolve(import.meta.dirname, '..');
const PORT = Number(process.env.PORT ?? 8080);
const base = process.argv[2] ?? `http://localhost:${PORT}`;
const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
const PAGES = 300;
const LONG_BOOK = 'Otros - Libro de 300 páginas';
/** The target: the first spread on screen within a second of the click. */
const TARGET_OPEN_MS = 1000;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * A desktop-sized context. tsx compiles this file keeping function names, which wraps the inner
 * functions of page-side callbacks in a `__name` helper the page lacks: the page gets a no-op one.
 */
async function newContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: 'es-MX' });
  await context.addInitScript('globalThis.__name = (fn) => fn;');
  return context;
}

/** Milliseconds from the click on a book's card to its cover decoded on screen, in a fresh browser context (cold cache). */
async function openTime(browser: Browser, name: string): Promise<number> {
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.goto(base);
  const card = page.getByRole('button', { name: `Abrir el libro ${name}` });
  for (const more of await page.getByRole('button', { name: 'Mostrar mas' }).all()) {
    if (!(await card.isVisible())) await more.click();
  }
  await card.waitFor();
  const ms = await card.evaluate(
    (button: HTMLElement) =>
      new Promise<number>((done) => {
        const start = performance.now();
        button.click();
        const check = () => {
          const cover = document.querySelector<HTMLImageElement>('[role="dialog"] [data-page="0"] img');
          if (cover?.complete && cover.naturalWidth > 0) done(performance.now() - start);
          else requestAnimationFrame(check);
        };
        check();
      }),
  );
  await context.close();
  return ms;
}

/** Flips through the whole book with the usual animation; answers the turns and the most page images seen at once. */
async function flipThrough(browser: Browser, name: string): Promise<{ turns: number; most: number; seconds: number }> {
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.goto(`${base}/?${new URLSearchParams({ libro: name }).toString()}`);
  await page.locator('.book-viewer__counter').filter({ hasText: 'Portada' }).waitFor({ timeout: 60_000 });
  const started = Date.now();
  const result = await page.evaluate(async () => {
    const dialog = document.querySelector('[role="dialog"]')!;
    const counterText = () => dialog.querySelector('.book-viewer__counter')?.textContent ?? '';
    const next = () => dialog.querySelector<HTMLButtonElement>('button[aria-label="Página siguiente"]')!;
    const frame = () => new Promise((done) => requestAnimationFrame(done));
    let turns = 0;
    let most = 0;
    while (!next().disabled && turns < 1000) {
      const before = counterText();
      next().click();
      for (let waited = 0; counterText() === before; waited += 1) {
        if (waited > 3000) throw new Error(`no turn after ${before}`);
        most = Math.max(most, dialog.querySelectorAll('img.book-page__image').length);
        await frame();
      }
      turns += 1;
      most = Math.max(most, dialog.querySelectorAll('img.book-page__image').length);
    }
    return { turns, most };
  });
  await context.close();
  return { ...result, seconds: (Date.now() - started) / 1000 };
}

async function main() {
  let site: ChildProcess | undefined;
  let ownDir: string | undefined;
  let dataDir = resolve(process.env.LOCAL_CLOUD_DIR ?? join(ROOT, '.local-cloud'));
  if (!(await reachable(base))) {
    ownDir = mkdtempSync(join(tmpdir(), 'bench-viewer-'));
    dataDir = ownDir;
    console.log(`nothing at ${base}: starting npm start's server with a fresh data directory...`);
    site = await startSite(base, PORT, dataDir);
  }
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    await seedLongBook({ dataDir, name: LONG_BOOK, pages: PAGES });
    const baseline = [...books].sort((a, b) => a.pageKeys.length - b.pageKeys.length)[0];
    const short: number[] = [];
    const long: number[] = [];
    for (let i = 0; i < runs; i += 1) {
      short.push(await openTime(browser, baseline.name));
      long.push(await openTime(browser, LONG_BOOK));
    }
    const shortMs = median(short);
    const longMs = median(long);
    console.log(`first spread visible after the click (cold cache, median of ${runs}, viewer code and page listing included):`);
    console.log(`  ${baseline.name} (${baseline.pageKeys.length} pages): ${shortMs.toFixed(0)} ms  [${short.map((v) => v.toFixed(0)).join(', ')}]`);
    console.log(`  ${LONG_BOOK} (${PAGES} pages): ${longMs.toFixed(0)} ms  [${long.map((v) => v.toFixed(0)).join(', ')}]`);
    console.log(`  ratio 300 pages / ${baseline.pageKeys.length} pages: ${(longMs / shortMs).toFixed(2)} (target: under ${TARGET_OPEN_MS} ms)`);
    const walk = await flipThrough(browser, LONG_BOOK);
    console.log(
      `flipping through all ${PAGES} pages (${walk.turns} turns, ${walk.seconds.toFixed(0)} s with the page animation): ` +
        `at most ${walk.most} page images in the document at once, of ${PAGES + 1} pages`,
    );
    process.exitCode = longMs < TARGET_OPEN_MS ? 0 : 1;
  } finally {
    await browser.close();
    if (site?.pid) process.kill(-site.pid, 'SIGTERM');
    if (ownDir) setTimeout(() => rmSync(ownDir, { recursive: true, force: true }), 3000);
  }
}

await main();
