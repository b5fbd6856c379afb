// The public pages with a real catalogue: starts a fresh local cloud per size (the demo content,
// then the ministry's size, then 5,000 of each), creates the catalogue through the API (each
// record with a file of its own: local-cloud/testing/catalogue.ts), and prints for /,
// /conferencias, /galeria, /devocionario and /contacto the Lighthouse mobile score, LCP, TBT and
// CLS (median of the runs), the time to the first card in a phone-sized window without
// throttling (median of as many loads), and the page's DOM nodes, beside a bare Vite + React
// page built and served here.
// Run: npm run bench:catalogue
//   BENCH_SIZES="300,3000,500;5000,5000,5000" (books,images,videos per size; the demo always runs)
//   BENCH_RUNS=3 (Lighthouse runs per route)
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium, type Browser } from '@playwright/test';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { seedCatalogue, type CatalogueSize } from '../local-cloud/testing/catalogue';
import { reachable, startSite, stopSite } from './site';

const ROOT = resolve(import.meta.dirname, '..');
const PORT = Number(process.env.PORT ?? 8080);
const BASE = `http://localhost:${PORT}`;
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const SIZES: CatalogueSize[] = (process.env.BENCH_SIZES ?? '300,3000,500;5000,5000,5000')
  .split(';')
  .filter(Boolean)
  .map((size) => {
    const [books, images, videos] = size.split(',').map(Number);
    return { books, images, videos };
  });

/** Each route and what its first card is. */
const ROUTES: Array<[string, string]> = [
  ['/', '.book-card'],
  ['/conferencias', 'article.video-card'],
  ['/galeria', '.gallery-card'],
  ['/devocionario', '.booklet-card'],
  ['/contacto', 'dl.contact__details'],
];

/** What one Lighthouse run measures. */
interface RunFigures {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
}

/** The medians of a route's runs, and its phone figures when the route has cards. */
interface RouteFigures extends RunFigures {
  /** The lowest and highest score of the runs: one machine's runs of the same page differ by several hundredths. */
  scoreRange: [number, number];
  firstCardMs?: number;
  nodes?: number;
}

/** What Lighthouse clears before each run by default (its constants.js). */
const LIGHTHOUSE_STORAGE_CLEARED = ['file_systems', 'shader_cache', 'service_workers', 'cache_storage'] as const;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One Lighthouse run with its mobile defaults (simulated slow 4G, 4x CPU slowdown), performance only. */
async function lighthouseRun(port: number, url: string) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    // Lighthouse keeps localStorage and IndexedDB by default: a guest identity of the previous
    // size's local cloud would then be refused by this one, and every data call would fail.
    clearStorageTypes: [...LIGHTHOUSE_STORAGE_CLEARED, 'local_storage' as const, 'indexeddb' as const],
  });
  if (!result) throw new Error('Lighthouse returned no result');
  return result.lhr;
}

/** Lighthouse's mobile defaults (simulated slow 4G, 4x CPU slowdown), median of RUNS. */
async function lighthouseFigures(port: number, url: string): Promise<Omit<RouteFigures, 'firstCardMs' | 'nodes'>> {
  const runs: RunFigures[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const lhr = await lighthouseRun(port, url);
    // The elements that moved, when the page shifted noticeably (Lighthouse's layout-shifts audit).
    const shifted = (lhr.audits['layout-shifts']?.details as { items?: Array<{ score: number; node?: { selector?: string } }> } | undefined)?.items ?? [];
    if ((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0) >= 0.02) {
      console.log(`    ${url} shifted: ${shifted.map((item) => `${item.node?.selector ?? '?'} ${item.score.toFixed(3)}`).join('; ')}`);
    }
    runs.push({
      score: lhr.categories.performance.score ?? 0,
      fcp: lhr.audits['first-contentful-paint']?.numericValue ?? NaN,
      lcp: lhr.audits['largest-contentful-paint']?.numericValue ?? NaN,
      tbt: lhr.audits['total-blocking-time']?.numericValue ?? NaN,
      cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    });
  }
  const scores = runs.map((r) => r.score);
  return {
    score: median(scores),
    scoreRange: [Math.min(...scores), Math.max(...scores)],
    fcp: median(runs.map((r) => r.fcp)),
    lcp: median(runs.map((r) => r.lcp)),
    tbt: median(runs.map((r) => r.tbt)),
    cls: median(runs.map((r) => r.cls)),
  };
}

/**
 * From navigation to the first card on screen in a phone-sized window (median of RUNS fresh
 * windows: one load varies by a few hundred milliseconds on a busy machine), and the DOM nodes
 * of the last one once settled. The time is the page's own clock (performance.now counts from
 * its navigation) at the first frame in which the card has a box (Playwright's "visible"; on a
 * phone the home page's first shelf starts below the banner): timing page.goto from outside
 * would also count the wait for the page's load event, which comes after every image on screen
 * has arrived.
 */
