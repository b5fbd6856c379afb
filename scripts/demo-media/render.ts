// Renders the demo pictures with Debian's Chromium (through Playwright, already used by the browser
// tests): each picture is an HTML page of SVG drawings and text, so text wraps, hyphenates and uses
// real fonts. The screenshot becomes the original (JPEG, or WebP from the browser's canvas encoder);
// each smaller WebP rendition is the same page drawn again at its width.
import { pathToFileURL } from 'node:url';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';

const FONTS = resolve(import.meta.dirname, '../../node_modules/@fontsource');

/** The fonts every picture may use: Nunito (rounded, for children) and Lora (a book serif). */
export const FONT_FACES = [
  ...[400, 600, 700, 800, 900].map((w) => ['Nunito', 'nunito', w] as const),
  ...[400, 500, 600, 700].map((w) => ['Lora', 'lora', w] as const),
]
  .map(
    ([family, dir, weight]) =>
      `@font-face{font-family:'${family}';font-weight:${weight};font-style:normal;src:url('${pathToFileURL(
        `${FONTS}/${dir}/files/${dir}-latin-${weight}-normal.woff2`,
      ).href}') format('woff2');}`,
  )
  .concat(
    `@font-face{font-family:'Lora';font-weight:400;font-style:italic;src:url('${pathToFileURL(
      `${FONTS}/lora/files/lora-latin-400-italic.woff2`,
    ).href}') format('woff2');}`,
  )
  .join('\n');

export interface Picture {
  /** The document's body (its <style> included). */
  html: string;
  /** Layout size in CSS pixels. */
  width: number;
  height: number;
  /** Output pixels per CSS pixel (1 unless said). */
  scale?: number;
}

export interface Encoded {
  original: Buffer;
  /** WebP renditions by width. */
  renditions: Map<number, Buffer>;
}

export class Renderer {
  private readonly dir = mkdtempSync(join(tmpdir(), 'demo-media-'));
  private readonly file = join(this.dir, 'picture.html');

  private readonly pages = new Map<number, Page>();
  private page!: Page;

  private constructor(private readonly browser: Browser) {}

  static async start(): Promise<Renderer> {
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--font-render-hinting=none', '--allow-file-access-from-files'],
    });
    return new Renderer(browser);
  }

  /** One tab per output scale (the device scale factor is fixed per browser context). */
  private async tab(scale: number): Promise<Page> {
    let page = this.pages.get(scale);
    if (!page) {
      page = await this.browser.newPage({ deviceScaleFactor: scale });
      this.pages.set(scale, page);
    }
    return page;
  }

  async close(): Promise<void> {
    await this.browser.close();
    rmSync(this.dir, { recursive: true, force: true });
  }

  private async show(picture: Picture): Promise<void> {
    this.page = await this.tab(picture.scale ?? 1);
    await this.page.setViewportSize({ width: picture.width, height: picture.height });
    const doc = `<!doctype html><html lang="es"><head><meta charset="utf-8"><style>${FONT_FACES}
      html,body{margin:0;padding:0;width:${picture.width}px;height:${picture.height}px;overflow:hidden;}
      *{box-sizing:border-box;}</style></head><body>${picture.html}</body></html>`;
    // Served from a file, so the page may load the fonts from node_modules.
    writeFileSync(this.file, doc);
    await this.page.goto(pathToFileURL(this.file).href, { waitUntil: 'load' });
    await this.page.evaluate(() => document.fonts.ready.then(() => undefined));
    // Boxes marked data-shrink lower their type size until their text fits (not below 14 px).
    await this.page.evaluate(() => {
      for (const el of document.querySelectorAll<HTMLElement>('[data-shrink]')) {
        let size = parseFloat(getComputedStyle(el).fontSize);
        while ((el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1) && size > 14) {
          size -= 0.5;
          el.style.fontSize = `${size}px`;
        }
      }
    });
    // Text must fit its box: a page whose words run over would be printed cut.
    const overflowing = await this.page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('[data-fit]')]
        .filter((el) => el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1)
        .map((el) => `${el.className}: ${el.scrollHeight} > ${el.clientHeight}: ${el.textContent?.slice(0, 60)}`),
    );
    if (overflowing.length) throw new Error(`text does not fit: ${overflowing.join('; ')}`);
  }

  /**
   * The picture as `format` (JPEG at `quality`, or PNG), and WebP renditions at the given
   * widths (each keeps the aspect ratio).
   */
  async render(
    picture: Picture,
    options: { format: 'jpeg' | 'webp'; quality: number; renditionWidths: readonly number[]; webpQuality: number },
  ): Promise<Encoded> {
    await this.show(picture);
    const clip = { x: 0, y: 0, width: picture.width, height: picture.height };
    const original =
      options.format === 'jpeg'
        ? await this.page.screenshot({ type: 'jpeg', quality: options.quality, clip })
        : await this.webp(await this.page.screenshot({ type: 'png', clip }), Math.round(picture.width * (picture.scale ?? 1)), options.quality / 100);
    const renditions = new Map<number, Buffer>();
    for (const width of options.renditionWidths) {
      // Drawn again at the rendition's size (sharper text than scaling the original down).
      await this.show({ ...picture, scale: width / picture.width });
      const png = await this.page.screenshot({ type: 'png', clip });
      renditions.set(width, await this.webp(png, width, options.webpQuality));
    }
    return { original, renditions };
  }

  /** A PNG scaled to `width` and encoded as WebP by the browser's canvas. */
  async webp(png: Buffer, width: number, quality: number): Promise<Buffer> {
    const base64 = await this.page.evaluate(
      async ({ data, width, quality }) => {
        const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
        const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
        const height = Math.round((bitmap.height * width) / bitmap.width);
        const scaled = await createImageBitmap(bitmap, { resizeWidth: width, resizeHeight: height, resizeQuality: 'high' });
        const canvas = new OffscreenCanvas(width, height);
        canvas.getContext('2d')!.drawImage(scaled, 0, 0);
        const blob = await canvas.convertToBlob({ type: 'image/webp', quality });
        const buffer = new Uint8Array(await blob.arrayBuffer());
        let binary = '';
        for (let i = 0; i < buffer.length; i += 0x8000) binary += String.fromCharCode(...buffer.subarray(i, i + 0x8000));
        return btoa(binary);
      },
      { data: png.toString('base64'), width, quality },
    );
    return Buffer.from(base64, 'base64');
  }

  /** A PNG of the picture (icons, video frames); `transparent` keeps what the page leaves unpainted see-through. */
  async png(picture: Picture, transparent = false): Promise<Buffer> {
    await this.show(picture);
    return this.page.screenshot({ type: 'png', omitBackground: transparent, clip: { x: 0, y: 0, width: picture.width, height: picture.height } });
  }

  /** A JPEG of the picture (the sharing image). */
  async jpeg(picture: Picture, quality: number): Promise<Buffer> {
    await this.show(picture);
    return this.page.screenshot({ type: 'jpeg', quality, clip: { x: 0, y: 0, width: picture.width, height: picture.height } });
  }
}
