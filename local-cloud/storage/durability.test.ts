// A storage process killed with SIGKILL in the middle of an upload leaves the previous object,
// whole, and no half-written file visible after it starts again.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { SignatureV4 } from '@smithy/signature-v4';
import { LOCAL_BUCKET_NAME, LOCAL_REGION } from '../shared/local-ids';
import { generateOperatorCredentials } from '../shared/operator';
import { NodeSha256 } from '../shared/sigv4';

const SERVE = resolve(import.meta.dirname, 'testing/serve-storage.ts');
// The child process takes them from the environment, as LOCAL_OPERATOR_* override the generated pair.
const operator = generateOperatorCredentials();

function startChild(dir: string): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVE], { env: { ...process.env, LOCAL_CLOUD_DIR: dir, LOCAL_OPERATOR_ACCESS_KEY_ID: operator.accessKeyId, LOCAL_OPERATOR_SECRET_ACCESS_KEY: operator.secretAccessKey }, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolvePort, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /READY (\d+)/.exec(out);
      if (m) resolvePort({ child, port: Number(m[1]) });
    });
    child.once('exit', (code) => reject(new Error(`storage process exited with ${code}`)));
  });
}

function filesUnder(dir: string): Array<{ path: string; size: number }> {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => ({ path: join(e.parentPath, e.name), size: statSync(join(e.parentPath, e.name)).size }));
}

let dir: string;
const children: ChildProcess[] = [];
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'storage-crash-'));
});
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

it('keeps the old object when killed with SIGKILL during an upload that replaces it', async () => {
  const first = await startChild(dir);
  children.push(first.child);
  const url = `http://localhost:${first.port}`;
  const client = new S3Client({ region: LOCAL_REGION, endpoint: url, forcePathStyle: true, credentials: operator, maxAttempts: 1 });
  const original = randomBytes(1024 * 1024);
  await client.send(new PutObjectCommand({ Bucket: LOCAL_BUCKET_NAME, Key: 'public/obra.bin', Body: original }));
  client.destroy();

  // Replace it with a 64 MiB body, send 8 MiB of it, and kill the process once they are on disk.
  const total = 64 * 1024 * 1024;
  const path = `/${LOCAL_BUCKET_NAME}/public/obra.bin`;
  const signed = await new SignatureV4({ service: 's3', region: LOCAL_REGION, credentials: operator, sha256: NodeSha256, uriEscapePath: false }).sign({
    method: 'PUT',
    protocol: 'http:',
    hostname: 'localhost',
    port: first.port,
    path,
    query: {},
    headers: { host: `localhost:${first.port}`, 'x-amz-content-sha256': 'UNSIGNED-PAYLOAD', 'content-length': String(total) },
  });
  const upload = request({ host: '127.0.0.1', port: first.port, path, method: 'PUT', headers: signed.headers });
  upload.on('error', () => undefined);
  upload.write(randomBytes(8 * 1024 * 1024));
  const tmp = join(dir, 'storage', 'tmp');
  for (let i = 0; i < 1200 && !filesUnder(tmp).some((f) => f.size >= 4 * 1024 * 1024); i++) {
    await new Promise((r) => setTimeout(r, 50));
  }
  expect(filesUnder(tmp).some((f) => f.size >= 4 * 1024 * 1024)).toBe(true);
  first.child.kill('SIGKILL');
  await new Promise((r) => first.child.once('exit', r));
  upload.destroy();

  const second = await startChild(dir);
  children.push(second.child);
  const again = new S3Client({ region: LOCAL_REGION, endpoint: `http://localhost:${second.port}`, forcePathStyle: true, credentials: operator });
  const got = await again.send(new GetObjectCommand({ Bucket: LOCAL_BUCKET_NAME, Key: 'public/obra.bin' }));
  expect(Buffer.from(await got.Body!.transformToByteArray()).equals(original)).toBe(true);
  again.destroy();
  // The partial temporary file is gone, and only the committed blob remains.
  expect(filesUnder(tmp)).toEqual([]);
  expect(filesUnder(join(dir, 'storage', 'blobs')).map((f) => f.size)).toEqual([original.length]);
  second.child.kill('SIGKILL');
});
