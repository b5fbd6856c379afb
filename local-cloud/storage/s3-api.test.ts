// The S3 REST API of the local cloud through the AWS SDK v3 and raw signed requests.
import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CopyObjectCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsCommand,
  ListObjectsV2Command,
  ListPartsCommand,
  PutObjectCommand,
  UploadPartCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { SignatureV4 } from '@smithy/signature-v4';
import { NodeSha256 } from '../shared/sigv4';
import { LOCAL_REGION } from '../shared/local-ids';
import { PRINCIPALS, startTestStorage, type TestStorage } from './test-support';

let s3: TestStorage;
let admin: S3Client;

beforeAll(async () => {
  s3 = await startTestStorage();
  admin = s3.client('admin');
});
afterAll(async () => {
  await s3?.close();
});

async function errorOf(promise: Promise<unknown>): Promise<{ name: string; status?: number }> {
  try {
    await promise;
  } catch (error) {
    const e = error as { name: string; $metadata?: { httpStatusCode?: number } };
    return { name: e.name, status: e.$metadata?.httpStatusCode };
  }
  throw new Error('expected the call to fail');
}

/** A GET with the path exactly as given (fetch would resolve '..' segments before sending). */
function rawRequest(url: string, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  const { hostname, port, pathname } = new URL(url);
  const path = url.slice(url.indexOf(pathname.startsWith('/') ? '/' : '', url.indexOf('//') + 2));
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, method: 'GET', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
    });
    req.on('error', reject);
    req.end();
  });
}

async function bodyOf(client: S3Client, key: string, range?: string): Promise<Buffer> {
  const out = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key, Range: range }));
  return Buffer.from(await out.Body!.transformToByteArray());
}

