import { mkdirSync, mkdtempSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { request } from 'node:http';
import { createSpaHandler, precompress } from './start';

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function get(base: string, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Reply> {
  return new Promise((done, fail) => {
    const req = request(new URL(path, base), { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', fail);
    req.end();
  });
}

describe('static site server of npm start', () => {
  let dir: string;
  let server: Server;
  let base: string;
  const bigScript = `console.log(${JSON.stringify('x'.repeat(5000))});\n`;
  const indexHtml = '<!doctype html><html><body><div id="root"></div></body></html>';

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'spa-'));
    mkdirSync(join(dir, 'assets'));
    mkdirSync(join(dir, 'locales', 'es'), { recursive: true });
    writeFileSync(join(dir, 'index.html'), indexHtml);
    writeFileSync(join(dir, 'assets', 'index-abc123.js'), bigScript);
    writeFileSync(join(dir, 'assets', 'index-abc123.css'), `body{color:red}${' '.repeat(2000)}`);
    writeFileSync(join(dir, 'assets', 'tiny-1.js'), 'export{}');
    writeFileSync(join(dir, 'locales', 'es', 'common.json'), '{"a":"b"}');
    writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    expect(precompress(dir)).toBe(2);
    server = createServer(createSpaHandler(dir));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise<void>((r) => server.close(() => r()));
    rmSync(dir, { recursive: true, force: true });
  });

  it('writes compressed copies only of large text files', () => {
    expect(existsSync(join(dir, 'assets', 'index-abc123.js.br'))).toBe(true);
    expect(existsSync(join(dir, 'assets', 'index-abc123.js.gz'))).toBe(true);
    expect(existsSync(join(dir, 'assets', 'tiny-1.js.gz'))).toBe(false);
    expect(existsSync(join(dir, 'index.html.gz'))).toBe(false);
  });

  it('answers client-side routes with index.html', async () => {
    for (const path of ['/', '/conferencias', '/admin/banner', '/no/such/page', '/visor-libro?x=1']) {
      const reply = await get(base, path);
      expect(reply.status, path).toBe(200);
      expect(reply.headers['content-type']).toMatch(/^text\/html/);
      expect(reply.body.toString()).toBe(indexHtml);
      expect(reply.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves files with their content types', async () => {
    const js = await get(base, '/assets/tiny-1.js');
    expect(js.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(js.body.toString()).toBe('export{}');
    const json = await get(base, '/locales/es/common.json');
    expect(json.headers['content-type']).toMatch(/^application\/json/);
    const svg = await get(base, '/favicon.svg');
    expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
  });

  it('sends brotli or gzip when accepted, and caches hashed assets for a year', async () => {
    const br = await get(base, '/assets/index-abc123.js', { 'Accept-Encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(bigScript);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-type']).toMatch(/javascript/);

    const gz = await get(base, '/assets/index-abc123.css', { 'Accept-Encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toMatch(/^body\{color:red\}/);

    const plain = await get(base, '/assets/index-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(bigScript);
  });

  it('answers 404 for a missing asset or translation file instead of the page', async () => {
    expect((await get(base, '/assets/gone-999.js')).status).toBe(404);
    expect((await get(base, '/locales/xx/none.json')).status).toBe(404);
  });

  it('refuses methods other than GET and HEAD', async () => {
    expect((await get(base, '/', {}, 'POST')).status).toBe(405);
    expect((await get(base, '/', {}, 'HEAD')).status).toBe(200);
  });
});
