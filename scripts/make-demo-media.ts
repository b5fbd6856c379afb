// Makes the demo media of the local cloud (local-cloud/seed/media/) and the site's sharing image
// and icons (public/) from the committed sources in scripts/demo-media/: the texts of every book,
// booklet and sheet, and the drawings, all written for this project. The outputs are committed,
// so installing, starting and testing need none of this; run it again only to change them:
//
//   npm run demo-media
//
// It needs Debian's Chromium (/usr/bin/chromium, or CHROMIUM_PATH) to draw the pictures, and
// ffmpeg with libx264 and libopus for the videos and the page-turn sound.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import {
  MEDIA_BUDGET_BYTES,
  MEDIA_DIR,
  PAGE_FLIP_SOUND,
  PICTURE_WIDTHS,
  bannerImages,
  bookCoverFile,
  bookPageFile,
  bookletPageFile,
  booklets,
  books,
  galleryImages,
  mediaItems,
  renditionFiles,
  videos,
} from '../local-cloud/seed/media-manifest';
import { booklets as bookletTexts } from './demo-media/content/booklets';
import { otrosBooks } from './demo-media/content/books-otros';
import { preescolarBooks } from './demo-media/content/books-preescolar';
import { primariaBooks } from './demo-media/content/books-primaria';
import { secundariaBooks } from './demo-media/content/books-secundaria';
import { gallerySheets } from './demo-media/content/gallery';
import { banners, videoFrames } from './demo-media/content/media';
import type { BookContent } from './demo-media/content/types';
import { bookCover, bookPage } from './demo-media/layouts/book';
import { bookletCover, bookletPage } from './demo-media/layouts/booklet';
import { SHELVES, type ShelfTheme } from './demo-media/layouts/brand';
import { appIcon, banner, ideaFrame, sharingImage, titleFrame } from './demo-media/layouts/media';
import { sheet } from './demo-media/layouts/sheet';
import { Renderer, type Picture } from './demo-media/render';

const ROOT = resolve(import.meta.dirname, '..');
const PUBLIC = join(ROOT, 'public');

/** Encoder quality of the originals (JPEG or WebP, 0-100) and of the renditions. */
const QUALITY = { page: 70, banner: 74, sheet: 76, thumbnail: 76 };
const RENDITION_QUALITY = 0.6;
/** The demo videos: small frames, a few seconds each. */
const VIDEO = { width: 480, height: 270, secondsPerFrame: 2.6, fade: 0.4 };

const shelfOf = (name: string): ShelfTheme => {
  const prefix = name.split(' ')[0].toLowerCase();
  return prefix === 'preescolar' ? SHELVES.Preescolar : prefix === 'primaria' ? SHELVES.Primaria : prefix === 'secundaria' ? SHELVES.Secundaria : SHELVES.Otros;
};

function write(file: string, data: Buffer): void {
  writeFileSync(join(MEDIA_DIR, file), data);
}

async function picture(renderer: Renderer, file: string, pic: Picture, width: number, quality: number): Promise<void> {
  const scaled: Picture = { ...pic, scale: width / pic.width };
  // One file per distinct rendition file: the scaled ones and, for a JPEG, its full-size WebP copy.
  const files = new Map(renditionFiles(file, width).filter((r) => r.file !== file).map((r) => [r.file, r.pixels]));
  const { original, renditions } = await renderer.render(scaled, {
    format: file.endsWith('.webp') ? 'webp' : 'jpeg',
    quality,
    renditionWidths: [...files.values()],
    webpQuality: RENDITION_QUALITY,
  });
  write(file, original);
  for (const [renditionFile, pixels] of files) write(renditionFile, renditions.get(pixels)!);
}

function contentOf<T>(list: T[], key: (item: T) => string, wanted: string, what: string): T {
  const found = list.find((item) => key(item) === wanted);
  if (!found) throw new Error(`no text written for ${what} "${wanted}" (scripts/demo-media/content/)`);
  return found;
}