describe('objects', () => {
  it('stores exactly the bytes, the content type and the metadata', async () => {
    const body = randomBytes(100_000);
    const put = await admin.send(
      new PutObjectCommand({
        Bucket: s3.bucket,
        Key: 'libros/Primaria - Los Sacramentos/página 1.jpg',
        Body: body,
        ContentType: 'image/jpeg',
        Metadata: { autor: 'catequista' },
      }),
    );
    expect(put.ETag).toMatch(/^"[0-9a-f]{32}"$/);
    const got = await admin.send(new GetObjectCommand({ Bucket: s3.bucket, Key: 'libros/Primaria - Los Sacramentos/página 1.jpg' }));
    expect(Buffer.from(await got.Body!.transformToByteArray()).equals(body)).toBe(true);
    expect(got.ContentType).toBe('image/jpeg');
    expect(got.Metadata).toEqual({ autor: 'catequista' });
    expect(got.ETag).toBe(put.ETag);
    const head = await admin.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: 'libros/Primaria - Los Sacramentos/página 1.jpg' }));
    expect(head.ContentLength).toBe(100_000);
    expect(head.Metadata).toEqual({ autor: 'catequista' });
  });

  it('decodes streamed (aws-chunked) uploads of unknown length so the stored bytes are the payload', async () => {
    const { Readable } = await import('node:stream');
    const parts = [randomBytes(70_000), randomBytes(3), randomBytes(40_000)];
    await admin.send(
      new PutObjectCommand({ Bucket: s3.bucket, Key: 'public/stream.bin', Body: Readable.from(parts), ContentLength: 110_003 }),
    );
    expect((await bodyOf(admin, 'public/stream.bin')).equals(Buffer.concat(parts))).toBe(true);
  });

  it('answers Range requests with 206 and the right bytes, and InvalidRange past the end', async () => {
    const body = Buffer.from('0123456789abcdefghij');
    await admin.send(new PutObjectCommand({ Bucket: s3.bucket, Key: 'public/range.txt', Body: body }));
    const part = await admin.send(new GetObjectCommand({ Bucket: s3.bucket, Key: 'public/range.txt', Range: 'bytes=5-9' }));
    expect(part.$metadata.httpStatusCode).toBe(206);
    expect(part.ContentRange).toBe('bytes 5-9/20');
    expect(await part.Body!.transformToString()).toBe('56789');
    expect((await bodyOf(admin, 'public/range.txt', 'bytes=-3')).toString()).toBe('hij');
    expect((await bodyOf(admin, 'public/range.txt', 'bytes=15-')).toString()).toBe('fghij');
    expect(await errorOf(admin.send(new GetObjectCommand({ Bucket: s3.bucket, Key: 'public/range.txt', Range: 'bytes=20-' })))).toEqual({
      name: 'InvalidRange',
      status: 416,
    });
  });

  it('honours If-None-Match (304) and If-Match (412)', async () => {
    const put = await admin.send(new PutObjectCommand({ Bucket: s3.bucket, Key: 'public/cond.txt', Body: 'x' }));
    expect((await errorOf(admin.send(new GetObjectCommand({ Bucket: s3.bucket, Key: 'public/cond.txt', IfNoneMatch: put.ETag })))).status).toBe(304);
    expect(await errorOf(admin.send(new GetObjectCommand({ Bucket: s3.bucket, Key: 'public/cond.txt', IfMatch: '"abc"' })))).toEqual({
      name: 'PreconditionFailed',
      status: 412,
    });
    const ok = await admin.send(new GetObjectCommand({ Bucket: s3.bucket, Key: 'public/cond.txt', IfMatch: put.ETag }));
    expect(await ok.Body!.transformToString()).toBe('x');
  });

  it('applies response header overrides of presigned URLs, refusing values HTTP cannot carry', async () => {
    await admin.send(new PutObjectCommand({ Bucket: s3.bucket, Key: 'public/descarga.jpg', Body: 'x', ContentType: 'image/jpeg' }));
    const url = await getSignedUrl(
      admin,
      new GetObjectCommand({ Bucket: s3.bucket, Key: 'public/descarga.jpg', ResponseContentDisposition: 'attachment; filename="página.jpg"' }),
      { expiresIn: 60 },
    );
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(Buffer.from(res.headers.get('content-disposition')!, 'latin1').toString('latin1')).toBe('attachment; filename="página.jpg"');
    const bad = await getSignedUrl(admin, new GetObjectCommand({ Bucket: s3.bucket, Key: 'public/descarga.jpg', ResponseContentDisposition: 'attachment; filename="写真.jpg"' }), {
      expiresIn: 60,
    });
    expect((await fetch(bad)).status).toBe(400);
  });

  it('copies, deletes one and many, and answers NoSuchKey afterwards', async () => {
    await admin.send(new PutObjectCommand({ Bucket: s3.bucket, Key: 'galeria/public/a.jpg', Body: 'A', ContentType: 'image/jpeg' }));
    const copy = await admin.send(
      new CopyObjectCommand({ Bucket: s3.bucket, Key: 'galeria/private/a copia.jpg', CopySource: `${s3.bucket}/${encodeURIComponent('galeria/public/a.jpg')}` }),
    );
    expect(copy.CopyObjectResult?.ETag).toMatch(/^"/);
    expect((await bodyOf(admin, 'galeria/private/a copia.jpg')).toString()).toBe('A');
    await admin.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: 'galeria/public/a.jpg' }));
    expect((await bodyOf(admin, 'galeria/private/a copia.jpg')).toString()).toBe('A');
    expect(await errorOf(bodyOf(admin, 'galeria/public/a.jpg'))).toEqual({ name: 'NoSuchKey', status: 404 });

    await admin.send(new PutObjectCommand({ Bucket: s3.bucket, Key: 'public/d1', Body: '1' }));
    await admin.send(new PutObjectCommand({ Bucket: s3.bucket, Key: 'public/d2', Body: '2' }));
    const result = await admin.send(
      new DeleteObjectsCommand({ Bucket: s3.bucket, Delete: { Objects: [{ Key: 'public/d1' }, { Key: 'public/d2' }, { Key: 'public/none' }] } }),
    );
    expect(result.Deleted?.map((d) => d.Key).sort()).toEqual(['public/d1', 'public/d2', 'public/none']);
    expect(await errorOf(bodyOf(admin, 'public/d1'))).toMatchObject({ name: 'NoSuchKey' });
  });

  it('refuses sub-resources it does not keep instead of overwriting the object, and tagging to the roles Amplify creates', async () => {
    const { PutObjectAclCommand, PutObjectTaggingCommand } = await import('@aws-sdk/client-s3');
    await admin.send(new PutObjectCommand({ Bucket: s3.bucket, Key: 'public/tagged.txt', Body: 'original' }));
    expect(await errorOf(admin.send(new PutObjectAclCommand({ Bucket: s3.bucket, Key: 'public/tagged.txt', ACL: 'private' })))).toMatchObject({
      name: 'NotImplemented',
      status: 501,
    });
    // No storage role holds s3:PutObjectTagging (amplify/storage grants get, list, write, delete).
    expect(
      await errorOf(admin.send(new PutObjectTaggingCommand({ Bucket: s3.bucket, Key: 'public/tagged.txt', Tagging: { TagSet: [{ Key: 'a', Value: 'b' }] } }))),
    ).toMatchObject({ name: 'AccessDenied', status: 403 });
    expect((await bodyOf(admin, 'public/tagged.txt')).toString()).toBe('original');
  });

  it('refuses keys that climb out of the bucket or start with a slash', async () => {
    const signer = new SignatureV4({ service: 's3', region: LOCAL_REGION, credentials: s3.credentials.issue(PRINCIPALS.admin), sha256: NodeSha256, uriEscapePath: false });
    for (const path of [`/${s3.bucket}/public/../x`, `/${s3.bucket}/public/%2e%2e/x`, `/${s3.bucket}/public/%252e%252e/x`, `/${s3.bucket}//etc`]) {
      const host = new URL(s3.url).host;
      const signed = await signer.sign({
        method: 'GET',
        protocol: 'http:',
        hostname: 'localhost',
        path,
        query: {},
        headers: { host, 'x-amz-content-sha256': 'UNSIGNED-PAYLOAD' },
      });
      const res = await rawRequest(`${s3.url}${path}`, signed.headers);
      expect([400, 403], path).toContain(res.status);
      expect(res.body, path).toMatch(/<Code>(AccessDenied|InvalidArgument)<\/Code>/);
    }
  });
});