async function phoneFigures(browser: Browser, url: string, selector: string): Promise<{ firstCardMs: number; nodes: number }> {
  const times: number[] = [];
  let nodes = 0;
  for (let i = 0; i < RUNS; i += 1) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, locale: 'es-MX' });
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'commit' });
    const shown = await page.waitForFunction(
      (cardSelector) => {
        const box = document.querySelector(cardSelector)?.getBoundingClientRect();
        return box && box.width > 0 && box.height > 0 ? Math.round(performance.now()) : false;
      },
      selector,
      { polling: 'raf', timeout: 120_000 },
    );
    times.push((await shown.jsonValue()) as number);
    await page.waitForLoadState('networkidle').catch(() => undefined);
    nodes = await page.evaluate(() => document.querySelectorAll('*').length);
    await context.close();
  }
  return { firstCardMs: median(times), nodes };
}

/** A bare Vite + React page (one heading), built with the project's Vite and served statically. */
async function bareReactPage(dir: string): Promise<{ server: Server; url: string }> {
  mkdirSync(join(dir, 'src'), { recursive: true });
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Bare</title></head><body><div id="root"></div><script type="module" src="/src/main.jsx"></script></body></html>',
  );
  writeFileSync(
    join(dir, 'src', 'main.jsx'),
    "import { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('root')).render(<main><h1>Educando en la Fe</h1><p>Una página mínima de Vite y React.</p></main>);\n",
  );
  await build({
    root: dir,
    logLevel: 'silent',
    configFile: false,
    plugins: [react()],
    resolve: { alias: { react: resolve(ROOT, 'node_modules/react'), 'react-dom': resolve(ROOT, 'node_modules/react-dom') } },
    build: { outDir: join(dir, 'dist') },
  });
  const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
  const server = createServer((req, res) => {
    const path = req.url === '/' || !req.url ? '/index.html' : req.url.split('?')[0];
    try {
      const body = readFileSync(join(dir, 'dist', path));
      res.writeHead(200, { 'content-type': types[extname(path)] ?? 'application/octet-stream' });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const address = server.address();
  return { server, url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/` };
}

/*
 * FCP is shown because it decides much of a run's score and TBT: Lighthouse simulates the first
 * paint from the order it observed, and on this machine the page's header is sometimes painted
 * before the app's script runs (FCP near 1 s, and the script's start then counted as blocking)
 * and sometimes after (near 2 s). The simulator leaves a script out of the first paint only when
 * it sees the script evaluated after that paint, by its EvaluateScript trace event; Chrome records
 * module scripts without one (v8.evaluateModule has no URL), so every first-load module that has
 * finished downloading when the header is painted (about 180 kB, which arrives 50 to 120 ms after
 * navigation on localhost) counts as blocking that paint.
 */
const row = (label: string, f: RouteFigures) =>
  `  ${label.padEnd(16)} ${f.score.toFixed(2).padStart(5)} (${f.scoreRange[0].toFixed(2)}-${f.scoreRange[1].toFixed(2)})` +
  `  FCP ${(f.fcp / 1000).toFixed(1).padStart(4)} s  LCP ${(f.lcp / 1000).toFixed(1).padStart(5)} s  TBT ${f.tbt.toFixed(0).padStart(5)} ms  CLS ${f.cls.toFixed(3)}` +
  (f.firstCardMs !== undefined ? `  first card ${String(f.firstCardMs).padStart(5)} ms  DOM ${String(f.nodes).padStart(6)} nodes` : '');

async function main(): Promise<void> {
  if (await reachable(BASE)) throw new Error(`something already answers at ${BASE}: run this in its own network namespace`);
  const work = mkdtempSync(join(tmpdir(), 'bench-catalogue-'));
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
  });
  try {
    const bare = await bareReactPage(join(work, 'bare'));
    // A first run that is not counted: in a Chromium just launched, the first Lighthouse run on
    // this machine drew at one frame per second in two loads of three (first paint at 1.2 or
    // 2.2 s whatever the page), which would tell against whichever page comes first.
    await lighthouseRun(chrome.port, bare.url);
    const bareFigures = await lighthouseFigures(chrome.port, bare.url);
    bare.server.close();
    console.log(`Lighthouse mobile (median of ${RUNS}, lowest-highest score in brackets), first card (median of ${RUNS}) and DOM in a 412 px window without throttling`);
    console.log(row('bare Vite+React', bareFigures));

    for (const [index, size] of [null, ...SIZES].entries()) {
      const dataDir = join(work, `cloud-${index}`);
      const site = await startSite(BASE, PORT, dataDir);
      try {
        const label = size ? `${size.books} books, ${size.images} images, ${size.videos} videos` : 'demo content';
        if (size) {
          const started = Date.now();
          await seedCatalogue({ dataDir }, size);
          console.log(`\n${label} (created through the API in ${((Date.now() - started) / 1000).toFixed(0)} s)`);
        } else console.log(`\n${label}`);
        for (const [path, selector] of ROUTES) {
          const phone = await phoneFigures(browser, `${BASE}${path}`, selector);
          const figures = { ...(await lighthouseFigures(chrome.port, `${BASE}${path}`)), ...phone };
          console.log(row(path, figures));
        }
      } finally {
        await stopSite(site, BASE);
      }
    }
  } finally {
    await browser.close();
    await chrome.kill();
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
