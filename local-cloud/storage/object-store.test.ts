// The object store's write path: bytes and digests of small (in memory) and large (streamed)
// bodies, refused bodies that never become visible, and temporary files left behind by none.
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import { S3Error } from './errors';
import { ObjectStore, SMALL_BODY_BYTES } from './object-store';

let root: string;
let store: ObjectStore;
beforeEach(() => {
  root = join(mkdtempSync(join(tmpdir(), 'object-store-')), 'storage');
  store = new ObjectStore(root);
});
afterEach(() => {
  store.close();
  rmSync(join(root, '..'), { recursive: true, force: true });
});

async function* chunks(body: Buffer, size: number): AsyncGenerator<Buffer> {
  for (let i = 0; i < body.length; i += size) yield body.subarray(i, i + size);
}

const blobFiles = () => readdirSync(join(root, 'blobs'), { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length;

it.each([
  ['small, in one chunk', 100 * 1024, 100 * 1024],
  ['small, in several chunks', 100 * 1024, 16 * 1024],
  ['large, streamed', SMALL_BODY_BYTES * 3 + 12345, 64 * 1024],
])('stores a %s body with its digests', async (_name, size, chunkSize) => {
  const body = randomBytes(size);
  let seen: { md5Hex: string; sha256Hex?: string; crc32Base64?: string } | undefined;
  const meta = await store.putObject('b', 'k', chunks(body, chunkSize), {
    maxBytes: Number.MAX_SAFE_INTEGER,
    sha256: true,
    crc32: true,
    verify: (written) => void (seen = written),
  });
  expect(readFileSync(store.blobPath(meta.blob)).equals(body)).toBe(true);
  expect(meta.size).toBe(size);
  expect(meta.etag).toBe(`"${createHash('md5').update(body).digest('hex')}"`);
  expect(seen?.sha256Hex).toBe(createHash('sha256').update(body).digest('hex'));
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  expect(meta.checksums.crc32).toBe(crc.toString('base64'));
  expect(store.head('b', 'k')?.blob).toBe(meta.blob);
});

it.each([
  ['small', 100 * 1024],
  ['large', SMALL_BODY_BYTES * 2 + 1],
])('keeps the old object when a %s body is refused by its checks', async (_name, size) => {
  const old = await store.putObject('b', 'k', chunks(Buffer.from('antes'), 5), { maxBytes: 1e9 });
  const refused = store.putObject('b', 'k', chunks(randomBytes(size), 64 * 1024), {
    maxBytes: 1e9,
    verify: () => {
      throw new S3Error('BadDigest', 'The Content-MD5 you specified did not match what we received.');
    },
  });
  await expect(refused).rejects.toMatchObject({ code: 'BadDigest' });
  expect(store.head('b', 'k')?.blob).toBe(old.blob);
  expect(readFileSync(store.blobPath(old.blob), 'utf8')).toBe('antes');
  expect(blobFiles()).toBe(1);
});

it('refuses a body over the limit without storing any of it', async () => {
  await expect(store.putObject('b', 'k', chunks(randomBytes(4096), 1024), { maxBytes: 3000 })).rejects.toMatchObject({ code: 'EntityTooLarge' });
  expect(store.head('b', 'k')).toBeUndefined();
  expect(blobFiles()).toBe(0);
});

it('leaves no temporary file behind once closed (spare files included)', async () => {
  for (let i = 0; i < 5; i++) await store.putObject('b', `k${i}`, chunks(randomBytes(1000), 1000), { maxBytes: 1e9 });
  // Let the spare temporary files be created in the thread pool.
  await new Promise((resolve) => setTimeout(resolve, 50));
  store.close();
  expect(readdirSync(join(root, 'tmp'))).toEqual([]);
  store = new ObjectStore(root);
  expect(blobFiles()).toBe(5);
});