describe('listing', () => {
  beforeAll(async () => {
    for (const key of ['devocionario/rosario/p1.jpg', 'devocionario/rosario/p2.jpg', 'devocionario/rosario/p3.jpg', 'devocionario/rosario/sub/p4.jpg', 'devocionario/via/p1.jpg']) {
      await admin.send(new PutObjectCommand({ Bucket: s3.bucket, Key: key, Body: key }));
    }
  });

  it('pages with max-keys and continuation tokens to the end', async () => {
    const keys: string[] = [];
    let token: string | undefined;
    let pages = 0;
    do {
      const page = await admin.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: 'devocionario/', MaxKeys: 2, ContinuationToken: token }));
      keys.push(...(page.Contents ?? []).map((c) => c.Key!));
      token = page.NextContinuationToken;
      expect(page.IsTruncated).toBe(token !== undefined);
      pages++;
    } while (token);
    expect(pages).toBe(3);
    expect(keys).toEqual(['devocionario/rosario/p1.jpg', 'devocionario/rosario/p2.jpg', 'devocionario/rosario/p3.jpg', 'devocionario/rosario/sub/p4.jpg', 'devocionario/via/p1.jpg']);
  });

  it('rolls keys up to common prefixes with a delimiter, and starts after a key', async () => {
    const page = await admin.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: 'devocionario/', Delimiter: '/' }));
    expect(page.Contents ?? []).toEqual([]);
    expect(page.CommonPrefixes?.map((p) => p.Prefix)).toEqual(['devocionario/rosario/', 'devocionario/via/']);
    const inner = await admin.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: 'devocionario/rosario/', Delimiter: '/', MaxKeys: 3 }));
    expect(inner.Contents?.map((c) => c.Key)).toEqual(['devocionario/rosario/p1.jpg', 'devocionario/rosario/p2.jpg', 'devocionario/rosario/p3.jpg']);
    expect(inner.IsTruncated).toBe(true);
    const rest = await admin.send(
      new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: 'devocionario/rosario/', Delimiter: '/', ContinuationToken: inner.NextContinuationToken }),
    );
    expect(rest.CommonPrefixes?.map((p) => p.Prefix)).toEqual(['devocionario/rosario/sub/']);
    const after = await admin.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: 'devocionario/', StartAfter: 'devocionario/rosario/p3.jpg' }));
    expect(after.Contents?.map((c) => c.Key)).toEqual(['devocionario/rosario/sub/p4.jpg', 'devocionario/via/p1.jpg']);
  });

  it('pages ListObjects version 1 with markers', async () => {
    const first = await admin.send(new ListObjectsCommand({ Bucket: s3.bucket, Prefix: 'devocionario/', MaxKeys: 3 }));
    expect(first.Contents?.map((c) => c.Key)).toEqual(['devocionario/rosario/p1.jpg', 'devocionario/rosario/p2.jpg', 'devocionario/rosario/p3.jpg']);
    expect(first.IsTruncated).toBe(true);
    const rest = await admin.send(new ListObjectsCommand({ Bucket: s3.bucket, Prefix: 'devocionario/', Marker: first.Contents![2].Key }));
    expect(rest.Contents?.map((c) => c.Key)).toEqual(['devocionario/rosario/sub/p4.jpg', 'devocionario/via/p1.jpg']);
    expect(rest.IsTruncated).toBe(false);
    const grouped = await admin.send(new ListObjectsCommand({ Bucket: s3.bucket, Prefix: 'devocionario/', Delimiter: '/', MaxKeys: 1 }));
    expect(grouped.CommonPrefixes?.map((p) => p.Prefix)).toEqual(['devocionario/rosario/']);
    expect(grouped.NextMarker).toBe('devocionario/rosario/');
    const next = await admin.send(new ListObjectsCommand({ Bucket: s3.bucket, Prefix: 'devocionario/', Delimiter: '/', Marker: grouped.NextMarker }));
    expect(next.CommonPrefixes?.map((p) => p.Prefix)).toEqual(['devocionario/via/']);
  });

  it('caps max-keys at 1000', async () => {
    const page = await admin.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: 'devocionario/', MaxKeys: 5000 }));
    expect(page.MaxKeys).toBe(1000);
  });
});

