// The local S3 and Cognito through a client the project did not write: Debian's AWS CLI
// (`aws --endpoint-url`, installed by .ci/run when missing), signing as the local operator.
// cp and sync both ways, a 40 MB S3-to-S3 copy (UploadPartCopy, with GetObjectTagging first),
// mv, ranged and part-number downloads, each checksum algorithm the CLI sends, listing past
// 2,500 keys, and the Cognito admin and identity pool operations.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Crc32, Crc32c } from '@aws-sdk/checksums/crc';
import { LOCAL_BUCKET_NAME, LOCAL_IDENTITY_POOL_ID, LOCAL_REGION, LOCAL_USER_POOL_ID } from './shared/local-ids';
import { startTestCloud, type TestCloud } from './testing/start-test-cloud';

const run = promisify(execFile);
/** Debian's package installs the CLI here (a pip-installed `aws` earlier on PATH may be another major version). */
const AWS = existsSync('/usr/bin/aws') ? '/usr/bin/aws' : 'aws';
const BUCKET = LOCAL_BUCKET_NAME;
const MiB = 1024 * 1024;

let cloud: TestCloud;
let work: string;
let env: NodeJS.ProcessEnv;

beforeAll(async () => {
  cloud = await startTestCloud();
  work = mkdtempSync(join(tmpdir(), 'aws-cli-'));
  env = {
    PATH: process.env.PATH,
    HOME: work,
    AWS_ACCESS_KEY_ID: cloud.operator.accessKeyId,
    AWS_SECRET_ACCESS_KEY: cloud.operator.secretAccessKey,
    AWS_DEFAULT_REGION: LOCAL_REGION,
    AWS_CONFIG_FILE: join(work, 'no-config'),
    AWS_SHARED_CREDENTIALS_FILE: join(work, 'no-credentials'),
    AWS_EC2_METADATA_DISABLED: 'true',
    AWS_PAGER: '',
    AWS_MAX_ATTEMPTS: '1',
  };
});
afterAll(async () => {
  await cloud?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

async function aws(...args: string[]): Promise<string> {
  const endpoint = args[0] === 's3' || args[0] === 's3api' ? cloud.storageUrl : cloud.gatewayUrl;
  const { stdout } = await run(AWS, [...args, '--endpoint-url', endpoint, '--output', 'json'], { env, maxBuffer: 64 * MiB });
  return stdout;
}

async function awsJson(...args: string[]): Promise<Record<string, any>> {
  return JSON.parse(await aws(...args)) as Record<string, any>;
}

/** The CLI's exit and error text for a call that must fail. */
async function awsError(...args: string[]): Promise<string> {
  try {
    await aws(...args);
  } catch (error) {
    return String((error as { stderr?: string }).stderr);
  }
  throw new Error(`aws ${args.join(' ')} succeeded`);
}

const md5 = (data: Buffer) => createHash('md5').update(data).digest('hex');

function write(path: string, data: Buffer | string): string {
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, data);
  return path;
}

function tree(dir: string): Record<string, string> {
  return Object.fromEntries(
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => [relative(dir, join(e.parentPath, e.name)), md5(readFileSync(join(e.parentPath, e.name)))]),
  );
}

