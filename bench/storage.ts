// Storage benchmark: our local S3 beside s3rver 3.7, on loopback, in the same run, both driven
// by the AWS SDK v3. Ours verifies every SigV4 signature and access rule; s3rver checks none.
//  1. 100 KB PutObject and GetObject per second (sequential requests, distinct keys; the targets
//     take turns in batches of 20 so that the load of a shared machine weighs on all alike).
//  2. A streamed GetObject of one large object (1 GiB by default): throughput and how far the
//     process's resident memory grows while it streams (flat memory means nothing is buffered).
// Bounded by count and time. Run: npm run bench:storage
//   BENCH_COUNT (default 300), BENCH_SECONDS (default 8 per measure), BENCH_LARGE_MIB (default 1024)
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
// @ts-expect-error s3rver ships no type declarations
import S3rver from 's3rver';
import { LOCAL_REGION } from '../local-cloud/shared/local-ids';
import { ObjectStore } from '../local-cloud/storage/object-store';
import { PRINCIPALS, startTestStorage, type TestStorage } from '../local-cloud/storage/test-support';

const COUNT = Number(process.env.BENCH_COUNT ?? 300);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const LARGE_MIB = Number(process.env.BENCH_LARGE_MIB ?? 1024);
const LARGE_KEY = 'public/grande.bin';
const SMALL = randomBytes(100 * 1024);

interface Target {
  name: string;
  client: S3Client;
  bucket: string;
}

interface Rate {
  ops: number;
  perSecond: number;
  meanMs: number;
}

const BATCH = 20;

/**
 * Runs one operation on every target in alternating batches until each reached COUNT or the
 * time ran out, so that the load of the (shared) machine weighs on all targets alike.
 */
async function interleaved(label: string, targets: Target[], op: (t: Target, i: number) => Promise<void>): Promise<Rate[]> {
  for (const t of targets) for (let i = 0; i < 10; i++) await op(t, -1 - i); // warm-up
  const ms = targets.map(() => 0);
  const ops = targets.map(() => 0);
  const deadline = performance.now() + SECONDS * 1000 * targets.length;
  while (ops.some((n) => n < COUNT) && performance.now() < deadline) {
    for (const [k, t] of targets.entries()) {
      const start = performance.now();
      for (let b = 0; b < BATCH && ops[k] < COUNT; b++) await op(t, ops[k]++);
      ms[k] += performance.now() - start;
    }
  }
  return targets.map((t, k) => {
    const rate = { ops: ops[k], perSecond: (ops[k] * 1000) / ms[k], meanMs: ms[k] / ops[k] };
    console.log(`  ${label} ${t.name.padEnd(38)} ${rate.perSecond.toFixed(0).padStart(6)}/s  ${rate.meanMs.toFixed(2)} ms mean  (${rate.ops} ops)`);
    return rate;
  });
}

async function smallObjects(targets: Target[]): Promise<{ put: Rate[]; get: Rate[] }> {
  const put = await interleaved('PutObject 100 KB', targets, async (t, i) => {
    await t.client.send(new PutObjectCommand({ Bucket: t.bucket, Key: `public/small-${i}.bin`, Body: SMALL }));
  });
  const written = Math.min(...put.map((r) => r.ops));
  const get = await interleaved('GetObject 100 KB', targets, async (t, i) => {
    const out = await t.client.send(new GetObjectCommand({ Bucket: t.bucket, Key: `public/small-${Math.max(i, 0) % written}.bin` }));
    const bytes = await out.Body!.transformToByteArray();
    if (bytes.length !== SMALL.length) throw new Error(`${t.name}: got ${bytes.length} bytes`);
  });
  return { put, get };
}

async function largeGet(target: Target): Promise<{ mbPerSecond: number; rssGrowthMiB: number }> {
  if (global.gc) global.gc();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
  const start = performance.now();
  const out = await target.client.send(new GetObjectCommand({ Bucket: target.bucket, Key: LARGE_KEY }));
  let received = 0;
  for await (const chunk of out.Body as Readable) received += (chunk as Buffer).length;
  const seconds = (performance.now() - start) / 1000;
  clearInterval(sampler);
  if (received !== LARGE_MIB * 1024 * 1024) throw new Error(`${target.name}: streamed ${received} bytes`);
  const mbPerSecond = received / 1e6 / seconds;
  const rssGrowthMiB = (peak - baseline) / 1024 / 1024;
  console.log(`  GetObject ${LARGE_MIB} MiB streamed ${target.name.padEnd(38)} ${mbPerSecond.toFixed(0).padStart(6)} MB/s  RSS +${rssGrowthMiB.toFixed(0)} MiB`);
  return { mbPerSecond, rssGrowthMiB };
}

async function* zeros(bytes: number): AsyncGenerator<Buffer> {
  const chunk = Buffer.alloc(1024 * 1024, 7);
  for (let left = bytes; left > 0; left -= chunk.length) yield left >= chunk.length ? chunk : chunk.subarray(0, left);
}

