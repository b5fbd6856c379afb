// S3 behaviours that real tools rely on, through the AWS SDK v3 as the local operator (the
// account's administrator): every additional checksum algorithm (single and multipart, full
// object and composite), UploadPartCopy, object tagging and its limits, GetObject by part
// number, CompleteMultipartUpload answered again, and the error codes AWS documents.
import { createHash, randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import {
  CompleteMultipartUploadCommand,
  CopyObjectCommand,
  CreateMultipartUploadCommand,
  DeleteObjectTaggingCommand,
  GetObjectCommand,
  GetObjectTaggingCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  ListPartsCommand,
  PutObjectCommand,
  PutObjectTaggingCommand,
  UploadPartCommand,
  UploadPartCopyCommand,
  type ChecksumAlgorithm,
  type S3Client,
} from '@aws-sdk/client-s3';
import { Crc32, Crc32c, Crc64Nvme } from '@aws-sdk/checksums/crc';
import { SignatureV4 } from '@smithy/signature-v4';
import { NodeSha256 } from '../shared/sigv4';
import { LOCAL_REGION } from '../shared/local-ids';
import { startTestStorage, type TestStorage } from './test-support';

let s3: TestStorage;
let operator: S3Client;

beforeAll(async () => {
  s3 = await startTestStorage({ durable: false });
  operator = s3.client('operator');
});
afterAll(async () => {
  await s3?.close();
});

const MiB = 1024 * 1024;

async function errorOf(promise: Promise<unknown>): Promise<{ name: string; status?: number; message: string }> {
  try {
    await promise;
  } catch (error) {
    const e = error as { name: string; message: string; $metadata?: { httpStatusCode?: number } };
    return { name: e.name, status: e.$metadata?.httpStatusCode, message: e.message };
  }
  throw new Error('expected the call to fail');
}

async function digest(algorithm: ChecksumAlgorithm, ...chunks: Buffer[]): Promise<string> {
  if (algorithm === 'SHA1' || algorithm === 'SHA256') {
    const hash = createHash(algorithm === 'SHA1' ? 'sha1' : 'sha256');
    for (const chunk of chunks) hash.update(chunk);
    return hash.digest('base64');
  }
  const impl = algorithm === 'CRC32' ? new Crc32() : algorithm === 'CRC32C' ? new Crc32c() : new Crc64Nvme();
  for (const chunk of chunks) impl.update(chunk);
  return Buffer.from(await impl.digest()).toString('base64');
}

const checksumOf = (output: object, algorithm: ChecksumAlgorithm) => (output as Record<string, unknown>)[`Checksum${algorithm}`];

/** A request signed with the operator's key, sent as given (for headers the SDK would not send). */
async function signed(method: string, path: string, headers: Record<string, string>, body = ''): Promise<{ status: number; body: string }> {
  const { hostname, port, host } = new URL(s3.url);
  const [pathname, query = ''] = path.split('?');
  const signer = new SignatureV4({ service: 's3', region: LOCAL_REGION, credentials: s3.credentials.issue({ kind: 'operator', roleName: 'operator' }), sha256: NodeSha256, uriEscapePath: false });
  const request = await signer.sign({
    method,
    protocol: 'http:',
    hostname,
    port: Number(port),
    path: pathname,
    query: Object.fromEntries(new URLSearchParams(query)),
    headers: { host, 'x-amz-content-sha256': createHash('sha256').update(body).digest('hex'), ...headers },
    body,
  });
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname, port, path, method, headers: request.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const ALGORITHMS: ChecksumAlgorithm[] = ['CRC32', 'CRC32C', 'CRC64NVME', 'SHA1', 'SHA256'];

describe('additional checksums', () => {
  it.each(ALGORITHMS)('verifies, keeps and returns %s on PutObject', async (algorithm) => {
    const body = randomBytes(300 * 1024);
    const key = `public/checksum-${algorithm}.bin`;
    const put = await operator.send(new PutObjectCommand({ Bucket: s3.bucket, Key: key, Body: body, ChecksumAlgorithm: algorithm }));
    const expected = await digest(algorithm, body);
    expect(checksumOf(put, algorithm)).toBe(expected);
    const got = await operator.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key, ChecksumMode: 'ENABLED' }));
    expect(Buffer.from(await got.Body!.transformToByteArray()).equals(body)).toBe(true);
    expect(checksumOf(got, algorithm)).toBe(expected);
    expect(got.ChecksumType).toBe('FULL_OBJECT');
    const head = await operator.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: key, ChecksumMode: 'ENABLED' }));
    expect(checksumOf(head, algorithm)).toBe(expected);
    // Not asked for, not given; a range is not the whole object, so it has none either.
    expect(checksumOf(await operator.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: key })), algorithm)).toBeUndefined();
    const ranged = await operator.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key, Range: 'bytes=0-9', ChecksumMode: 'ENABLED' }));
    expect(checksumOf(ranged, algorithm)).toBeUndefined();
    await ranged.Body!.transformToByteArray();
  });

  it.each(ALGORITHMS)('refuses a wrong %s (BadDigest) and keeps what was there', async (algorithm) => {
    const key = `public/wrong-${algorithm}.bin`;
    await operator.send(new PutObjectCommand({ Bucket: s3.bucket, Key: key, Body: 'antes' }));
    const wrong = await digest(algorithm, Buffer.from('otra cosa'));
    const error = await errorOf(operator.send(new PutObjectCommand({ Bucket: s3.bucket, Key: key, Body: 'despues', [`Checksum${algorithm}`]: wrong })));
    expect(error).toMatchObject({ name: 'BadDigest', status: 400, message: `The ${algorithm} you specified did not match the calculated checksum.` });
    const kept = await operator.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
    expect(await kept.Body!.transformToString()).toBe('antes');
  });

  it('refuses a checksum that is not one (InvalidRequest), two at once, and a malformed Content-MD5 (InvalidDigest)', async () => {
    const notBase64 = await signed('PUT', `/${s3.bucket}/public/bad.bin`, { 'x-amz-checksum-sha256': 'not-a-digest' }, 'x');
    expect(notBase64.status).toBe(400);
    expect(notBase64.body).toContain('<Code>InvalidRequest</Code>');
    const two = await signed('PUT', `/${s3.bucket}/public/bad.bin`, { 'x-amz-checksum-crc32': 'AAAAAA==', 'x-amz-checksum-sha1': Buffer.alloc(20).toString('base64') }, 'x');
    expect(two.body).toContain('Multiple checksum Types are not allowed');
    const md5 = await signed('PUT', `/${s3.bucket}/public/bad.bin`, { 'content-md5': 'not-an-md5' }, 'x');
    expect(md5.status).toBe(400);
    expect(md5.body).toContain('<Code>InvalidDigest</Code>');
    const wrongMd5 = await signed('PUT', `/${s3.bucket}/public/bad.bin`, { 'content-md5': createHash('md5').update('y').digest('base64') }, 'x');
    expect(wrongMd5.body).toContain('<Code>BadDigest</Code>');
    expect(await errorOf(operator.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: 'public/bad.bin' })))).toMatchObject({ status: 404 });
  });

  it.each([
    ['CRC32', 'COMPOSITE'],
    ['CRC32C', 'COMPOSITE'],
    ['SHA1', 'COMPOSITE'],
    ['SHA256', 'COMPOSITE'],
    ['CRC32', 'FULL_OBJECT'],
    ['CRC32C', 'FULL_OBJECT'],
    ['CRC64NVME', 'FULL_OBJECT'],
  ] as const)('gives a multipart object a %s %s checksum', async (algorithm, type) => {
    const key = `public/multipart-${algorithm}-${type}.bin`;
    const parts = [randomBytes(5 * MiB), randomBytes(1234)];
    const { UploadId } = await operator.send(new CreateMultipartUploadCommand({ Bucket: s3.bucket, Key: key, ChecksumAlgorithm: algorithm, ChecksumType: type }));
    const uploaded = [];
    for (const [index, body] of parts.entries()) {
      const out = await operator.send(new UploadPartCommand({ Bucket: s3.bucket, Key: key, UploadId, PartNumber: index + 1, Body: body, ChecksumAlgorithm: algorithm }));
      expect(checksumOf(out, algorithm)).toBe(await digest(algorithm, body));
      uploaded.push({ PartNumber: index + 1, ETag: out.ETag, [`Checksum${algorithm}`]: checksumOf(out, algorithm) });
    }
    const listed = await operator.send(new ListPartsCommand({ Bucket: s3.bucket, Key: key, UploadId }));
    expect(listed.ChecksumAlgorithm).toBe(algorithm);
    expect(listed.Parts?.map((p) => checksumOf(p, algorithm))).toEqual(uploaded.map((p) => p[`Checksum${algorithm}`]));
    const expected =
      type === 'FULL_OBJECT'
        ? await digest(algorithm, ...parts)
        : `${await digest(algorithm, ...(await Promise.all(parts.map(async (p) => Buffer.from(await digest(algorithm, p), 'base64')))))}-2`;
    const done = await operator.send(
      new CompleteMultipartUploadCommand({
        Bucket: s3.bucket,
        Key: key,
        UploadId,
        MultipartUpload: { Parts: uploaded },
        ...(type === 'FULL_OBJECT' ? { ChecksumType: type, [`Checksum${algorithm}`]: expected } : {}),
      }),
    );
    expect(checksumOf(done, algorithm)).toBe(expected);
    expect(done.ChecksumType).toBe(type);
    const head = await operator.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: key, ChecksumMode: 'ENABLED' }));
    expect(checksumOf(head, algorithm)).toBe(expected);
    expect(head.ChecksumType).toBe(type);
  });

  it('refuses a full-object checksum that does not match the parts on completion, keeping the upload', async () => {
    const key = 'public/multipart-wrong.bin';
    const { UploadId } = await operator.send(new CreateMultipartUploadCommand({ Bucket: s3.bucket, Key: key, ChecksumAlgorithm: 'CRC32', ChecksumType: 'FULL_OBJECT' }));
    const part = await operator.send(new UploadPartCommand({ Bucket: s3.bucket, Key: key, UploadId, PartNumber: 1, Body: 'solo', ChecksumAlgorithm: 'CRC32' }));
    const complete = (ChecksumCRC32: string) =>
      operator.send(new CompleteMultipartUploadCommand({ Bucket: s3.bucket, Key: key, UploadId, ChecksumType: 'FULL_OBJECT', ChecksumCRC32, MultipartUpload: { Parts: [{ PartNumber: 1, ETag: part.ETag }] } }));
    expect(await errorOf(complete(await digest('CRC32', Buffer.from('otro'))))).toMatchObject({ name: 'BadDigest' });
    expect((await complete(await digest('CRC32', Buffer.from('solo')))).ChecksumCRC32).toBe(await digest('CRC32', Buffer.from('solo')));
  });
});

