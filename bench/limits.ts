// Denial-of-service benchmark: requests built to be as costly as possible are sent to a whole
// local cloud as a guest while an S3 GET of 100 KB and an SRP sign-in are repeated beside them;
// prints how long each heavy request took, what it answered, and the GET and sign-in latencies
// during it against a quiet baseline (target: no more than 100 ms added).
// Run: npm run bench:limits   (BENCH_LIST_RECORDS, default 1000: banners the large listing reads;
// BENCH_CASES=text runs only the cases whose label contains it)
import { monitorEventLoopDelay, performance as nodePerformance } from 'node:perf_hooks';
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { LOCAL_REGION, LOCAL_USER_POOL_CLIENT_ID, LOCAL_USER_POOL_ID, LOCAL_BUCKET_NAME } from '../local-cloud/shared/local-ids';
import { settings } from '../local-cloud/shared/settings';
import { aliasedMutations, fragmentBomb, guestGraphQL, probeWhile, sameNameFields, sendFromWorker, type ProbeResult } from '../local-cloud/testing/heavy-requests';
import { startTestCloud } from '../local-cloud/testing/start-test-cloud';
import { srpRespond, srpStart } from './identity-srp-client';

const RECORDS = Number(process.env.BENCH_LIST_RECORDS ?? 1000);
const POOL_NAME = LOCAL_USER_POOL_ID.split('_')[1];

const quantile = (values: number[], q: number) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};
const describe = (r: ProbeResult) =>
  `${String(r.count).padStart(4)} done, median ${quantile(r.latencies, 0.5).toFixed(0).padStart(4)} ms, p95 ${quantile(r.latencies, 0.95).toFixed(0).padStart(4)} ms, max ${Math.max(...r.latencies, 0).toFixed(0).padStart(4)} ms${r.errors.length ? `, ${r.errors.length} failed` : ''}`;

/** The longest the event loop (which every service shares) was held while `during` ran. */
async function loopDelay<T>(during: Promise<T>): Promise<{ max: number; busy: number }> {
  const histogram = monitorEventLoopDelay({ resolution: 5 });
  const before = nodePerformance.eventLoopUtilization();
  histogram.enable();
  await during.catch(() => undefined);
  histogram.disable();
  return { max: histogram.max / 1e6, busy: nodePerformance.eventLoopUtilization(before).utilization };
}
const held = (d: { max: number; busy: number }) => `main thread busy ${(d.busy * 100).toFixed(0)}% of the time, its event loop delayed at most ${d.max.toFixed(0)} ms`;

async function main(): Promise<void> {
  const cloud = await startTestCloud({ seed: true });
  try {
    const gql = await guestGraphQL(cloud.gatewayUrl);
    const s3 = new S3Client({ region: LOCAL_REGION, endpoint: cloud.storageUrl, forcePathStyle: true, credentials: cloud.operator });
    await s3.send(new PutObjectCommand({ Bucket: LOCAL_BUCKET_NAME, Key: 'public/probe.bin', Body: Buffer.alloc(100 * 1024, 1) }));
    const get = async () => {
      const out = await s3.send(new GetObjectCommand({ Bucket: LOCAL_BUCKET_NAME, Key: 'public/probe.bin' }));
      await out.Body!.transformToByteArray();
    };
    const idp = async (target: string, body: unknown) => {
      const res = await fetch(`${cloud.gatewayUrl}/`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${target}` },
        body: JSON.stringify(body),
      });
      if (res.status !== 200) throw new Error(`${target}: ${res.status}`);
      return (await res.json()) as Record<string, any>;
    };
    const signIn = async () => {
      const { a, srpA } = srpStart();
      const init = await idp('InitiateAuth', { AuthFlow: 'USER_SRP_AUTH', ClientId: LOCAL_USER_POOL_CLIENT_ID, AuthParameters: { USERNAME: settings().seed.userEmail, SRP_A: srpA } });
      await idp('RespondToAuthChallenge', {
        ChallengeName: 'PASSWORD_VERIFIER',
        ClientId: LOCAL_USER_POOL_CLIENT_ID,
        ChallengeResponses: srpRespond(POOL_NAME, settings().seed.userPassword, a, srpA, init.ChallengeParameters),
      });
    };

    // Banners for the large listing, written by the operator 50 per request.
    const { signedGraphqlHeaders } = await import('../local-cloud/data/test-support');
    for (let i = 0; i < RECORDS; i += 50) {
      const n = Math.min(50, RECORDS - i);
      const query = `mutation { ${Array.from({ length: n }, (_, k) => `b${k}: createBanner(input: { titulo: "Banner ${i + k}", text: "${'texto '.repeat(20)}", imageFolder: "banner" }) { id }`).join(' ')} }`;
      const body = JSON.stringify({ query });
      await fetch(`${cloud.gatewayUrl}/graphql`, { method: 'POST', body, headers: await signedGraphqlHeaders(cloud.gatewayUrl, cloud.operator, body) });
    }

    const quiet = new Promise((resume) => setTimeout(resume, 3000));
    const [baseGet, baseSignIn, baseHeld] = await Promise.all([probeWhile(get, quiet, 20), probeWhile(signIn, quiet, 50), loopDelay(quiet)]);
    console.log(`${'quiet (no heavy request)'.padEnd(40)} ${held(baseHeld)}`);
    console.log(`${''.padEnd(40)} GET ${describe(baseGet)} | sign-in ${describe(baseSignIn)}`);

    const heavy: Array<[string, string]> = [
      ['fragment bomb, 30 levels (2 KB)', fragmentBomb(30)],
      ['fragment bomb, 60 levels (4 KB)', fragmentBomb(60)],
      ['2,000 aliased incrementVisits', aliasedMutations(2000)],
      ['1,000 fields of one name (validation)', sameNameFields(1000)],
      [`40 x listBanners of ${RECORDS}`, `{ ${Array.from({ length: 40 }, (_, i) => `l${i}: listBanners(limit: ${RECORDS}) { items { id titulo text imageFolder createdAt updatedAt } }`).join(' ')} }`],
    ];
    const only = process.env.BENCH_CASES?.toLowerCase();
    for (const [label, query] of heavy.filter(([name]) => !only || name.toLowerCase().includes(only))) {
      const signed = await gql.sign(query);
      // Sent from a worker thread, so that reading the answer is not counted against the server;
      // the worker times the request itself (its own start-up is not the server's time).
      const alone = await sendFromWorker(signed);
      const request = sendFromWorker(signed);
      const [gets, signIns, delay] = await Promise.all([probeWhile(get, request, 20), probeWhile(signIn, request, 50), loopDelay(request)]);
      const answer = await request;
      const ms = answer.ms;
      const summary = answer.errorCount
        ? `${answer.errorCount} error(s): ${answer.firstErrors[0].errorType ?? ''} ${answer.firstErrors[0].message.slice(0, 60)}`
        : `data (${answer.bytes} bytes)`;
      console.log(`${label.padEnd(40)} ${alone.ms.toFixed(0).padStart(6)} ms alone, ${ms.toFixed(0).padStart(6)} ms beside the probes  ${summary}
${''.padEnd(40)} ${held(delay)}`);
      console.log(`${''.padEnd(40)} GET ${describe(gets)} | sign-in ${describe(signIns)}`);
    }
    s3.destroy();
  } finally {
    await cloud.close();
  }
}

await main();