describe('access by role and path (amplify/storage)', () => {
  beforeAll(async () => {
    await admin.send(new PutObjectCommand({ Bucket: s3.bucket, Key: 'galeria/private/secreta.jpg', Body: 'private' }));
    await admin.send(new PutObjectCommand({ Bucket: s3.bucket, Key: 'galeria/public/libre.jpg', Body: 'public' }));
  });

  it('lets everyone read public paths and refuses guest and user writes', async () => {
    for (const role of ['guest', 'user'] as const) {
      const client = s3.client(role);
      expect((await bodyOf(client, 'galeria/public/libre.jpg')).toString()).toBe('public');
      const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: 'galeria/public/' }));
      expect(listed.Contents?.map((c) => c.Key)).toContain('galeria/public/libre.jpg');
      expect(await errorOf(client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: 'galeria/public/x.jpg', Body: 'x' })))).toEqual({
        name: 'AccessDenied',
        status: 403,
      });
      expect(await errorOf(client.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: 'galeria/public/libre.jpg' })))).toMatchObject({
        name: 'AccessDenied',
      });
    }
  });

  it('keeps private paths to ADMINS and the mediaUrl function', async () => {
    for (const role of ['guest', 'user'] as const) {
      const client = s3.client(role);
      expect(await errorOf(bodyOf(client, 'galeria/private/secreta.jpg'))).toEqual({ name: 'AccessDenied', status: 403 });
      expect(await errorOf(client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: 'galeria/private/' })))).toMatchObject({
        name: 'AccessDenied',
      });
    }
    expect((await bodyOf(s3.client('mediaUrl'), 'galeria/private/secreta.jpg')).toString()).toBe('private');
    expect(await errorOf(s3.client('mediaUrl').send(new PutObjectCommand({ Bucket: s3.bucket, Key: 'galeria/private/y', Body: 'y' })))).toMatchObject({
      name: 'AccessDenied',
    });
  });

  it('refuses listing outside declared paths, and everything outside them (deny by default)', async () => {
    const guest = s3.client('guest');
    expect(await errorOf(guest.send(new ListObjectsV2Command({ Bucket: s3.bucket })))).toMatchObject({ name: 'AccessDenied' });
    expect(await errorOf(guest.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: 'galeria/' })))).toMatchObject({ name: 'AccessDenied' });
    expect(await errorOf(admin.send(new PutObjectCommand({ Bucket: s3.bucket, Key: 'otra/cosa.txt', Body: 'x' })))).toMatchObject({ name: 'AccessDenied' });
    await s3.client('operator').send(new PutObjectCommand({ Bucket: s3.bucket, Key: 'otra/cosa.txt', Body: 'x' }));
  });
});

