import { DeleteObjectsCommand, GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { expect, test } from '@playwright/test';
import { RENDITION_WIDTHS, renditionKey } from '../amplify/storage/renditions';
import { demoFile, operatorClients } from '../local-cloud/testing/demo-media';
import { imageWidth } from '../local-cloud/testing/image-size';
import { LOCAL_BUCKET_NAME } from '../local-cloud/shared/local-ids';
import { signInAsAdmin, stamp } from './admin-support';

// An image stored without all its renditions (uploaded before every width was made, or put into
// the bucket by other means) gets the ones it lacks, made in the admin's browser, when an admin
// opens the studio: scaled below its width, its own size above it, and the ones it had left alone.

test('the studio makes the renditions an older image lacks', async ({ page }) => {
  test.setTimeout(120_000);
  const { s3 } = operatorClients({ dataDir: process.env.E2E_LOCAL_CLOUD_DIR! });
  const key = `galeria/public/antigua-${stamp()}.jpg`;
  // A 1,200 px banner with only the 320 px rendition the first rule made.
  const original = demoFile('banner-1.jpg');
  const had = demoFile('banner-1.jpg.w320.webp');
  const put = (Key: string, Body: Buffer, ContentType: string) =>
    s3.send(new PutObjectCommand({ Bucket: LOCAL_BUCKET_NAME, Key, Body, ContentType }));
  await put(key, original, 'image/jpeg');
  await put(renditionKey(key, 320), had, 'image/webp');
  const read = async (Key: string) => {
    const object = await s3.send(new GetObjectCommand({ Bucket: LOCAL_BUCKET_NAME, Key }));
    return { type: object.ContentType, body: Buffer.from(await object.Body!.transformToByteArray()) };
  };
  try {
    await signInAsAdmin(page);
    const lacking = RENDITION_WIDTHS.filter((width) => width !== 320).map((width) => renditionKey(key, width));
    await expect
      .poll(
        async () =>
          (
            await Promise.all(
              lacking.map((k) =>
                read(k).then(
                  () => true,
                  () => false,
                ),
              ),
            )
          ).every(Boolean),
        {
          message: 'every rendition is stored',
          timeout: 60_000,
        },
      )
      .toBe(true);
    for (const width of [640, 960, 1280] as const) {
      const rendition = await read(renditionKey(key, width));
      expect(rendition.type).toBe('image/webp');
      expect(imageWidth(rendition.body, `${width}`)).toBe(Math.min(width, imageWidth(original)));
    }
    // The rendition it had is the same bytes, and the original is untouched.
    expect((await read(renditionKey(key, 320))).body.equals(had)).toBe(true);
    expect((await read(key)).body.equals(original)).toBe(true);
    await expect(page.getByRole('alert')).toHaveCount(0);
  } finally {
    await s3.send(
      new DeleteObjectsCommand({
        Bucket: LOCAL_BUCKET_NAME,
        Delete: { Objects: [key, ...RENDITION_WIDTHS.map((width) => renditionKey(key, width))].map((Key) => ({ Key })) },
      }),
    );
  }
});
