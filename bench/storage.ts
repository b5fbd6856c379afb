// Storage benchmark: our local S3 beside s3rver 3.7, on loopback, in the same run, both driven
// by the AWS SDK v3. Ours verifies every SigV4 signature and access rule; s3rver checks none.
//  1. 100 KB PutObject and GetObject per second (sequential requests, distinct keys; the targets
//     take turns in batches of 20 so that the load of a shared machine weighs on all alike).
//  2. A streamed GetObject of one large object (1 GiB by default) and a multipart upload of the
//     same size (8 MiB parts, 4 at a time, as the AWS SDK's and CLI's managed transfers do):
//     throughput and how far the process's resident memory grows meanwhile (flat memory means
//     nothing is buffered). The targets take turns, BENCH_ROUNDS times; the ratios printed are
//     the medians of each round's ratio, since the machine's load shifts from round to round.
// Bounded by count and time. Run: npm run bench:storage
//   BENCH_COUNT (default 300), BENCH_SECONDS (default 8 per measure), BENCH_LARGE_MIB (default 1024),
//   BENCH_ROUNDS (default 3)
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import {
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
// @ts-expect-error s3rver ships no type declarations
import S3rver from 's3rver';
import { LOCAL_REGION } from '../local-cloud/shared/local-ids';
import { ObjectStore } from '../local-cloud/storage/object-store';
import { PRINCIPALS, startTestStorage, type TestStorage } from '../local-cloud/storage/test-support';

const COUNT = Number(process.env.BENCH_COUNT ?? 300);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const LARGE_MIB = Number(process.env.BENCH_LARGE_MIB ?? 1024);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const PART_BYTES = 8 * 1024 * 1024;
const PART_CONCURRENCY = 4;
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
  const result = await measured(async () => {
    const out = await target.client.send(new GetObjectCommand({ Bucket: target.bucket, Key: LARGE_KEY }));
    let received = 0;
    for await (const chunk of out.Body as Readable) received += (chunk as Buffer).length;
    if (received !== LARGE_MIB * 1024 * 1024) throw new Error(`${target.name}: streamed ${received} bytes`);
    return received;
  });
  console.log(`  GetObject ${LARGE_MIB} MiB streamed ${target.name.padEnd(38)} ${result.mbPerSecond.toFixed(0).padStart(6)} MB/s  RSS +${result.rssGrowthMiB.toFixed(0)} MiB`);
  return result;
}

/** Runs `work` while sampling the process's resident memory; answers its time and how far memory grew. */
async function measured(work: () => Promise<number>): Promise<{ mbPerSecond: number; rssGrowthMiB: number }> {
  if (global.gc) global.gc();
  const baseline = process.memoryUsage().rss;
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
  const start = performance.now();
  try {
    const bytes = await work();
    return { mbPerSecond: bytes / 1e6 / ((performance.now() - start) / 1000), rssGrowthMiB: (peak - baseline) / 1024 / 1024 };
  } finally {
    clearInterval(sampler);
  }
}

const PART = Buffer.alloc(PART_BYTES, 7);

/** A multipart upload of LARGE_MIB in 8 MiB parts, PART_CONCURRENCY at a time. */
async function multipartUpload(target: Target, key: string): Promise<{ mbPerSecond: number; rssGrowthMiB: number }> {
  const total = LARGE_MIB * 1024 * 1024;
  const result = await measured(async () => {
    const { UploadId } = await target.client.send(new CreateMultipartUploadCommand({ Bucket: target.bucket, Key: key }));
    const count = Math.ceil(total / PART_BYTES);
    const etags: string[] = new Array(count);
    let next = 0;
    const worker = async () => {
      while (next < count) {
        const index = next++;
        const size = Math.min(PART_BYTES, total - index * PART_BYTES);
        const out = await target.client.send(
          new UploadPartCommand({ Bucket: target.bucket, Key: key, UploadId, PartNumber: index + 1, Body: size === PART_BYTES ? PART : PART.subarray(0, size), ContentLength: size }),
        );
        etags[index] = out.ETag!;
      }
    };
    await Promise.all(Array.from({ length: PART_CONCURRENCY }, worker));
    await target.client.send(
      new CompleteMultipartUploadCommand({
        Bucket: target.bucket,
        Key: key,
        UploadId,
        MultipartUpload: { Parts: etags.map((ETag, i) => ({ ETag, PartNumber: i + 1 })) },
      }),
    );
    return total;
  });
  console.log(`  multipart upload ${LARGE_MIB} MiB ${target.name.padEnd(38)} ${result.mbPerSecond.toFixed(0).padStart(6)} MB/s  RSS +${result.rssGrowthMiB.toFixed(0)} MiB`);
  return result;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

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
    console.log(`large object (${ROUNDS} rounds, the targets taking turns):`);
    const getRatios: number[] = [];
    const uploadRatios: number[] = [];
    const oursLarge: Array<{ get: number; upload: number; rss: number }> = [];
    for (let round = 0; round < ROUNDS; round++) {
      // Who goes first alternates too: the page cache and the machine's load treat both alike.
      const order = round % 2 === 0 ? [oursTarget, peerTarget] : [peerTarget, oursTarget];
      const got = new Map<Target, Awaited<ReturnType<typeof largeGet>>>();
      const sent = new Map<Target, Awaited<ReturnType<typeof multipartUpload>>>();
      for (const target of order) got.set(target, await largeGet(target));
      for (const target of order) sent.set(target, await multipartUpload(target, `public/subida-${round}.bin`));
      getRatios.push(got.get(oursTarget)!.mbPerSecond / got.get(peerTarget)!.mbPerSecond);
      uploadRatios.push(sent.get(oursTarget)!.mbPerSecond / sent.get(peerTarget)!.mbPerSecond);
      oursLarge.push({
        get: got.get(oursTarget)!.mbPerSecond,
        upload: sent.get(oursTarget)!.mbPerSecond,
        rss: Math.max(got.get(oursTarget)!.rssGrowthMiB, sent.get(oursTarget)!.rssGrowthMiB),
      });
    }
    console.log('ratios (ours / s3rver; large objects: median of the rounds):');
    console.log(
      `  PUT 100 KB ${(a.put.perSecond / b.put.perSecond).toFixed(2)}x (fsync off ${(f.put.perSecond / b.put.perSecond).toFixed(2)}x)   ` +
        `GET 100 KB ${(a.get.perSecond / b.get.perSecond).toFixed(2)}x (fsync off ${(f.get.perSecond / b.get.perSecond).toFixed(2)}x)`,
    );
    console.log(
      `  streamed GET ${LARGE_MIB} MiB ${median(getRatios).toFixed(2)}x (rounds: ${getRatios.map((r) => r.toFixed(2)).join(', ')})   ` +
        `multipart upload ${LARGE_MIB} MiB ${median(uploadRatios).toFixed(2)}x (rounds: ${uploadRatios.map((r) => r.toFixed(2)).join(', ')})`,
    );
    console.log(
      `targets: every ratio at least 1.00x, with flat memory (ours: GET ${median(oursLarge.map((o) => o.get)).toFixed(0)} MB/s, ` +
        `upload ${median(oursLarge.map((o) => o.upload)).toFixed(0)} MB/s, RSS at most +${Math.max(...oursLarge.map((o) => o.rss)).toFixed(0)} MiB)`,
    );
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