describe('authentication', () => {
  it('refuses a tampered signature, an unknown key and expired credentials', async () => {
    const issued = s3.credentials.issue(PRINCIPALS.admin);
    const url = await getSignedUrl(s3.client(issued), new GetObjectCommand({ Bucket: s3.bucket, Key: 'galeria/private/secreta.jpg' }), { expiresIn: 60 });
    expect((await fetch(url)).status).toBe(200);
    const tampered = url.replace(/X-Amz-Signature=([0-9a-f])/, (_m, c: string) => `X-Amz-Signature=${c === '0' ? '1' : '0'}`);
    const refused = await fetch(tampered);
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain('<Code>SignatureDoesNotMatch</Code>');

    const unknown = s3.client({ ...issued, accessKeyId: 'ASIAUNKNOWNKEY000000' });
    expect(await errorOf(bodyOf(unknown, 'galeria/public/libre.jpg'))).toEqual({ name: 'InvalidAccessKeyId', status: 403 });
    const expired = s3.credentials.issue(PRINCIPALS.admin, -1);
    expect(await errorOf(bodyOf(s3.client(expired), 'galeria/public/libre.jpg'))).toMatchObject({ name: 'ExpiredToken' });
    const anonymous = await fetch(`${s3.url}/${s3.bucket}/galeria/public/libre.jpg`);
    expect(anonymous.status).toBe(403);
  });

  it('accepts an upload through a presigned PUT URL, with the role of whoever signed it', async () => {
    const url = await getSignedUrl(admin, new PutObjectCommand({ Bucket: s3.bucket, Key: 'Banner/nuevo.jpg', ContentType: 'image/jpeg' }), { expiresIn: 60 });
    const put = await fetch(url, { method: 'PUT', body: 'jpeg', headers: { 'content-type': 'image/jpeg' } });
    expect(put.status).toBe(200);
    expect((await bodyOf(admin, 'Banner/nuevo.jpg')).toString()).toBe('jpeg');
    const guestUrl = await getSignedUrl(s3.client('guest'), new PutObjectCommand({ Bucket: s3.bucket, Key: 'Banner/intruso.jpg' }), { expiresIn: 60 });
    expect((await fetch(guestUrl, { method: 'PUT', body: 'x' })).status).toBe(403);
  });

  it('refuses an expired presigned URL', async () => {
    const url = await getSignedUrl(admin, new GetObjectCommand({ Bucket: s3.bucket, Key: 'galeria/public/libre.jpg' }), {
      expiresIn: 10,
      signingDate: new Date(Date.now() - 11_000),
    });
    const res = await fetch(url);
    expect(res.status).toBe(403);
    expect(await res.text()).toContain('Request has expired');
  });

  it('checks the chunk signatures of a signed aws-chunked upload', async () => {
    const issued = s3.credentials.issue(PRINCIPALS.admin);
    const signer = new SignatureV4({ service: 's3', region: LOCAL_REGION, credentials: issued, sha256: NodeSha256, uriEscapePath: false });
    const payload = [Buffer.from('hola '), Buffer.from('mundo')];
    const send = async (corrupt: boolean) => {
      const signingDate = new Date();
      const path = `/${s3.bucket}/public/chunked.txt`;
      const total = payload.reduce((n, p) => n + p.length, 0);
      const chunks = [...payload, Buffer.alloc(0)];
      const framing = chunks.reduce((n, c) => n + c.length.toString(16).length + 17 + 64 + 4 + c.length, 0);
      const signed = await signer.sign(
        {
          method: 'PUT',
          protocol: 'http:',
          hostname: 'localhost',
          path,
          query: {},
          headers: {
            host: new URL(s3.url).host,
            'content-encoding': 'aws-chunked',
            'x-amz-content-sha256': 'STREAMING-AWS4-HMAC-SHA256-PAYLOAD',
            'x-amz-decoded-content-length': String(total),
            'content-length': String(framing),
          },
        },
        { signingDate },
      );
      let prior = /Signature=([0-9a-f]{64})/.exec(signed.headers.authorization)![1];
      const body: Buffer[] = [];
      for (const chunk of chunks) {
        const signature = await signer.sign({ headers: new Uint8Array(), payload: chunk }, { signingDate, priorSignature: prior });
        prior = signature;
        const data = corrupt && chunk.length > 0 ? Buffer.from(chunk.toString().toUpperCase()) : chunk;
        body.push(Buffer.from(`${chunk.length.toString(16)};chunk-signature=${signature}\r\n`), data, Buffer.from('\r\n'));
      }
      return fetch(`${s3.url}${path}`, { method: 'PUT', headers: signed.headers, body: Buffer.concat(body) });
    };
    expect((await send(false)).status).toBe(200);
    expect((await bodyOf(admin, 'public/chunked.txt')).toString()).toBe('hola mundo');
    const bad = await send(true);
    expect(bad.status).toBe(403);
    expect(await bad.text()).toContain('SignatureDoesNotMatch');
    expect((await bodyOf(admin, 'public/chunked.txt')).toString()).toBe('hola mundo');
  });
});

