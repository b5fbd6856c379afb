import { S3Client, GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { SignatureV4 } from '@smithy/signature-v4';
import type { HttpRequest } from '@smithy/types';
import type { Principal } from './contracts';
import {
  NodeSha256,
  chunkSignature,
  sha256Hex,
  verifySigV4,
  type ResolvedCredential,
  type SignedRequestInput,
  type VerifyResult,
} from './sigv4';

const principal: Principal = { kind: 'authenticated', roleName: 'authRole', identityId: 'us-east-1:abc' };
const KEY = { accessKeyId: 'ASIATESTKEY0000001', secretAccessKey: 'secret/key+value0000000000000000000000', sessionToken: 'token-1' };
const known = new Map<string, ResolvedCredential>([
  [KEY.accessKeyId, { secretAccessKey: KEY.secretAccessKey, sessionToken: KEY.sessionToken, principal }],
]);
const resolveCredential = (id: string) => known.get(id);

function encode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** The request target a client would put on the wire for a signed smithy request. */
function wire(request: HttpRequest, body?: string): SignedRequestInput {
  const query = Object.entries(request.query ?? {})
    .flatMap(([k, v]) => [v].flat().map((one) => `${encode(k)}=${encode(String(one ?? ''))}`))
    .join('&');
  return { method: request.method, url: query ? `${request.path}?${query}` : request.path, headers: lower(request.headers), body };
}

function lower(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
}

function signer(service: string, credentials = KEY, uriEscapePath = service !== 's3') {
  return new SignatureV4({ service, region: 'us-east-1', credentials, sha256: NodeSha256, uriEscapePath });
}

function s3Request(path: string, extra: Partial<HttpRequest> = {}): HttpRequest {
  return {
    method: 'GET',
    protocol: 'http:',
    hostname: 'localhost',
    port: 20005,
    path,
    query: {},
    headers: { host: 'localhost:20005', 'x-amz-content-sha256': 'UNSIGNED-PAYLOAD' },
    ...extra,
  };
}

function expectOk(result: VerifyResult): asserts result is Extract<VerifyResult, { ok: true }> {
  if (!result.ok) throw new Error(`expected success, got ${result.code}: ${result.message}`);
}

describe('verifySigV4 with headers', () => {
  it('accepts an S3 request signed by smithy, with an encoded key and a query', async () => {
    const request = s3Request('/bucket/libros/Primaria%20-%20Los%20Sacramentos/p%C3%A1gina%201.png', {
      query: { 'list-type': '2', prefix: 'a b+c/' },
    });
    const signed = await signer('s3').sign(request);
    const result = await verifySigV4(wire(signed), { resolveCredential, service: 's3', region: 'us-east-1' });
    expectOk(result);
    expect(result.principal).toEqual(principal);
    expect(result.payloadHash).toBe('UNSIGNED-PAYLOAD');
    expect(result.presigned).toBe(false);
  });

  it("reads '+' in the query as a space, as S3 does for URLSearchParams-encoded queries", async () => {
    const signed = await signer('s3').sign(s3Request('/bucket', { query: { 'list-type': '2', prefix: 'rosario amplify/' } }));
    const input = wire(signed);
    const plus = { ...input, url: input.url.replace('rosario%20amplify', 'rosario+amplify') };
    expect(plus.url).toContain('rosario+amplify');
    expectOk(await verifySigV4(plus, { resolveCredential }));
  });

  it('accepts AppSync and Cognito requests whose body hash is computed from the body', async () => {
    for (const service of ['appsync', 'cognito-idp']) {
      const body = JSON.stringify({ query: '{ listLibros { items { id } } }' });
      const request: HttpRequest = {
        method: 'POST',
        protocol: 'http:',
        hostname: 'localhost',
        port: 20002,
        path: '/graphql',
        query: {},
        headers: { host: 'localhost:20002', 'content-type': 'application/json' },
        body,
      };
      const signed = await new SignatureV4({
        service,
        region: 'us-east-1',
        credentials: KEY,
        sha256: NodeSha256,
        applyChecksum: false,
      }).sign(request);
      const ok = await verifySigV4(wire(signed, body), { resolveCredential, service });
      expectOk(ok);
      const tamperedBody = await verifySigV4(wire(signed, body.replace('id', 'name')), { resolveCredential, service });
      expect(tamperedBody).toMatchObject({ ok: false, code: 'SignatureDoesNotMatch' });
      // Signed as UNSIGNED-PAYLOAD (S3 alone takes that): the body is not covered, so it does not match.
      const unsigned = await new SignatureV4({ service, region: 'us-east-1', credentials: KEY, sha256: NodeSha256, applyChecksum: false }).sign({
        ...request,
        headers: { ...request.headers, 'x-amz-content-sha256': 'UNSIGNED-PAYLOAD' },
      });
      expect(unsigned.headers['x-amz-content-sha256']).toBe('UNSIGNED-PAYLOAD');
      expect(await verifySigV4(wire(unsigned, body), { resolveCredential, service })).toMatchObject({ ok: false, code: 'SignatureDoesNotMatch' });
    }
  });

  it('accepts a PutObject signed by the AWS SDK v3 client, as sent on the wire', async () => {
    let captured: SignedRequestInput | undefined;
    const client = new S3Client({
      region: 'us-east-1',
      endpoint: 'http://localhost:20005',
      forcePathStyle: true,
      credentials: KEY,
      requestHandler: {
        handle: async (request: HttpRequest) => {
          captured = wire(request, typeof request.body === 'string' ? request.body : undefined);
          throw new Error('captured');
        },
      },
    });
    await expect(
      client.send(new PutObjectCommand({ Bucket: 'bucket', Key: 'galeria/public/una foto.png', Body: 'hola' })),
    ).rejects.toThrow('captured');
    expectOk(await verifySigV4(captured!, { resolveCredential, service: 's3' }));
  });

  it('refuses a tampered signature, a wrong key, an unknown key and a skewed clock', async () => {
    const signed = await signer('s3').sign(s3Request('/bucket/a.txt'));
    const input = wire(signed);
    const auth = String(input.headers.authorization);
    const last = auth.slice(-1) === '0' ? '1' : '0';
    const tampered = { ...input, headers: { ...input.headers, authorization: auth.slice(0, -1) + last } };
    expect(await verifySigV4(tampered, { resolveCredential })).toMatchObject({ ok: false, code: 'SignatureDoesNotMatch', status: 403 });

    const otherPath = { ...input, url: '/bucket/b.txt' };
    expect(await verifySigV4(otherPath, { resolveCredential })).toMatchObject({ ok: false, code: 'SignatureDoesNotMatch' });

    const wrongSecret = await signer('s3', { ...KEY, secretAccessKey: 'not-the-secret' }).sign(s3Request('/bucket/a.txt'));
    expect(await verifySigV4(wire(wrongSecret), { resolveCredential })).toMatchObject({ ok: false, code: 'SignatureDoesNotMatch' });

    const unknown = await signer('s3', { ...KEY, accessKeyId: 'ASIAUNKNOWN' }).sign(s3Request('/bucket/a.txt'));
    expect(await verifySigV4(wire(unknown), { resolveCredential })).toMatchObject({ ok: false, code: 'InvalidAccessKeyId' });

    const old = await signer('s3').sign(s3Request('/bucket/a.txt'), { signingDate: new Date(Date.now() - 6 * 60 * 1000) });
    expect(await verifySigV4(wire(old), { resolveCredential })).toMatchObject({ ok: false, code: 'RequestTimeTooSkewed' });
    const recent = await signer('s3').sign(s3Request('/bucket/a.txt'), { signingDate: new Date(Date.now() - 4 * 60 * 1000) });
    expectOk(await verifySigV4(wire(recent), { resolveCredential }));
  });

  it('refuses a missing or different session token, expired credentials and missing auth', async () => {
    const noToken = await signer('s3', { ...KEY, sessionToken: undefined as unknown as string }).sign(s3Request('/bucket/a.txt'));
    expect(await verifySigV4(wire(noToken), { resolveCredential })).toMatchObject({ ok: false, code: 'InvalidToken' });
    const otherToken = await signer('s3', { ...KEY, sessionToken: 'token-2' }).sign(s3Request('/bucket/a.txt'));
    expect(await verifySigV4(wire(otherToken), { resolveCredential })).toMatchObject({ ok: false, code: 'InvalidToken' });

    const expiredResolver = (id: string) => {
      const record = known.get(id);
      return record && { ...record, expiration: new Date(Date.now() - 1000) };
    };
    const signed = await signer('s3').sign(s3Request('/bucket/a.txt'));
    expect(await verifySigV4(wire(signed), { resolveCredential: expiredResolver })).toMatchObject({ ok: false, code: 'ExpiredToken' });

    expect(await verifySigV4({ method: 'GET', url: '/bucket/a.txt', headers: {} }, { resolveCredential })).toMatchObject({
      ok: false,
      code: 'MissingAuthenticationToken',
    });
  });

  it('refuses a body whose hash differs from the declared x-amz-content-sha256', async () => {
    const request = s3Request('/bucket/a.txt', { method: 'PUT', body: 'hola' });
    request.headers['x-amz-content-sha256'] = sha256Hex('hola');
    const signed = await signer('s3').sign(request);
    expectOk(await verifySigV4(wire(signed, 'hola'), { resolveCredential }));
    expect(await verifySigV4(wire(signed, 'adios'), { resolveCredential })).toMatchObject({ ok: false, code: 'XAmzContentSHA256Mismatch' });
  });

  it('gives the seed signature so aws-chunked chunk signatures can be checked', async () => {
    const request = s3Request('/bucket/a.txt', { method: 'PUT' });
    request.headers['x-amz-content-sha256'] = 'STREAMING-AWS4-HMAC-SHA256-PAYLOAD';
    request.headers['x-amz-decoded-content-length'] = '4';
    const s = signer('s3');
    const signingDate = new Date();
    const signed = await s.sign(request, { signingDate });
    const result = await verifySigV4(wire(signed), { resolveCredential });
    expectOk(result);
    const seed = /Signature=([0-9a-f]+)/.exec(String(signed.headers.authorization))![1];
    expect(result.chunkSigning.seedSignature).toBe(seed);
    // The chunk signer of smithy (used by the SDK's chunked encoder) agrees with ours.
    const fromSmithy = await s.sign(
      { headers: new Uint8Array(), payload: new TextEncoder().encode('hola') },
      { signingDate, priorSignature: seed },
    );
    expect(chunkSignature(result.chunkSigning, seed, sha256Hex('hola'))).toBe(fromSmithy);
  });
});

describe('the examples of the S3 documentation (sig-v4-header-based-auth, sigv4-query-string-auth)', () => {
  const example = new Map<string, ResolvedCredential>([
    ['AKIAIOSFODNN7EXAMPLE', { secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', principal }],
  ]);
  const now = new Date('2013-05-24T00:00:00Z');

  it('verifies the GET Object example signed in the Authorization header', async () => {
    const input: SignedRequestInput = {
      method: 'GET',
      url: '/test.txt',
      headers: {
        host: 'examplebucket.s3.amazonaws.com',
        range: 'bytes=0-9',
        'x-amz-content-sha256': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
        'x-amz-date': '20130524T000000Z',
        authorization:
          'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request,SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
      },
    };
    expectOk(await verifySigV4(input, { resolveCredential: (id) => example.get(id), now }));
  });

  it('verifies the presigned GET example', async () => {
    const input: SignedRequestInput = {
      method: 'GET',
      url:
        '/test.txt?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20130524%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Date=20130524T000000Z&X-Amz-Expires=86400&X-Amz-SignedHeaders=host&X-Amz-Signature=aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404',
      headers: { host: 'examplebucket.s3.amazonaws.com' },
    };
    expectOk(await verifySigV4(input, { resolveCredential: (id) => example.get(id), now }));
    const later = new Date(now.getTime() + 86401_000);
    expect(await verifySigV4(input, { resolveCredential: (id) => example.get(id), now: later })).toMatchObject({ ok: false, code: 'AccessDenied' });
  });
});

describe('aws-chunked chunk signatures', () => {
  it('match the example of the S3 documentation (sigv4-streaming)', async () => {
    const { createHmac } = await import('node:crypto');
    let key: Buffer | string = 'AWS4wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY';
    for (const part of ['20130524', 'us-east-1', 's3', 'aws4_request']) key = createHmac('sha256', key).update(part).digest();
    const ctx = {
      signingKey: key as Buffer,
      longDate: '20130524T000000Z',
      scope: '20130524/us-east-1/s3/aws4_request',
      seedSignature: '4f232c4386841ef735655705268965c44a0e4690baa4adea153f7db9fa80a0a9',
    };
    const first = chunkSignature(ctx, ctx.seedSignature, sha256Hex(Buffer.alloc(65536, 'a')));
    const second = chunkSignature(ctx, first, sha256Hex(Buffer.alloc(1024, 'a')));
    const last = chunkSignature(ctx, second, sha256Hex(''));
    expect([first, second, last]).toEqual([
      'ad80c730a21e5b8d04586a2213dd63b9a0e99e0e2307b0ade35a65485a288648',
      '0055627c9e194cb4542bae2aa5492e3c1575bbb81b612b7d234b86a503ef5497',
      'b6c6ea8a5354eaf15b3cb7646744f4275b71ea724fed81ceb9323e279d449df9',
    ]);
  });
});

describe('verifySigV4 with presigned query strings', () => {
  const client = new S3Client({ region: 'us-east-1', endpoint: 'http://localhost:20005', forcePathStyle: true, credentials: KEY });

  async function presigned(expiresIn: number, signingDate?: Date): Promise<SignedRequestInput> {
    const url = new URL(
      await getSignedUrl(client, new GetObjectCommand({ Bucket: 'bucket', Key: 'galeria/private/foto 1.png' }), {
        expiresIn,
        signingDate,
      }),
    );
    return { method: 'GET', url: url.pathname + url.search, headers: { host: url.host } };
  }

  it('accepts a URL from the S3 presigner and refuses it tampered', async () => {
    const input = await presigned(900);
    const result = await verifySigV4(input, { resolveCredential, service: 's3' });
    expectOk(result);
    expect(result.presigned).toBe(true);
    expect(await verifySigV4({ ...input, url: input.url.replace('foto%201', 'foto%202') }, { resolveCredential })).toMatchObject({
      ok: false,
      code: 'SignatureDoesNotMatch',
    });
    expect(await verifySigV4({ ...input, url: input.url.replace('X-Amz-Expires=900', 'X-Amz-Expires=901') }, { resolveCredential })).toMatchObject({
      ok: false,
      code: 'SignatureDoesNotMatch',
    });
  });

  it('refuses an expired URL and an expiry over a week', async () => {
    const expired = await presigned(60, new Date(Date.now() - 61_000));
    expect(await verifySigV4(expired, { resolveCredential })).toMatchObject({ ok: false, code: 'AccessDenied', message: 'Request has expired' });
    const fresh = await presigned(60, new Date(Date.now() - 30_000));
    expectOk(await verifySigV4(fresh, { resolveCredential }));

    const request = s3Request('/bucket/a.txt');
    const week = await signer('s3').presign(request, { expiresIn: 604800 });
    expectOk(await verifySigV4(wire(week), { resolveCredential }));
    const tooLong = wire(week);
    tooLong.url = tooLong.url.replace('X-Amz-Expires=604800', 'X-Amz-Expires=604801');
    expect(await verifySigV4(tooLong, { resolveCredential })).toMatchObject({ ok: false, code: 'AuthorizationQueryParametersError' });
  });

  it('refuses a presigned URL whose session token was removed', async () => {
    const input = await presigned(900);
    const url = input.url.replace(/&?X-Amz-Security-Token=[^&]*/, '');
    expect(await verifySigV4({ ...input, url }, { resolveCredential })).toMatchObject({ ok: false, code: 'InvalidToken' });
  });
});
