// Guards patches/@aws-amplify+core+*.patch: aws-amplify keeps the SigV4 signing key it derived
// (secret, day, region, service) instead of four HMAC-SHA256 per request and per presigned URL.
// A kept key must never sign for other credentials, another day, region or service: each case
// is checked against the AWS documentation's example and a derivation with node:crypto.
import { createHash, createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

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

const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** The signature of a presigned URL, derived here from the canonical request aws-amplify signed. */
function expectedSignature(url: URL, secret: string, region: string, service: string): string {
  const longDate = url.searchParams.get('X-Amz-Date')!;
  const shortDate = longDate.slice(0, 8);
  const query = [...url.searchParams]
    .filter(([name]) => name !== 'X-Amz-Signature')
    .map(([name, value]) => [encodeURIComponent(name), encodeURIComponent(value)])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const canonical = ['GET', url.pathname, query, `host:${url.host}`, '', 'host', 'UNSIGNED-PAYLOAD'].join('\n');
  const scope = `${shortDate}/${region}/${service}/aws4_request`;
  const hash = createHash('sha256').update(canonical).digest('hex');
  const stringToSign = ['AWS4-HMAC-SHA256', longDate, scope, hash].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${secret}`, shortDate), region), service), 'aws4_request');
  return createHmac('sha256', key).update(stringToSign).digest('hex');
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
        const url = presignUrl(
          { body: 'UNSIGNED-PAYLOAD', url: new URL(`http://localhost:20005/educando-en-la-fe-local/galeria/public/foto-${round}.png`) },
          {
            credentials: { accessKeyId: `ASIA${secret}`, secretAccessKey: secret, sessionToken: 'token' },
            signingDate: new Date(date),
            signingRegion: region,
            signingService: service,
            expiration: 900,
          },
        );
        expect(url.searchParams.get('X-Amz-Signature'), `${secret} ${date} ${region} ${service}`).toBe(
          expectedSignature(url, secret, region, service),
        );
      }
    }
  });
});