describe('signed aws-chunked upload with a trailing checksum', () => {
  it('checks the chunk signatures, the trailer signature and the CRC32 it carries', async () => {
    const { createHash, createHmac } = await import('node:crypto');
    const { crc32 } = await import('node:zlib');
    const issued = s3.credentials.issue(PRINCIPALS.admin);
    const signer = new SignatureV4({ service: 's3', region: LOCAL_REGION, credentials: issued, sha256: NodeSha256, uriEscapePath: false });
    const payload = Buffer.from('página de prueba');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(payload) >>> 0);
    const send = async (checksum: string, tamperTrailerSignature: boolean) => {
      const signingDate = new Date();
      const path = `/${s3.bucket}/public/trailer.txt`;
      const signed = await signer.sign(
        {
          method: 'PUT',
          protocol: 'http:',
          hostname: 'localhost',
          path,
          query: {},
          headers: {
            host: new URL(s3.url).host,
            'content-encoding': 'aws-chunked',
            'x-amz-content-sha256': 'STREAMING-AWS4-HMAC-SHA256-PAYLOAD-TRAILER',
            'x-amz-decoded-content-length': String(payload.length),
            'x-amz-trailer': 'x-amz-checksum-crc32',
          },
        },
        { signingDate },
      );
      let prior = /Signature=([0-9a-f]{64})/.exec(signed.headers.authorization)![1];
      const body: Buffer[] = [];
      for (const chunk of [payload, Buffer.alloc(0)]) {
        prior = await signer.sign({ headers: new Uint8Array(), payload: chunk }, { signingDate, priorSignature: prior });
        body.push(Buffer.from(`${chunk.length.toString(16)};chunk-signature=${prior}\r\n`), chunk);
        // Data chunks end with CRLF; the trailing headers follow the final (empty) chunk's line directly.
        if (chunk.length > 0) body.push(Buffer.from('\r\n'));
      }
      // The trailer's string to sign, as the S3 documentation gives it.
      const longDate = signed.headers['x-amz-date'];
      const scope = `${longDate.slice(0, 8)}/${LOCAL_REGION}/s3/aws4_request`;
      const trailer = `x-amz-checksum-crc32:${checksum}\n`;
      let key: Buffer | string = `AWS4${issued.secretAccessKey}`;
      for (const part of [longDate.slice(0, 8), LOCAL_REGION, 's3', 'aws4_request']) key = createHmac('sha256', key).update(part).digest();
      const toSign = ['AWS4-HMAC-SHA256-TRAILER', longDate, scope, prior, createHash('sha256').update(trailer).digest('hex')].join('\n');
      let trailerSignature = createHmac('sha256', key).update(toSign).digest('hex');
      if (tamperTrailerSignature) trailerSignature = trailerSignature.replace(/^./, (c) => (c === '0' ? '1' : '0'));
      body.push(Buffer.from(`x-amz-checksum-crc32:${checksum}\r\nx-amz-trailer-signature:${trailerSignature}\r\n\r\n`));
      const all = Buffer.concat(body);
      return fetch(`${s3.url}${path}`, { method: 'PUT', headers: { ...signed.headers, 'content-length': String(all.length) }, body: all });
    };
    const ok = await send(crc.toString('base64'), false);
    expect(ok.status, await ok.clone().text()).toBe(200);
    expect((await bodyOf(admin, 'public/trailer.txt')).equals(payload)).toBe(true);
    const badSignature = await send(crc.toString('base64'), true);
    expect(badSignature.status).toBe(403);
    const badChecksum = await send('AAAAAA==', false);
    expect(badChecksum.status).toBe(400);
    expect(await badChecksum.text()).toContain('BadDigest');
  });
});