describe('aws s3 (high-level commands)', () => {
  it('copies files up and down, small and multipart', async () => {
    const small = write(join(work, 'up', 'uno.txt'), 'hola desde la CLI');
    const big = write(join(work, 'up', 'doce.bin'), randomBytes(12 * MiB));
    await Promise.all([aws('s3', 'cp', small, `s3://${BUCKET}/public/cli/uno.txt`), aws('s3', 'cp', big, `s3://${BUCKET}/public/cli/doce.bin`)]);
    await Promise.all([
      aws('s3', 'cp', `s3://${BUCKET}/public/cli/doce.bin`, join(work, 'down', 'doce.bin')),
      aws('s3', 'cp', `s3://${BUCKET}/public/cli/uno.txt`, join(work, 'down', 'uno.txt')),
    ]);
    expect(md5(readFileSync(join(work, 'down', 'doce.bin')))).toBe(md5(readFileSync(big)));
    expect(readFileSync(join(work, 'down', 'uno.txt'), 'utf8')).toBe('hola desde la CLI');
    // The CLI uploaded 12 MiB in 8 MiB parts.
    expect((await awsJson('s3api', 'head-object', '--bucket', BUCKET, '--key', 'public/cli/doce.bin')).ETag).toMatch(/-2"$/);
  });

  it('syncs a folder up and back down, then has nothing left to do', async () => {
    const source = join(work, 'sync-up');
    for (const name of ['a.txt', 'sub/b.txt', 'sub/deeper/c.bin']) write(join(source, name), randomBytes(1000 + name.length));
    const up = await aws('s3', 'sync', source, `s3://${BUCKET}/public/cli/sync/`);
    expect(up.match(/^upload:/gm)).toHaveLength(3);
    const target = join(work, 'sync-down');
    await aws('s3', 'sync', `s3://${BUCKET}/public/cli/sync/`, target);
    expect(tree(target)).toEqual(tree(source));
    expect(await Promise.all([aws('s3', 'sync', source, `s3://${BUCKET}/public/cli/sync/`), aws('s3', 'sync', `s3://${BUCKET}/public/cli/sync/`, target)])).toEqual(['', '']);
  });

  it('copies a 40 MB object from S3 to S3 (UploadPartCopy) and moves it', async () => {
    const data = randomBytes(40 * 1000 * 1000);
    const local = write(join(work, 'cuarenta.bin'), data);
    await aws('s3', 'cp', local, `s3://${BUCKET}/public/cli/cuarenta.bin`);
    await aws('s3api', 'put-object-tagging', '--bucket', BUCKET, '--key', 'public/cli/cuarenta.bin', '--tagging', 'TagSet=[{Key=origen,Value=cli}]');
    await aws('s3', 'cp', `s3://${BUCKET}/public/cli/cuarenta.bin`, `s3://${BUCKET}/public/cli/cuarenta-copia.bin`);
    const copied = await awsJson('s3api', 'head-object', '--bucket', BUCKET, '--key', 'public/cli/cuarenta-copia.bin');
    expect(copied.ContentLength).toBe(data.length);
    // Copied in parts by the CLI, with the source's tags.
    expect(copied.ETag).toMatch(/-\d+"$/);
    expect((await awsJson('s3api', 'get-object-tagging', '--bucket', BUCKET, '--key', 'public/cli/cuarenta-copia.bin')).TagSet).toEqual([{ Key: 'origen', Value: 'cli' }]);
    await aws('s3', 'mv', `s3://${BUCKET}/public/cli/cuarenta-copia.bin`, `s3://${BUCKET}/public/cli/cuarenta-movido.bin`);
    await aws('s3', 'cp', `s3://${BUCKET}/public/cli/cuarenta-movido.bin`, join(work, 'cuarenta-vuelta.bin'));
    expect(md5(readFileSync(join(work, 'cuarenta-vuelta.bin')))).toBe(md5(data));
    expect(await awsError('s3api', 'head-object', '--bucket', BUCKET, '--key', 'public/cli/cuarenta-copia.bin')).toMatch(/Not Found|404/);
  });
});

describe('aws s3api', () => {
  it('downloads a byte range and a part by number', async () => {
    const data = readFileSync(join(work, 'up', 'doce.bin'));
    const ranged = await awsJson('s3api', 'get-object', '--bucket', BUCKET, '--key', 'public/cli/doce.bin', '--range', 'bytes=100-199', join(work, 'rango.bin'));
    expect(ranged.ContentRange).toBe(`bytes 100-199/${data.length}`);
    expect(readFileSync(join(work, 'rango.bin')).equals(data.subarray(100, 200))).toBe(true);
    const part = await awsJson('s3api', 'get-object', '--bucket', BUCKET, '--key', 'public/cli/doce.bin', '--part-number', '2', join(work, 'parte2.bin'));
    expect(part.PartsCount).toBe(2);
    expect(readFileSync(join(work, 'parte2.bin')).equals(data.subarray(8 * MiB))).toBe(true);
    expect(await awsError('s3api', 'get-object', '--bucket', BUCKET, '--key', 'public/cli/doce.bin', '--part-number', '3', join(work, 'parte3.bin'))).toMatch(/InvalidPartNumber/);
  });

  it('uploads with each checksum the CLI sends (CRC32, CRC32C, SHA1, SHA256), returns it with --checksum-mode, refuses a wrong one', async () => {
    const digest = async (algorithm: 'CRC32' | 'CRC32C' | 'SHA1' | 'SHA256', data: Buffer) => {
      if (algorithm === 'SHA1' || algorithm === 'SHA256') return createHash(algorithm === 'SHA1' ? 'sha1' : 'sha256').update(data).digest('base64');
      const crc = algorithm === 'CRC32' ? new Crc32() : new Crc32c();
      crc.update(data);
      return Buffer.from(await crc.digest()).toString('base64');
    };
    // The CLI is slow to start: the four algorithms run side by side.
    await Promise.all(
      (['CRC32', 'CRC32C', 'SHA1', 'SHA256'] as const).map(async (algorithm) => {
        const data = randomBytes(200 * 1024);
        const file = write(join(work, `sum-${algorithm}.bin`), data);
        const key = `public/cli/sum-${algorithm}.bin`;
        const put = await awsJson('s3api', 'put-object', '--bucket', BUCKET, '--key', key, '--body', file, '--checksum-algorithm', algorithm);
        expect(put[`Checksum${algorithm}`]).toBe(await digest(algorithm, data));
        const got = await awsJson('s3api', 'get-object', '--bucket', BUCKET, '--key', key, '--checksum-mode', 'ENABLED', join(work, `sum-${algorithm}-back.bin`));
        expect(got[`Checksum${algorithm}`]).toBe(await digest(algorithm, data));
        expect(readFileSync(join(work, `sum-${algorithm}-back.bin`)).equals(data)).toBe(true);
      }),
    );
    const file = join(work, 'sum-SHA256.bin');
    const wrong = await digest('SHA256', Buffer.from('otra cosa'));
    expect(await awsError('s3api', 'put-object', '--bucket', BUCKET, '--key', 'public/cli/sum-SHA256.bin', '--body', file, '--checksum-sha256', wrong)).toMatch(/BadDigest/);
  });

  it('lists 2,500 keys page by page', async () => {
    const s3 = new S3Client({ region: LOCAL_REGION, endpoint: cloud.storageUrl, forcePathStyle: true, credentials: cloud.operator });
    const keys = Array.from({ length: 2500 }, (_, i) => `public/cli/muchas/${String(i).padStart(4, '0')}.txt`);
    try {
      for (let i = 0; i < keys.length; i += 50) {
        await Promise.all(keys.slice(i, i + 50).map((Key) => s3.send(new PutObjectCommand({ Bucket: BUCKET, Key, Body: 'x' }))));
      }
    } finally {
      s3.destroy();
    }
    const listed = await aws('s3', 'ls', `s3://${BUCKET}/public/cli/muchas/`);
    expect(listed.trim().split('\n')).toHaveLength(2500);
    // The paginator follows the continuation tokens of 1,000-key pages; --max-items stops it early and hands out a token.
    const first = await awsJson('s3api', 'list-objects-v2', '--bucket', BUCKET, '--prefix', 'public/cli/muchas/', '--page-size', '700', '--max-items', '1200');
    expect(first.Contents).toHaveLength(1200);
    const rest = await awsJson('s3api', 'list-objects-v2', '--bucket', BUCKET, '--prefix', 'public/cli/muchas/', '--page-size', '700', '--starting-token', first.NextToken);
    expect([...first.Contents, ...rest.Contents].map((c: { Key: string }) => c.Key)).toEqual(keys);
  });
});

describe('aws cognito-idp and cognito-identity', () => {
  it('creates and lists users as the operator, and hands out guest identities', async () => {
    await aws('cognito-idp', 'admin-create-user', '--user-pool-id', LOCAL_USER_POOL_ID, '--username', 'cli@example.com', '--user-attributes', 'Name=email,Value=cli@example.com', '--message-action', 'SUPPRESS');
    const [listed, identity] = await Promise.all([
      awsJson('cognito-idp', 'list-users', '--user-pool-id', LOCAL_USER_POOL_ID, '--filter', 'email = "cli@example.com"'),
      awsJson('cognito-identity', 'get-id', '--identity-pool-id', LOCAL_IDENTITY_POOL_ID),
    ]);
    expect(listed.Users.map((u: { UserStatus: string }) => u.UserStatus)).toEqual(['FORCE_CHANGE_PASSWORD']);
    expect(identity.IdentityId).toMatch(/^us-east-1:/);
  });
});
