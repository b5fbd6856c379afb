import { expect, test, type Page } from '@playwright/test';
import { isRenditionKey } from '../amplify/storage/renditions';
import { isImagePath } from '../src/lib/storage';
import { LOCAL_BUCKET_NAME } from '../local-cloud/shared/local-ids';
import { followRequests } from './requests-support';

// On phones of the common pixel densities, the screens full of pictures take each one from a WebP
// rendition sized for the device: every width a srcset offers is stored (no request fails and
// falls back), and no card downloads its original. Every picture of the site's bucket counts,
// the seeded ones and those other journeys upload through the studio (which makes every width).

const screens: [string, string][] = [
  ['/', 'img.book-card__cover'],
  ['/conferencias', 'article.video-card img'],
  ['/galeria', '.gallery-card img'],
  ['/devocionario', '.booklet-card img'],
];

/** The stored key a request reads, when it is a picture of the site's bucket. */
function pictureKey(url: string): string | undefined {
  const { pathname } = new URL(url);
  const prefix = `/${LOCAL_BUCKET_NAME}/`;
  if (!pathname.startsWith(prefix)) return undefined;
  const key = decodeURIComponent(pathname.slice(prefix.length));
  return isImagePath(key) ? key : undefined;
}

/** Records every stored picture the page asks for: the ones read and the ones that failed. */
function watchPictures(page: Page) {
  const read: string[] = [];
  const failed: string[] = [];
  const pictures = followRequests(
    page,
    (request) => pictureKey(request.url()) !== undefined,
    async (request, requestFailed) => {
      const key = pictureKey(request.url())!;
      const response = requestFailed ? null : await request.response();
      if (response && response.status() < 400) read.push(key);
      else failed.push(key);
    },
  );
  return { read, failed, quiet: () => pictures.quiet(750, 'the pictures have arrived') };
}

/**
 * For each drawn picture: how many files its srcset offers, the width of the one the browser read
 * (a rendition's, or 1920 for the original), and the one it picks for the same sizes among all
 * five (a detached probe whose made-up URLs say the width, read from its currentSrc).
 */
async function choicesAmongAll(images: Element[]) {
  const widthOf = (url: string) => Number(/\.w(\d+)\.webp(\?|$)/.exec(url)?.[1] ?? /probe-(\d+)/.exec(url)?.[1] ?? 1920);
  const drawn = (images as HTMLImageElement[]).filter((img) => img.complete && img.currentSrc);
  return Promise.all(
    drawn.map(async (img) => {
      const probe = new Image();
      probe.sizes = img.sizes;
      probe.srcset = [320, 640, 960, 1280, 1920].map((width) => `/probe-${width} ${width}w`).join(', ');
      await probe.decode().catch(() => undefined);
      return {
        sizes: img.sizes,
        offered: img.srcset.split(', ').length,
        read: widthOf(img.currentSrc),
        amongAll: widthOf(probe.currentSrc),
      };
    }),
  );
}

for (const deviceScaleFactor of [1.75, 2.625, 3]) {
  test.describe(`pictures on a phone at ${deviceScaleFactor} device pixels per CSS pixel`, () => {
    test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor });
    for (const [path, card] of screens) {
      test(`${path} reads every picture from the one stored rendition it offers, none from its original`, async ({ page }) => {
        const pictures = watchPictures(page);
        await page.goto(path);
        await expect(page.locator(card).first()).toBeVisible();
        await pictures.quiet();
        expect(pictures.failed).toEqual([]);
        expect(pictures.read.filter((key) => !isRenditionKey(key))).toEqual([]);
        expect(pictures.read.length).toBeGreaterThan(0);
        // Each picture offers one file, not all five: the one the browser would choose among all five.
        const choices = await page.locator(card).evaluateAll(choicesAmongAll);
        expect(choices.length).toBeGreaterThan(0);
        for (const choice of choices) {
          expect(choice.offered, choice.sizes).toBe(1);
          expect(choice.read, choice.sizes).toBe(choice.amongAll);
        }
      });
    }
  });
}

// A card's sizes attribute tells the browser, before the page is laid out, how wide the picture
// will be drawn; it picks the rendition from that. Named wider than drawn, phones download more
// than they show; narrower, the picture is blurred.
test.describe('pictures sized as drawn', () => {
  const grids: [string, string][] = [
    ['/conferencias', 'article.video-card img'],
    ['/galeria', '.gallery-card img'],
    ['/devocionario', '.booklet-card img'],
  ];
  for (const [path, card] of grids) {
    test(`${path} names the width each card's picture is drawn at, from a phone to a desktop`, async ({ page }) => {
      for (const width of [320, 412, 600, 800, 1024, 1366]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        const picture = page.locator(card).first();
        await expect(picture).toBeVisible();
        const { named, drawn, sizes } = await picture.evaluate((img: HTMLImageElement) => {
          const sizes = img.sizes;
          // The first entry whose media query matches, or the last (which has none).
          const entry = sizes
            .split(',')
            .map((part) => /^\s*(\(.*\))?\s*(.+?)\s*$/.exec(part)!)
            .find(([, query]) => !query || window.matchMedia(query).matches)!;
          const probe = document.createElement('div');
          probe.style.cssText = `position:absolute;width:${entry[2]}`;
          document.body.append(probe);
          const named = probe.getBoundingClientRect().width;
          probe.remove();
          return { named, drawn: img.getBoundingClientRect().width, sizes };
        });
        expect(named, `${width} px: ${sizes}`).toBeGreaterThanOrEqual(drawn - 1);
        expect(named, `${width} px: ${sizes}`).toBeLessThanOrEqual(drawn * 1.1 + 4);
      }
    });
  }
});