async function main(): Promise<void> {
  const oursDir = mkdtempSync(join(tmpdir(), 'bench-storage-'));
  const peerDir = mkdtempSync(join(tmpdir(), 'bench-s3rver-'));
  let ours: TestStorage | undefined;
  let oursFast: TestStorage | undefined;
  let peer: { close(): Promise<void> } | undefined;
  try {
    // The large object is written straight into our store (the bench measures reads).
    const store = new ObjectStore(join(oursDir, 'storage'));
    await store.putObject('educando-en-la-fe-local', LARGE_KEY, zeros(LARGE_MIB * 1024 * 1024), { maxBytes: Number.MAX_SAFE_INTEGER });
    store.close();
    ours = await startTestStorage({ dir: oursDir });
    // Both clients skip the SDK's optional CRC32 work, so the servers are what is compared.
    const clientOptions = { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' } as const;
    const oursClient = new S3Client({
      region: LOCAL_REGION,
      endpoint: ours.url.replace('localhost', '127.0.0.1'),
      forcePathStyle: true,
      credentials: ours.credentials.issue(PRINCIPALS.admin),
      ...clientOptions,
    });
    const oursTarget: Target = { name: 'ours (SigV4 + access rules checked)', client: oursClient, bucket: ours.bucket };

    const s3rver = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: peerDir, configureBuckets: [{ name: 'bench' }] });
    const { port } = (await s3rver.run()) as AddressInfo;
    peer = s3rver;
    const peerClient = new S3Client({
      region: LOCAL_REGION,
      endpoint: `http://127.0.0.1:${port}`,
      forcePathStyle: true,
      // s3rver knows one access key, S3RVER.
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      // (This also keeps aws-chunked bodies away from s3rver, which stores them with their framing.)
      ...clientOptions,
    });
    await peerClient.send(
      new PutObjectCommand({ Bucket: 'bench', Key: LARGE_KEY, Body: Readable.from(zeros(LARGE_MIB * 1024 * 1024)), ContentLength: LARGE_MIB * 1024 * 1024 }),
    );
    const peerTarget: Target = { name: 's3rver 3.7 (no signature checks)', client: peerClient, bucket: 'bench' };

    // The same service without disk flushes (LOCAL_CLOUD_STORAGE_FSYNC=off), to show what durability costs here.
    oursFast = await startTestStorage({ durable: false, accessTable: [] });
    const fastClient = new S3Client({
      region: LOCAL_REGION,
      endpoint: oursFast.url.replace('localhost', '127.0.0.1'),
      forcePathStyle: true,
      credentials: oursFast.credentials.issue(PRINCIPALS.operator),
      ...clientOptions,
    });
    const fastTarget: Target = { name: 'ours, fsync off (SigV4 checked)', client: fastClient, bucket: oursFast.bucket };
    console.log('100 KB objects:');
    const small = await smallObjects([oursTarget, fastTarget, peerTarget]);
    const [a, f, b] = [0, 1, 2].map((k) => ({ put: small.put[k], get: small.get[k] }));
    fastClient.destroy();
    console.log('large object:');
    // Two alternating rounds, best of each: the page cache and the machine's load treat both alike.
    const rounds: Array<[Awaited<ReturnType<typeof largeGet>>, Awaited<ReturnType<typeof largeGet>>]> = [];
    for (let round = 0; round < 2; round++) rounds.push([await largeGet(oursTarget), await largeGet(peerTarget)]);
    const best = (k: 0 | 1) => rounds.map((r) => r[k]).reduce((x, y) => (y.mbPerSecond > x.mbPerSecond ? y : x));
    const la = { ...best(0), rssGrowthMiB: Math.max(...rounds.map((r) => r[0].rssGrowthMiB)) };
    const lb = best(1);
    console.log('ratios (ours / s3rver):');
    console.log(
      `  PUT 100 KB ${(a.put.perSecond / b.put.perSecond).toFixed(2)}x (fsync off ${(f.put.perSecond / b.put.perSecond).toFixed(2)}x)   ` +
        `GET 100 KB ${(a.get.perSecond / b.get.perSecond).toFixed(2)}x (fsync off ${(f.get.perSecond / b.get.perSecond).toFixed(2)}x)   ` +
        `streamed GET ${(la.mbPerSecond / lb.mbPerSecond).toFixed(2)}x`,
    );
    console.log(`targets: PUT and GET at least 1.00x; streamed GET >= 300 MB/s with flat memory (ours: ${la.mbPerSecond.toFixed(0)} MB/s, RSS +${la.rssGrowthMiB.toFixed(0)} MiB)`);
    peerClient.destroy();
    oursClient.destroy();
  } finally {
    await ours?.close();
    await oursFast?.close();
    await peer?.close();
    rmSync(oursDir, { recursive: true, force: true });
    rmSync(peerDir, { recursive: true, force: true });
  }
}

await main();