describe('multipart objects', () => {
  const key = 'public/partes.bin';
  const parts = [randomBytes(5 * MiB), randomBytes(5 * MiB + 7), randomBytes(4321)];
  let uploadId: string;
  let etag: string;
  let uploaded: Array<{ PartNumber: number; ETag?: string }>;

  beforeAll(async () => {
    uploadId = (await operator.send(new CreateMultipartUploadCommand({ Bucket: s3.bucket, Key: key }))).UploadId!;
    uploaded = [];
    for (const [index, body] of parts.entries()) {
      const out = await operator.send(new UploadPartCommand({ Bucket: s3.bucket, Key: key, UploadId: uploadId, PartNumber: index + 1, Body: body }));
      uploaded.push({ PartNumber: index + 1, ETag: out.ETag });
    }
    etag = (await operator.send(new CompleteMultipartUploadCommand({ Bucket: s3.bucket, Key: key, UploadId: uploadId, MultipartUpload: { Parts: uploaded } }))).ETag!;
  });

  it('answers a repeated CompleteMultipartUpload (a lost answer) with the same result', async () => {
    const again = await operator.send(new CompleteMultipartUploadCommand({ Bucket: s3.bucket, Key: key, UploadId: uploadId, MultipartUpload: { Parts: uploaded } }));
    expect(again.ETag).toBe(etag);
    expect(etag).toMatch(/^"[0-9a-f]{32}-3"$/);
    // Other operations on the finished upload still find no upload.
    expect(await errorOf(operator.send(new ListPartsCommand({ Bucket: s3.bucket, Key: key, UploadId: uploadId })))).toMatchObject({ name: 'NoSuchUpload' });
  });

  it('serves each part by number, with the parts count, and InvalidPartNumber past the last', async () => {
    let offset = 0;
    for (const [index, body] of parts.entries()) {
      const got = await operator.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key, PartNumber: index + 1 }));
      expect(got.PartsCount).toBe(3);
      expect(got.ETag).toBe(etag);
      expect(got.ContentLength).toBe(body.length);
      expect(got.ContentRange).toBe(`bytes ${offset}-${offset + body.length - 1}/${parts.reduce((n, p) => n + p.length, 0)}`);
      expect(Buffer.from(await got.Body!.transformToByteArray()).equals(body)).toBe(true);
      offset += body.length;
    }
    const head = await operator.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: key, PartNumber: 2 }));
    expect([head.PartsCount, head.ContentLength]).toEqual([3, parts[1].length]);
    expect(await errorOf(operator.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key, PartNumber: 4 })))).toMatchObject({ name: 'InvalidPartNumber', status: 416 });
    // A whole object is its only part.
    await operator.send(new PutObjectCommand({ Bucket: s3.bucket, Key: 'public/entero.txt', Body: 'entero' }));
    const whole = await operator.send(new GetObjectCommand({ Bucket: s3.bucket, Key: 'public/entero.txt', PartNumber: 1 }));
    expect(await whole.Body!.transformToString()).toBe('entero');
    expect(whole.PartsCount).toBeUndefined();
    expect(await errorOf(operator.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: 'public/entero.txt', PartNumber: 2 })))).toMatchObject({ status: 416 });
  });

  it('reads ranges across part boundaries', async () => {
    const all = Buffer.concat(parts);
    const start = 5 * MiB - 10;
    const got = await operator.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key, Range: `bytes=${start}-${start + 2 * MiB}` }));
    expect(Buffer.from(await got.Body!.transformToByteArray()).equals(all.subarray(start, start + 2 * MiB + 1))).toBe(true);
    const whole = await operator.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
    expect(createHash('md5').update(Buffer.from(await whole.Body!.transformToByteArray())).digest('hex')).toBe(createHash('md5').update(all).digest('hex'));
  });

  it('copies parts with UploadPartCopy, by range and under copy conditions', async () => {
    const source = Buffer.concat(parts);
    const target = 'public/copia-por-partes.bin';
    const { UploadId } = await operator.send(new CreateMultipartUploadCommand({ Bucket: s3.bucket, Key: target }));
    const copy = (PartNumber: number, range: string, extra: Record<string, unknown> = {}) =>
      operator.send(new UploadPartCopyCommand({ Bucket: s3.bucket, Key: target, UploadId, PartNumber, CopySource: `${s3.bucket}/${key}`, CopySourceRange: range, ...extra }));
    expect(await errorOf(copy(1, 'bytes=0-10', { CopySourceIfMatch: '"abc"' }))).toMatchObject({ name: 'PreconditionFailed', status: 412 });
    expect(await errorOf(copy(1, 'bytes=0-10', { CopySourceIfNoneMatch: etag }))).toMatchObject({ name: 'PreconditionFailed', status: 412 });
    expect(await errorOf(copy(1, `bytes=0-${source.length}`))).toMatchObject({ name: 'InvalidRequest', status: 400 });
    const half = Math.floor(source.length / 2);
    const first = await copy(1, `bytes=0-${half - 1}`, { CopySourceIfMatch: etag });
    const second = await copy(2, `bytes=${half}-${source.length - 1}`, { CopySourceIfUnmodifiedSince: new Date(Date.now() + 60_000) });
    expect(first.CopyPartResult?.ETag).toBe(`"${createHash('md5').update(source.subarray(0, half)).digest('hex')}"`);
    await operator.send(
      new CompleteMultipartUploadCommand({
        Bucket: s3.bucket,
        Key: target,
        UploadId,
        MultipartUpload: { Parts: [{ PartNumber: 1, ETag: first.CopyPartResult?.ETag }, { PartNumber: 2, ETag: second.CopyPartResult?.ETag }] },
      }),
    );
    const got = await operator.send(new GetObjectCommand({ Bucket: s3.bucket, Key: target }));
    expect(Buffer.from(await got.Body!.transformToByteArray()).equals(source)).toBe(true);
  });

  it('copies a multipart object as a single-part object with the MD5 of its bytes', async () => {
    const out = await operator.send(new CopyObjectCommand({ Bucket: s3.bucket, Key: 'public/copia.bin', CopySource: `${s3.bucket}/${key}` }));
    expect(out.CopyObjectResult?.ETag).toBe(`"${createHash('md5').update(Buffer.concat(parts)).digest('hex')}"`);
    expect(
      await errorOf(operator.send(new CopyObjectCommand({ Bucket: s3.bucket, Key: 'public/copia.bin', CopySource: `${s3.bucket}/${key}`, CopySourceIfModifiedSince: new Date(Date.now() + 60_000) }))),
    ).toMatchObject({ name: 'PreconditionFailed' });
  });
});