describe('multipart upload', () => {
  const MiB = 1024 * 1024;

  it('assembles the parts in order, lists them, and survives a restart between parts', async () => {
    const key = 'conferencias/privado/curso.mp4';
    const parts = [randomBytes(5 * MiB), randomBytes(5 * MiB), randomBytes(123)];
    const created = await admin.send(new CreateMultipartUploadCommand({ Bucket: s3.bucket, Key: key, ContentType: 'video/mp4' }));
    const uploadId = created.UploadId!;
    const etags: string[] = [];
    etags.push((await admin.send(new UploadPartCommand({ Bucket: s3.bucket, Key: key, UploadId: uploadId, PartNumber: 1, Body: parts[0] }))).ETag!);

    s3 = await s3.restart();
    admin = s3.client('admin');
    for (const n of [2, 3]) {
      etags.push((await admin.send(new UploadPartCommand({ Bucket: s3.bucket, Key: key, UploadId: uploadId, PartNumber: n, Body: parts[n - 1] }))).ETag!);
    }
    const listed = await admin.send(new ListPartsCommand({ Bucket: s3.bucket, Key: key, UploadId: uploadId }));
    expect(listed.Parts?.map((p) => [p.PartNumber, p.ETag, p.Size])).toEqual(etags.map((etag, i) => [i + 1, etag, parts[i].length]));
    const done = await admin.send(
      new CompleteMultipartUploadCommand({
        Bucket: s3.bucket,
        Key: key,
        UploadId: uploadId,
        MultipartUpload: { Parts: etags.map((ETag, i) => ({ ETag, PartNumber: i + 1 })) },
      }),
    );
    expect(done.ETag).toMatch(/-3"$/);
    const body = await bodyOf(admin, key);
    expect(body.equals(Buffer.concat(parts))).toBe(true);
    const head = await admin.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: key }));
    expect(head.ContentType).toBe('video/mp4');
    expect(await errorOf(admin.send(new ListPartsCommand({ Bucket: s3.bucket, Key: key, UploadId: uploadId })))).toMatchObject({ name: 'NoSuchUpload' });
  });

  it('refuses to overwrite with If-None-Match: * (preventOverwrite), for single and multipart uploads', async () => {
    const key = 'public/unico.bin';
    await admin.send(new PutObjectCommand({ Bucket: s3.bucket, Key: key, Body: 'first', IfNoneMatch: '*' }));
    expect(await errorOf(admin.send(new PutObjectCommand({ Bucket: s3.bucket, Key: key, Body: 'second', IfNoneMatch: '*' })))).toEqual({
      name: 'PreconditionFailed',
      status: 412,
    });
    const { UploadId } = await admin.send(new CreateMultipartUploadCommand({ Bucket: s3.bucket, Key: key }));
    const ETag = (await admin.send(new UploadPartCommand({ Bucket: s3.bucket, Key: key, UploadId, PartNumber: 1, Body: 'third' }))).ETag!;
    expect(
      await errorOf(
        admin.send(
          new CompleteMultipartUploadCommand({ Bucket: s3.bucket, Key: key, UploadId, IfNoneMatch: '*', MultipartUpload: { Parts: [{ ETag, PartNumber: 1 }] } }),
        ),
      ),
    ).toMatchObject({ name: 'PreconditionFailed' });
    expect((await bodyOf(admin, key)).toString()).toBe('first');
  });

  it('refuses small middle parts, wrong ETags and aborted uploads', async () => {
    const key = 'public/multi.bin';
    const { UploadId } = await admin.send(new CreateMultipartUploadCommand({ Bucket: s3.bucket, Key: key }));
    const e1 = (await admin.send(new UploadPartCommand({ Bucket: s3.bucket, Key: key, UploadId, PartNumber: 1, Body: 'small' }))).ETag!;
    const e2 = (await admin.send(new UploadPartCommand({ Bucket: s3.bucket, Key: key, UploadId, PartNumber: 2, Body: 'last' }))).ETag!;
    const complete = (parts: Array<{ ETag: string; PartNumber: number }>) =>
      admin.send(new CompleteMultipartUploadCommand({ Bucket: s3.bucket, Key: key, UploadId, MultipartUpload: { Parts: parts } }));
    expect(await errorOf(complete([{ ETag: e1, PartNumber: 1 }, { ETag: e2, PartNumber: 2 }]))).toMatchObject({ name: 'EntityTooSmall' });
    expect(await errorOf(complete([{ ETag: '"0000"', PartNumber: 1 }]))).toMatchObject({ name: 'InvalidPart' });
    expect(await errorOf(complete([{ ETag: e2, PartNumber: 2 }, { ETag: e1, PartNumber: 1 }]))).toMatchObject({ name: 'InvalidPartOrder' });
    await admin.send(new AbortMultipartUploadCommand({ Bucket: s3.bucket, Key: key, UploadId }));
    expect(await errorOf(complete([{ ETag: e1, PartNumber: 1 }]))).toMatchObject({ name: 'NoSuchUpload' });
  });
});

