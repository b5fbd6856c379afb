import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { absoluteSharingUrls, inlineSvgIcon } from '../vite.config';

const ROOT = resolve(import.meta.dirname, '..');
const PUBLIC = join(ROOT, 'public');
const html = readFileSync(join(ROOT, 'index.html'), 'utf8');

const meta = (attribute: 'name' | 'property', key: string, page = html) =>
  new RegExp(`<meta ${attribute}="${key.replace(/[:]/g, '\\$&')}" content="([^"]*)"`).exec(page)?.[1];

/** Width and height of a PNG (IHDR) or a baseline/progressive JPEG (SOF0/SOF2). */
function imageSize(file: string): { width: number; height: number; type: string } {
  const data = readFileSync(file);
  if (data.subarray(1, 4).toString() === 'PNG') return { width: data.readUInt32BE(16), height: data.readUInt32BE(20), type: 'image/png' };
  for (let i = 2; i < data.length; ) {
    const marker = data[i + 1];
    if (marker === 0xc0 || marker === 0xc2) return { width: data.readUInt16BE(i + 7), height: data.readUInt16BE(i + 5), type: 'image/jpeg' };
    i += 2 + data.readUInt16BE(i + 2);
  }
  throw new Error(`${file}: not a PNG or JPEG`);
}

describe('sharing and installing the site', () => {
  it('describes the site to search engines and link previews, in Spanish', () => {
    expect(html).toContain('<html lang="es">');
    expect(meta('name', 'description')).toMatch(/catequistas y familias/);
    expect(meta('property', 'og:title')).toBe('Educando en la Fe');
    expect(meta('property', 'og:locale')).toBe('es_MX');
    expect(meta('property', 'og:description')).toBeTruthy();
    expect(meta('name', 'twitter:card')).toBe('summary_large_image');
    expect(meta('name', 'twitter:image')).toBe(meta('property', 'og:image'));
  });

  it('shows a 1200 × 630 sharing image that exists', () => {
    const image = meta('property', 'og:image')!;
    const size = imageSize(join(PUBLIC, image));
    expect(size).toEqual({ width: 1200, height: 630, type: meta('property', 'og:image:type') });
    expect(meta('property', 'og:image:width')).toBe('1200');
    expect(meta('property', 'og:image:height')).toBe('630');
    expect(readFileSync(join(PUBLIC, image)).length).toBeLessThan(300 * 1024);
  });

  it('can be installed: a manifest with the theme colour and icons of the sizes it names', () => {
    // Linked by the page's head once the page has loaded.
    const script = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]).find((code) => code.includes('manifest'))!;
    const listeners = new Map<string, () => void>();
    const timers: Array<[() => void, number]> = [];
    const appended: Array<{ rel: string; href: string }> = [];
    const document = { createElement: () => ({ rel: '', href: '' }), head: { append: (link: { rel: string; href: string }) => appended.push(link) } };
    new Function('addEventListener', 'setTimeout', 'document', script)(
      (type: string, listener: () => void) => listeners.set(type, listener),
      (run: () => void, ms: number) => timers.push([run, ms]),
      document,
    );
    listeners.get('load')!();
    expect(appended).toEqual([]);
    expect(timers.map(([, ms]) => ms)).toEqual([3000]);
    timers[0][0]();
    expect(appended).toEqual([{ rel: 'manifest', href: '/manifest.webmanifest' }]);
    const manifest = JSON.parse(readFileSync(join(PUBLIC, 'manifest.webmanifest'), 'utf8'));
    expect(manifest).toMatchObject({ name: 'Educando en la Fe', lang: 'es', start_url: '/', display: 'standalone' });
    expect(manifest.theme_color).toBe(meta('name', 'theme-color'));
    expect(manifest.icons.map((icon: { purpose: string }) => icon.purpose)).toEqual(['any', 'any', 'maskable']);
    for (const icon of manifest.icons as { src: string; sizes: string; type: string }[]) {
      const { width, height, type } = imageSize(join(PUBLIC, icon.src));
      expect(`${width}x${height}`).toBe(icon.sizes);
      expect(type).toBe(icon.type);
    }
    const touch = /<link rel="apple-touch-icon" href="([^"]+)"/.exec(html)![1];
    expect(imageSize(join(PUBLIC, touch))).toMatchObject({ width: 180, height: 180 });
  });

  it("writes the page's SVG icon into the page, as the file has it", () => {
    const built = inlineSvgIcon(html, (path) => readFileSync(join(PUBLIC, path), 'utf8'));
    const href = /<link rel="icon" type="image\/svg\+xml" href="([^"]+)"/.exec(built)![1];
    expect(href).toMatch(/^data:image\/svg\+xml,/);
    expect(decodeURIComponent(href.slice('data:image/svg+xml,'.length))).toBe(readFileSync(join(PUBLIC, 'favicon.svg'), 'utf8').trim());
    // Only the icon's address changes.
    expect(built.replace(href, '/favicon.svg')).toBe(html);
    const png = '<link rel="icon" type="image/png" href="/icon.png" />';
    expect(inlineSvgIcon(png, () => 'unused')).toBe(png);
  });

  it('makes the sharing addresses absolute when the build knows the site address', () => {
    expect(absoluteSharingUrls(html, undefined)).toBe(html);
    const built = absoluteSharingUrls(html, 'https://educandoenlafe.org/');
    expect(meta('property', 'og:image', built)).toBe('https://educandoenlafe.org/og-image.jpg');
    expect(meta('name', 'twitter:image', built)).toBe('https://educandoenlafe.org/og-image.jpg');
    expect(meta('property', 'og:url', built)).toBe('https://educandoenlafe.org/');
    // Only the sharing tags change.
    expect(built.replace(/https:\/\/educandoenlafe\.org/g, '')).toBe(html);
  });
});