describe('object tagging', () => {
  const key = 'public/etiquetado.txt';

  it('keeps tags given on upload, replaces and deletes them, and counts them on GET', async () => {
    await operator.send(new PutObjectCommand({ Bucket: s3.bucket, Key: key, Body: 'x', Tagging: `tema=fe&${encodeURIComponent('año')}=2025` }));
    expect((await operator.send(new GetObjectTaggingCommand({ Bucket: s3.bucket, Key: key }))).TagSet).toEqual([
      { Key: 'tema', Value: 'fe' },
      { Key: 'año', Value: '2025' },
    ]);
    const got = await operator.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
    expect(got.TagCount).toBe(2);
    await got.Body!.transformToString();
    await operator.send(new PutObjectTaggingCommand({ Bucket: s3.bucket, Key: key, Tagging: { TagSet: [{ Key: 'solo', Value: 'uno' }] } }));
    expect((await operator.send(new GetObjectTaggingCommand({ Bucket: s3.bucket, Key: key }))).TagSet).toEqual([{ Key: 'solo', Value: 'uno' }]);
    // Tags travel with a copy unless replaced.
    await operator.send(new CopyObjectCommand({ Bucket: s3.bucket, Key: 'public/etiquetado-copia.txt', CopySource: `${s3.bucket}/${key}` }));
    expect((await operator.send(new GetObjectTaggingCommand({ Bucket: s3.bucket, Key: 'public/etiquetado-copia.txt' }))).TagSet).toEqual([{ Key: 'solo', Value: 'uno' }]);
    await operator.send(new DeleteObjectTaggingCommand({ Bucket: s3.bucket, Key: key }));
    expect((await operator.send(new GetObjectTaggingCommand({ Bucket: s3.bucket, Key: key }))).TagSet).toEqual([]);
    expect(await errorOf(operator.send(new GetObjectTaggingCommand({ Bucket: s3.bucket, Key: 'public/nada.txt' })))).toMatchObject({ name: 'NoSuchKey' });
  });

  it("holds to S3's limits: 10 tags, keys of 128 and values of 256 characters, unique keys", async () => {
    const put = (TagSet: Array<{ Key: string; Value: string }>) => operator.send(new PutObjectTaggingCommand({ Bucket: s3.bucket, Key: key, Tagging: { TagSet } }));
    const tags = (n: number) => Array.from({ length: n }, (_, i) => ({ Key: `k${i}`, Value: 'v' }));
    await put(tags(10));
    expect(await errorOf(put(tags(11)))).toMatchObject({ name: 'InvalidTag', status: 400, message: 'Object tags cannot be greater than 10' });
    await put([{ Key: 'k'.repeat(128), Value: 'v'.repeat(256) }]);
    expect(await errorOf(put([{ Key: 'k'.repeat(129), Value: 'v' }]))).toMatchObject({ name: 'InvalidTag' });
    expect(await errorOf(put([{ Key: 'k', Value: 'v'.repeat(257) }]))).toMatchObject({ name: 'InvalidTag' });
    expect(await errorOf(put([{ Key: 'k', Value: 'a' }, { Key: 'k', Value: 'b' }]))).toMatchObject({ name: 'InvalidTag' });
    expect(await errorOf(put([{ Key: 'aws:reserved', Value: 'v' }]))).toMatchObject({ name: 'InvalidTag' });
    expect((await operator.send(new GetObjectTaggingCommand({ Bucket: s3.bucket, Key: key }))).TagSet).toEqual([{ Key: 'k'.repeat(128), Value: 'v'.repeat(256) }]);
  });
});