describe('limits and CORS', () => {
  it('answers EntityTooLarge above the local cap', async () => {
    const small = await startTestStorage({ maxObjectBytes: 1000 });
    try {
      const client = small.client('admin');
      await client.send(new PutObjectCommand({ Bucket: small.bucket, Key: 'public/ok', Body: randomBytes(1000) }));
      expect(await errorOf(client.send(new PutObjectCommand({ Bucket: small.bucket, Key: 'public/big', Body: randomBytes(1001) })))).toMatchObject({
        name: 'EntityTooLarge',
      });
    } finally {
      await small.close();
    }
  });

  it('answers preflights for the site origin, and exposes ETag and metadata on answers and errors', async () => {
    const pre = await fetch(`${s3.url}/${s3.bucket}/public/x`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:8080', 'access-control-request-method': 'PUT', 'access-control-request-headers': 'authorization,x-amz-date' },
    });
    expect(pre.status).toBe(200);
    expect(pre.headers.get('access-control-allow-origin')).toBe('http://localhost:8080');
    expect(pre.headers.get('access-control-allow-headers')).toBe('authorization,x-amz-date');
    expect(pre.headers.get('access-control-expose-headers')).toContain('ETag');
    await admin.send(new PutObjectCommand({ Bucket: s3.bucket, Key: 'public/cors.txt', Body: 'c', Metadata: { autor: 'x' } }));
    const url = await getSignedUrl(admin, new GetObjectCommand({ Bucket: s3.bucket, Key: 'public/cors.txt' }), { expiresIn: 60 });
    const got = await fetch(url, { headers: { origin: 'http://localhost:8080' } });
    expect(got.headers.get('access-control-allow-origin')).toBe('http://localhost:8080');
    expect(got.headers.get('access-control-expose-headers')).toMatch(/ETag.*x-amz-meta-autor/);
    const failed = await fetch(`${s3.url}/${s3.bucket}/public/none`, { headers: { origin: 'http://localhost:8080' } });
    expect(failed.status).toBe(403);
    expect(failed.headers.get('access-control-allow-origin')).toBe('http://localhost:8080');
    const denied = await fetch(`${s3.url}/${s3.bucket}/public/x`, {
      method: 'OPTIONS',
      headers: { origin: 'http://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(denied.status).toBe(403);
  });
});
