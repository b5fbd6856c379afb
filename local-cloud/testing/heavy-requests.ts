// Requests built to cost a GraphQL server as much as possible for their size, and probes that
// time the other services while they run: for the denial-of-service tests and bench/limits.ts.
import { Worker } from 'node:worker_threads';
import { SignatureV4 } from '@smithy/signature-v4';
import { NodeSha256 } from '../shared/sigv4';
import { LOCAL_IDENTITY_POOL_ID, LOCAL_REGION } from '../shared/local-ids';

/** `levels` fragments, each spreading the next twice: 2^levels fields once expanded, ~70 bytes a level. */
export function fragmentBomb(levels: number): string {
  let query = '{ listBanners { ...F0 } }';
  for (let i = 0; i < levels; i++) query += ` fragment F${i} on ModelBannerConnection { items { id } ...F${i + 1} ...F${i + 1} }`;
  return `${query} fragment F${levels} on ModelBannerConnection { items { id } }`;
}

/** One mutation document with `count` aliased calls of incrementVisits. */
export function aliasedMutations(count: number): string {
  return `mutation { ${Array.from({ length: count }, (_, i) => `v${i}: incrementVisits`).join(' ')} }`;
}

/** `count` fields under one response name with different arguments: validation compares every pair. */
export function sameNameFields(count: number): string {
  return `{ ${Array.from({ length: count }, (_, i) => `a: listBanners(limit: ${i + 1}) { items { id } }`).join(' ')} }`;
}

export interface SignedRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
}

export interface GraphQLCaller {
  (query: string, variables?: Record<string, unknown>): Promise<{ status: number; body: any }>;
  /** The signed request, to send from elsewhere (see sendFromWorker). */
  sign(query: string, variables?: Record<string, unknown>): Promise<SignedRequest>;
}

export interface RemoteAnswer {
  status: number;
  bytes: number;
  errorCount: number;
  errorTypes: string[];
  firstErrors: Array<{ errorType?: string; message: string; path?: unknown }>;
  dataKeys: number;
  /** From sending the request to its last byte, timed in the worker (its start-up not counted). */
  ms: number;
}

// Plain CommonJS for an eval'd worker: fetch, read and summarize the answer off the main thread.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
(async () => {
  // Node loads its fetch implementation on first use: warmed up (and connected) untimed.
  await fetch(workerData.url, { method: 'OPTIONS' }).then((res) => res.arrayBuffer()).catch(() => undefined);
  const start = performance.now();
  const res = await fetch(workerData.url, { method: 'POST', headers: workerData.headers, body: workerData.body });
  const text = await res.text();
  const ms = performance.now() - start;
  const json = JSON.parse(text);
  const errors = json.errors || [];
  parentPort.postMessage({
    status: res.status,
    bytes: text.length,
    errorCount: errors.length,
    errorTypes: [...new Set(errors.map((e) => e.errorType))],
    firstErrors: errors.slice(0, 3),
    dataKeys: json.data ? Object.keys(json.data).length : 0,
    ms,
  });
})().catch((error) => parentPort.postMessage({ failed: String(error && error.stack || error) }));
`;

/**
 * Sends a request from a worker thread and answers a summary of the response: the client's
 * own work (reading and parsing a large answer) then stays off the thread whose event loop the
 * local cloud under test shares with the probes.
 */
export function sendFromWorker(request: SignedRequest): Promise<RemoteAnswer> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: request });
    worker.once('message', (message: RemoteAnswer & { failed?: string }) => {
      void worker.terminate();
      if (message.failed) reject(new Error(message.failed));
      else resolve(message);
    });
    worker.once('error', reject);
  });
}

/** Guest credentials from the identity pool, and a caller that signs GraphQL requests with them (as aws-amplify does for guests). */
export async function guestGraphQL(gatewayUrl: string): Promise<GraphQLCaller> {
  const cognito = async (target: string, body: unknown) => {
    const res = await fetch(`${gatewayUrl}/`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityService.${target}` },
      body: JSON.stringify(body),
    });
    return (await res.json()) as Record<string, any>;
  };
  const { IdentityId } = await cognito('GetId', { IdentityPoolId: LOCAL_IDENTITY_POOL_ID });
  const { Credentials } = await cognito('GetCredentialsForIdentity', { IdentityId });
  const signer = new SignatureV4({
    service: 'appsync',
    region: LOCAL_REGION,
    sha256: NodeSha256,
    credentials: { accessKeyId: Credentials.AccessKeyId, secretAccessKey: Credentials.SecretKey, sessionToken: Credentials.SessionToken },
  });
  const url = new URL(`${gatewayUrl}/graphql`);
  const sign = async (query: string, variables?: Record<string, unknown>): Promise<SignedRequest> => {
    const body = JSON.stringify({ query, variables });
    const signed = await signer.sign({
      method: 'POST',
      protocol: 'http:',
      hostname: url.hostname,
      port: Number(url.port),
      path: '/graphql',
      headers: { host: url.host, 'content-type': 'application/json' },
      body,
    });
    return { url: url.href, headers: signed.headers as Record<string, string>, body };
  };
  const call = async (query: string, variables?: Record<string, unknown>) => {
    const { headers, body } = await sign(query, variables);
    const res = await fetch(url, { method: 'POST', headers, body });
    return { status: res.status, body: await res.json() };
  };
  return Object.assign(call, { sign });
}

export interface ProbeResult {
  /** Completed probes. */
  count: number;
  /** Latency of each, in milliseconds. */
  latencies: number[];
  /** Errors thrown by the probe. */
  errors: unknown[];
}

/** Runs `probe` back to back (a pause of `gapMs` between) until `until` settles; collects each one's latency. */
export async function probeWhile(probe: () => Promise<void>, until: Promise<unknown>, gapMs = 5): Promise<ProbeResult> {
  let done = false;
  until.then(
    () => (done = true),
    () => (done = true),
  );
  const result: ProbeResult = { count: 0, latencies: [], errors: [] };
  while (!done) {
    const start = performance.now();
    try {
      await probe();
      result.latencies.push(performance.now() - start);
      result.count++;
    } catch (error) {
      result.errors.push(error);
    }
    await new Promise((resume) => setTimeout(resume, gapMs));
  }
  return result;
}
