// Guards patches/@aws-amplify+core+*.patch: aws-amplify keeps the SigV4 signing key it derived
// (secret, day, region, service) instead of four HMAC-SHA256 per request and per presigned URL.
// A kept key must never sign for other credentials, another day, region or service: each case
// is checked against the AWS documentation's example and the local cloud's SigV4 check.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Principal } from '../local-cloud/shared/contracts';
import { verifySigV4 } from '../local-cloud/shared/sigv4';

const require = createRequire(import.meta.url);

interface Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
}
/** aws-amplify's presigner; a presigned S3 URL signs the payload as UNSIGNED-PAYLOAD, as aws-amplify's getUrl does. */
type PresignUrl = (
  request: { body?: string; method?: string; url: URL },
  options: { credentials: Credentials; signingDate: Date; signingRegion: string; signingService: string; expiration?: number },
) => URL;

const builds: Array<[string, () => Promise<PresignUrl>]> = [
  ['esm', async () => (await import('@aws-amplify/core/internals/aws-client-utils')).presignUrl as unknown as PresignUrl],
  ['cjs', async () => (require('@aws-amplify/core/internals/aws-client-utils') as { presignUrl: PresignUrl }).presignUrl],
];

const GUEST: Principal = { kind: 'unauthenticated', roleName: 'unauthRole', identityId: 'us-east-1:00000000-0000-0000-0000-000000000001' };

/** The local cloud's SigV4 check (the canonical request and key of @smithy/signature-v4) of a presigned URL, at the time it was signed. */
function verify(url: URL, credentials: Required<Credentials>, region: string, service: string, now: Date) {
  return verifySigV4(
    // S3 alone takes UNSIGNED-PAYLOAD; another service signs the hash of the (empty) body.
    { method: 'GET', url: url.pathname + url.search, headers: { host: url.host }, ...(service === 's3' ? {} : { body: '' }) },
    {
      resolveCredential: (accessKeyId) =>
        accessKeyId === credentials.accessKeyId
          ? { secretAccessKey: credentials.secretAccessKey, sessionToken: credentials.sessionToken, principal: GUEST }
          : undefined,
      service,
      region,
      now,
    },
  );
}

describe.each(builds)('aws-amplify SigV4 with kept signing keys (%s build)', (name, load) => {
  it('is the patched build (npm install applies patches/ through patch-package)', () => {
    const file = join(
      dirname(require.resolve('@aws-amplify/core/package.json')),
      `dist/${name}/clients/middleware/signing/signer/signatureV4/utils/getSigningKey.${name === 'esm' ? 'mjs' : 'js'}`,
    );
    expect(readFileSync(file, 'utf8')).toContain('const signingKeys = new Map()');
  });

  it("signs the AWS documentation's presigned URL example", async () => {
    const presignUrl = await load();
    // "Authenticating Requests: Using Query Parameters" (Amazon S3 API reference), example GET.
    const url = presignUrl(
      { body: 'UNSIGNED-PAYLOAD', url: new URL('https://examplebucket.s3.amazonaws.com/test.txt') },
      {
        credentials: { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY' },
        signingDate: new Date('2013-05-24T00:00:00Z'),
        signingRegion: 'us-east-1',
        signingService: 's3',
        expiration: 86400,
      },
    );
    expect(url.searchParams.get('X-Amz-Signature')).toBe('aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404');
  });

  it('never signs with a key kept for other credentials, another day, region or service', async () => {
    const presignUrl = await load();
    const cases = [
      { secret: 'secret-one', date: '2026-11-27T10:00:00Z', region: 'us-east-1', service: 's3' },
      { secret: 'secret-one', date: '2026-11-27T23:59:59Z', region: 'us-east-1', service: 's3' },
      { secret: 'secret-two', date: '2026-11-27T10:00:00Z', region: 'us-east-1', service: 's3' },
      { secret: 'secret-one', date: '2026-11-28T00:00:01Z', region: 'us-east-1', service: 's3' },
      { secret: 'secret-one', date: '2026-11-27T10:00:00Z', region: 'eu-west-1', service: 's3' },
      { secret: 'secret-one', date: '2026-11-27T10:00:00Z', region: 'us-east-1', service: 'appsync' },
      { secret: 'secret-one', date: '2026-11-27T10:00:00Z', region: 'us-east-1', service: 's3' },
    ];
    // Twice over: the second round signs with the keys the first one kept.
    for (const round of [1, 2]) {
      for (const { secret, date, region, service } of cases) {
        const credentials = { accessKeyId: `ASIA${secret}`, secretAccessKey: secret, sessionToken: 'token' };
        const url = presignUrl(
          {
            body: service === 's3' ? 'UNSIGNED-PAYLOAD' : undefined,
            url: new URL(`http://localhost:20005/educando-en-la-fe-local/galeria/public/foto-${round}.png`),
          },
          { credentials, signingDate: new Date(date), signingRegion: region, signingService: service, expiration: 900 },
        );
        expect(await verify(url, credentials, region, service, new Date(date)), `${secret} ${date} ${region} ${service}`).toMatchObject({
          ok: true,
        });
      }
    }
  });
});
