// `npm start`: builds the SPA, starts the local cloud and serves dist/ on PORT (8080).
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import sirv from 'sirv';
import type { LocalCloud } from '../local-cloud/main';
import { settings } from '../local-cloud/shared/settings';

const ROOT = resolve(import.meta.dirname, '..');
const DIST = resolve(ROOT, 'dist');

/** Text files worth sending compressed; the rest (images, audio, video) are compressed already. */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.xml', '.map', '.webmanifest']);
const MIN_COMPRESS_BYTES = 1024;

/** Paths that name files; a miss there is a 404, not the app (a stale chunk must not parse HTML as JS). */
const FILE_ONLY_PREFIXES = ['/assets/', '/locales/'];

/** Writes .br and .gz beside every compressible file of dir, which sirv then serves by Accept-Encoding. */
export function precompress(dir: string): number {
  let count = 0;
  for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const file = join(dir, name);
    if (!COMPRESSIBLE.has(extname(file)) || !statSync(file).isFile()) continue;
    const content = readFileSync(file);
    if (content.length < MIN_COMPRESS_BYTES) continue;
    writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
    count++;
  }
  return count;
}

/**
 * The static site: files of dir with their content types, precompressed bodies when the
 * client accepts them, a year of immutable cache for the hashed /assets/ files and
 * revalidation for the rest, and index.html for any other path (client-side routes).
 */
export function createSpaHandler(dir: string): (req: IncomingMessage, res: ServerResponse) => void {
  const headers = (res: ServerResponse, pathname: string) => {
    res.setHeader(
      'Cache-Control',
      pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    );
    res.setHeader('X-Content-Type-Options', 'nosniff');
  };
  const files = sirv(dir, { dev: false, etag: true, gzip: true, brotli: true, setHeaders: headers });
  const app = sirv(dir, { dev: false, etag: true, gzip: true, brotli: true, single: true, setHeaders: headers });
  const notFound = (res: ServerResponse) => {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Not found');
  };
  return (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' });
      res.end();
      return;
    }
    const pathname = (req.url ?? '/').split('?')[0];
    if (FILE_ONLY_PREFIXES.some((prefix) => pathname.startsWith(prefix))) files(req, res, () => notFound(res));
    else app(req, res, () => notFound(res));
  };
}

async function buildSpa(log: (m: string) => void): Promise<void> {
  if (process.env.SKIP_BUILD === '1' && existsSync(join(DIST, 'index.html'))) {
    log('SKIP_BUILD=1: serving the existing dist/');
    return;
  }
  log('building the site with vite...');
  const { build } = await import('vite');
  await build({ root: ROOT, logLevel: 'warn', build: { outDir: DIST, emptyOutDir: true } });
  log(`precompressed ${precompress(DIST)} files`);
}

async function startCloud(log: (m: string) => void): Promise<LocalCloud | undefined> {
  if (!settings().embedded) {
    log('LOCAL_CLOUD=0: not starting the local cloud (the site talks to what amplify_outputs.json names)');
    return undefined;
  }
  // Loaded only when used, so LOCAL_CLOUD=0 and the tests of this file do not open the services' modules.
  const { startLocalCloud } = await import('../local-cloud/main');
  return startLocalCloud({ log: (m) => console.log(`[local-cloud] ${m}`) });
}

function listen(server: Server, port: number): Promise<number> {
  return new Promise((done, fail) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      fail(error.code === 'EADDRINUSE' ? new Error(`Port ${port} is in use (set PORT to use another one)`) : error),
    );
    server.listen(port, () => {
      const address = server.address();
      done(typeof address === 'object' && address ? address.port : port);
    });
  });
}

export async function main(): Promise<void> {
  const log = (m: string) => console.log(`[start] ${m}`);
  const port = settings().sitePort;

  await buildSpa(log);
  const cloud = await startCloud(log);
  const server = createServer(createSpaHandler(DIST));
  const actualPort = await listen(server, port);
  log(`Educando en la Fe: http://localhost:${actualPort}`);
  if (cloud) log(`local cloud: ${cloud.gatewayUrl} (Cognito, AppSync) and ${cloud.storageUrl} (S3)`);

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1); // a second signal: give up waiting
    stopping = true;
    log(`${signal}: stopping`);
    server.closeAllConnections();
    const closing = Promise.all([
      new Promise<void>((done) => server.close(() => done())),
      cloud?.close(),
    ]);
    closing.then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().catch((error: unknown) => {
    console.error('[start] failed:', error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
