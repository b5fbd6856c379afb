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

for (const deviceScaleFactor of [1.75, 2.625, 3]) {
  test.describe(`pictures on a phone at ${deviceScaleFactor} device pixels per CSS pixel`, () => {
    test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor });
    for (const [path, card] of screens) {
      test(`${path} reads every picture from a stored rendition, none from its original`, async ({ page }) => {
        const pictures = watchPictures(page);
        await page.goto(path);
        await expect(page.locator(card).first()).toBeVisible();
        await pictures.quiet();
        expect(pictures.failed).toEqual([]);
        expect(pictures.read.filter((key) => !isRenditionKey(key))).toEqual([]);
        expect(pictures.read.length).toBeGreaterThan(0);
      });
    }
  });
}
