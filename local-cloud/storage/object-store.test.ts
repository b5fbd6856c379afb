// The object store's write path: bytes and digests of small (in memory) and large (streamed)
// bodies, refused bodies that never become visible, and temporary files left behind by none.
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
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
  let seen: { md5Hex: string; sha256Hex?: string; checksum?: string } | undefined;
  const meta = await store.putObject('b', 'k', chunks(body, chunkSize), {
    maxBytes: Number.MAX_SAFE_INTEGER,
    sha256: true,
    checksumAlgorithm: 'CRC32',
    verify: (written) => void (seen = written),
  });
  expect(meta.segments).toHaveLength(1);
  expect(readFileSync(store.blobPath(meta.segments[0].blob)).equals(body)).toBe(true);
  expect(meta.size).toBe(size);
  expect(meta.etag).toBe(`"${createHash('md5').update(body).digest('hex')}"`);
  expect(seen?.sha256Hex).toBe(createHash('sha256').update(body).digest('hex'));
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  expect(seen?.checksum).toBe(crc.toString('base64'));
  expect(meta.checksum).toEqual({ algorithm: 'CRC32', value: crc.toString('base64'), type: 'FULL_OBJECT' });
  expect(store.head('b', 'k')?.segments).toEqual(meta.segments);
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
  expect(store.head('b', 'k')?.segments).toEqual(old.segments);
  expect(readFileSync(store.blobPath(old.segments[0].blob), 'utf8')).toBe('antes');
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

describe('parts flushed in the background', () => {
  const part = async (target: ObjectStore, uploadId: string, partNumber: number, body: Buffer) => {
    const { blob, written } = await target.writeBlob(chunks(body, 64 * 1024), { maxBytes: 1e9, flush: 'later' });
    target.commitPart(uploadId, { partNumber, size: written.size, etag: `"${written.md5Hex}"`, lastModified: Date.now(), blob });
    return blob;
  };

  it('keeps, after a stop that was not clean, the parts and multipart objects whose bytes are intact, and drops the others', async () => {
    // The process stops before any background flush has run (as a power cut would catch it).
    const pending = vi.spyOn(ObjectStore.prototype as unknown as { flushQueued: () => Promise<void> }, 'flushQueued').mockResolvedValue(undefined);
    const complete = async (key: string, body: Buffer) => {
      const upload = store.createUpload({ bucket: 'b', key, contentType: 'x', userMetadata: {}, headers: {}, tags: [], principal: 'p' });
      const blob = await part(store, upload.uploadId, 1, body);
      const md5 = store.listParts(upload.uploadId)[0].etag.replace(/"/g, '');
      store.completeUpload(upload, {
        bucket: 'b', key, size: body.length, etag: '"x-1"', contentType: 'x', lastModified: Date.now(), userMetadata: {}, headers: {},
        segments: [{ blob, size: body.length, md5 }], parts: [{ size: body.length }], tags: [],
      });
      return blob;
    };
    try {
      const upload = store.createUpload({ bucket: 'b', key: 'k', contentType: 'x', userMetadata: {}, headers: {}, tags: [], principal: 'p' });
      const intact = randomBytes(300 * 1024);
      await part(store, upload.uploadId, 1, intact);
      const lostPart = await part(store, upload.uploadId, 2, randomBytes(300 * 1024));
      const kept = randomBytes(200 * 1024);
      await complete('kept', kept);
      const lostObject = await complete('lost', randomBytes(1000));
      // The bytes of the second part and of the second object never reached the disk.
      writeFileSync(store.blobPath(lostPart), Buffer.alloc(300 * 1024));
      writeFileSync(store.blobPath(lostObject), Buffer.alloc(1000));
      pending.mockRestore();
      const reopened = new ObjectStore(root);
      try {
        expect(reopened.listParts(upload.uploadId).map((p) => p.partNumber)).toEqual([1]);
        expect(readFileSync(reopened.blobPath(reopened.listParts(upload.uploadId)[0].blob)).equals(intact)).toBe(true);
        expect(reopened.head('b', 'kept')?.size).toBe(kept.length);
        expect(reopened.head('b', 'lost')).toBeUndefined();
      } finally {
        reopened.close();
      }
    } finally {
      pending.mockRestore();
    }
  });

  it('flushes them all before a clean stop, so the next start checks nothing', async () => {
    const upload = store.createUpload({ bucket: 'b', key: 'k', contentType: 'x', userMetadata: {}, headers: {}, tags: [], principal: 'p' });
    const blob = await part(store, upload.uploadId, 1, randomBytes(1000));
    store.close();
    writeFileSync(join(root, 'blobs', blob), Buffer.alloc(1000));
    store = new ObjectStore(root);
    // A clean stop: the part is trusted as flushed, not checked again.
    expect(store.listParts(upload.uploadId)).toHaveLength(1);
  });
});