async function makeBooks(renderer: Renderer): Promise<void> {
  const texts: BookContent[] = [...preescolarBooks, ...primariaBooks, ...secundariaBooks, ...otrosBooks];
  for (const book of books) {
    const text = contentOf(texts, (t) => t.slug, book.slug, 'book');
    if (text.pages.length !== book.pageKeys.length) {
      throw new Error(`${book.name}: ${text.pages.length} pages written, the manifest stores ${book.pageKeys.length}`);
    }
    const theme = shelfOf(book.name);
    await picture(renderer, bookCoverFile(book), bookCover(text, theme), PICTURE_WIDTHS.page, QUALITY.page);
    for (const [i, page] of text.pages.entries()) {
      await picture(renderer, bookPageFile(book, i + 1), bookPage(text, theme, page, i + 1), PICTURE_WIDTHS.page, QUALITY.page);
    }
    console.log(`  ${book.name}: cover and ${text.pages.length} pages`);
  }
}

async function makeBooklets(renderer: Renderer): Promise<void> {
  for (const booklet of booklets) {
    const text = contentOf(bookletTexts, (t) => t.folder, booklet.pagesFolder, 'booklet');
    if (text.pages.length + 1 !== booklet.pageKeys.length) {
      throw new Error(`${booklet.name}: cover and ${text.pages.length} pages written, the manifest stores ${booklet.pageKeys.length}`);
    }
    await picture(renderer, bookletPageFile(booklet, 1), bookletCover(text), PICTURE_WIDTHS.page, QUALITY.page);
    for (const [i, page] of text.pages.entries()) {
      await picture(renderer, bookletPageFile(booklet, i + 2), bookletPage(text, page, i + 1), PICTURE_WIDTHS.page, QUALITY.page);
    }
    console.log(`  ${booklet.name}: cover and ${text.pages.length} pages`);
  }
}

async function makeGallery(renderer: Renderer): Promise<void> {
  for (const image of galleryImages) {
    const slug = image.file.replace(/^galeria-/, '').replace(/\.webp$/, '');
    const text = contentOf(gallerySheets, (t) => t.slug, slug, 'gallery sheet');
    if (text.frame.title !== image.title) throw new Error(`${image.file}: the sheet says "${text.frame.title}", the manifest "${image.title}"`);
    await picture(renderer, image.file, sheet(text.frame), PICTURE_WIDTHS.sheet, QUALITY.sheet);
  }
  console.log(`  ${galleryImages.length} gallery sheets`);
}

async function makeBanners(renderer: Renderer): Promise<void> {
  if (banners.length !== bannerImages.length) throw new Error(`${banners.length} banners drawn, ${bannerImages.length} in the manifest`);
  for (const [i, { file }] of bannerImages.entries()) {
    await picture(renderer, file, banner(banners[i]), PICTURE_WIDTHS.banner, QUALITY.banner);
  }
  console.log(`  ${bannerImages.length} banners`);
}