describe('requests S3 refuses', () => {
  it('answers MetadataTooLarge for more than 2 KB of user metadata, even a 64 KiB header', async () => {
    await operator.send(new PutObjectCommand({ Bucket: s3.bucket, Key: 'public/meta.txt', Body: 'x', Metadata: { a: 'v'.repeat(2047) } }));
    const over = await errorOf(operator.send(new PutObjectCommand({ Bucket: s3.bucket, Key: 'public/meta.txt', Body: 'x', Metadata: { a: 'v'.repeat(2048) } })));
    expect(over).toMatchObject({ name: 'MetadataTooLarge', status: 400 });
    const huge = await signed('PUT', `/${s3.bucket}/public/meta.txt`, { 'x-amz-meta-grande': 'v'.repeat(64 * 1024) }, 'x');
    expect(huge.status).toBe(400);
    expect(huge.body).toContain('<Code>MetadataTooLarge</Code>');
  });
});

describe('listing details', () => {
  beforeAll(async () => {
    for (const name of ['lista/a b.txt', 'lista/a+b.txt', 'lista/c.txt']) {
      await operator.send(new PutObjectCommand({ Bucket: s3.bucket, Key: `public/${name}`, Body: 'x' }));
    }
  });

  it('names owners only when FetchOwner is true, and treats an empty continuation token as none', async () => {
    const plain = await operator.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: 'public/lista/' }));
    expect(plain.Contents?.every((c) => c.Owner === undefined)).toBe(true);
    const owned = await operator.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: 'public/lista/', FetchOwner: true }));
    expect(owned.Contents?.map((c) => c.Owner?.ID)).toEqual(Array(3).fill(expect.stringMatching(/^[0-9a-f]{64}$/)));
    const empty = await operator.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: 'public/lista/', ContinuationToken: '' }));
    expect(empty.ContinuationToken).toBe('');
    expect(empty.Contents?.map((c) => c.Key)).toEqual(['public/lista/a b.txt', 'public/lista/a+b.txt', 'public/lista/c.txt']);
  });

  it('encodes keys, prefixes and delimiters with encoding-type=url, as AWS documents', async () => {
    const { status, body } = await signed('GET', `/${s3.bucket}?list-type=2&prefix=public%2Flista%2Fa%20&encoding-type=url`, {});
    expect(status).toBe(200);
    expect(body).toContain('<EncodingType>url</EncodingType>');
    expect(body).toContain('<Prefix>public/lista/a%20</Prefix>');
    expect(body).toContain('<Key>public/lista/a%20b.txt</Key>');
    const plus = await signed('GET', `/${s3.bucket}?list-type=2&prefix=public%2Flista%2F&delimiter=%2B&encoding-type=url`, {});
    expect(plus.body).toContain('<Delimiter>%2B</Delimiter>');
    expect(plus.body).toContain('<Prefix>public/lista/a%2B</Prefix>');
  });
});