async function makeVideos(renderer: Renderer): Promise<void> {
  const tmp = mkdtempSync(join(tmpdir(), 'demo-video-'));
  try {
    for (const video of videos) {
      const frames = contentOf(videoFrames, (f) => f.slug, video.slug, 'video');
      const frame = { title: frames.title, kind: frames.kind, subtitle: frames.subtitle, colour: frames.colour, art: frames.art };
      await picture(renderer, video.thumbnailFile, titleFrame(frame), PICTURE_WIDTHS.thumbnail, QUALITY.thumbnail);
      // The clip: the title frame, then one frame per idea, with short cross-fades.
      const size = { width: VIDEO.width, height: VIDEO.height };
      const stills = [
        titleFrame(frame, size),
        ...frames.ideas.map((idea, i) => ideaFrame(frames.title, idea, frames.colour, frames.ideaArt[i], size)),
      ];
      const inputs: string[] = [];
      for (const [i, still] of stills.entries()) {
        const file = join(tmp, `${video.slug}-${i}.png`);
        writeFileSync(file, await renderer.png(still));
        inputs.push('-loop', '1', '-t', String(VIDEO.secondsPerFrame + VIDEO.fade), '-i', file);
      }
      const step = VIDEO.secondsPerFrame;
      const fades = stills
        .slice(1)
        .map((_, i) => `${i === 0 ? '[0:v]' : `[v${i}]`}[${i + 1}:v]xfade=transition=fade:duration=${VIDEO.fade}:offset=${(step * (i + 1)).toFixed(2)}[v${i + 1}]`)
        .join(';');
      const total = step * stills.length + VIDEO.fade;
      execFileSync('ffmpeg', [
        '-loglevel', 'error', '-y',
        ...inputs,
        '-f', 'lavfi', '-t', total.toFixed(2), '-i', 'anullsrc=channel_layout=mono:sample_rate=22050',
        '-filter_complex', `${fades};[v${stills.length - 1}]format=yuv420p,fps=24[out]`,
        '-map', '[out]', '-map', `${stills.length}:a`,
        '-c:v', 'libx264', '-preset', 'veryslow', '-crf', '28', '-profile:v', 'main', '-movflags', '+faststart',
        '-c:a', 'aac', '-b:a', '16k', '-shortest',
        join(MEDIA_DIR, video.videoFile),
      ]);
    }
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  console.log(`  ${videos.length} videos with their thumbnails`);
}

/** The page-turn sound: a short filtered swish of pink noise, Opus in Ogg. */
function makeSound(): void {
  const file = join(MEDIA_DIR, PAGE_FLIP_SOUND.file);
  execFileSync('ffmpeg', [
    '-loglevel', 'error', '-y',
    '-f', 'lavfi', '-i', 'anoisesrc=duration=0.32:color=pink:sample_rate=48000:amplitude=0.6',
    '-af', 'afade=t=in:d=0.02,afade=t=out:st=0.1:d=0.22,highpass=f=900,lowpass=f=7000,volume=-2dB',
    '-c:a', 'libopus', '-b:a', '32k', '-vbr', 'on', file,
  ]);
  mkdirSync(join(PUBLIC, 'sounds'), { recursive: true });
  writeFileSync(join(PUBLIC, 'sounds', PAGE_FLIP_SOUND.file), readFileSync(file));
}

async function makeSiteImages(renderer: Renderer): Promise<void> {
  const covers = ['primaria', 'preescolar', 'familia'].map((slug) => join(MEDIA_DIR, bookCoverFile(books.find((b) => b.slug === slug)!)));
  writeFileSync(join(PUBLIC, 'og-image.jpg'), await renderer.jpeg(sharingImage(covers), 80));
  mkdirSync(join(PUBLIC, 'icons'), { recursive: true });
  writeFileSync(join(PUBLIC, 'icons', 'icon-192.png'), await renderer.png(appIcon(192), true));
  writeFileSync(join(PUBLIC, 'icons', 'icon-512.png'), await renderer.png(appIcon(512), true));
  writeFileSync(join(PUBLIC, 'icons', 'icon-maskable-512.png'), await renderer.png(appIcon(512, true)));
  writeFileSync(join(PUBLIC, 'icons', 'apple-touch-icon.png'), await renderer.png(appIcon(180, true)));
  console.log('  sharing image and app icons in public/');
}

/** Files of the media folder that no manifest item names (left from an older catalogue). */
function removeStale(): void {
  const wanted = new Set([...mediaItems.map((i) => i.file), PAGE_FLIP_SOUND.file]);
  for (const file of readdirSync(MEDIA_DIR)) if (!wanted.has(file)) unlinkSync(join(MEDIA_DIR, file));
}

async function main(): Promise<void> {
  mkdirSync(MEDIA_DIR, { recursive: true });
  const only = process.argv[2];
  const renderer = await Renderer.start();
  try {
    console.log('drawing the demo media...');
    if (!only || only === 'banners') await makeBanners(renderer);
    if (!only || only === 'books') await makeBooks(renderer);
    if (!only || only === 'booklets') await makeBooklets(renderer);
    if (!only || only === 'gallery') await makeGallery(renderer);
    if (!only || only === 'videos') await makeVideos(renderer);
    if (!only || only === 'site') await makeSiteImages(renderer);
  } finally {
    await renderer.close();
  }
  if (!only || only === 'sound') makeSound();
  if (only) return;
  removeStale();
  // A file stored under several keys (a WebP picture is its own widest renditions) is committed once.
  const files = new Set(mediaItems.map((item) => item.file));
  const total = [...files].reduce((sum, file) => sum + statSync(join(MEDIA_DIR, file)).size, 0);
  console.log(`${mediaItems.length} objects from ${files.size} files, ${(total / 1024 / 1024).toFixed(2)} MB in ${MEDIA_DIR}`);
  if (total >= MEDIA_BUDGET_BYTES) throw new Error(`the demo media take ${total} bytes, over the ${MEDIA_BUDGET_BYTES} budget`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
