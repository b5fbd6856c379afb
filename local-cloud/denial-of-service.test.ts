// No request holds the process: requests built to be as costly as possible, sent by a guest,
// are refused (or bounded) as AppSync refuses them, and an S3 GET and a Cognito call issued
// while they run are answered. Each case is bounded by the test's own timeout; latencies are
// printed by bench/limits.ts, not asserted here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { LOCAL_BUCKET_NAME, LOCAL_IDENTITY_POOL_ID, LOCAL_REGION } from './shared/local-ids';
import { GRAPHQL_API_LIMITS } from '../amplify/data/api-limits';
import { signedGraphqlHeaders } from './data/test-support';
import { aliasedMutations, fragmentBomb, guestGraphQL, sameNameFields, sendFromWorker, type GraphQLCaller } from './testing/heavy-requests';
import { startTestCloud, type TestCloud } from './testing/start-test-cloud';

let cloud: TestCloud;
let guest: GraphQLCaller;
let s3: S3Client;
const PROBE = Buffer.alloc(100 * 1024, 7);

beforeAll(async () => {
  cloud = await startTestCloud();
  guest = await guestGraphQL(cloud.gatewayUrl);
  s3 = new S3Client({ region: LOCAL_REGION, endpoint: cloud.storageUrl, forcePathStyle: true, credentials: cloud.operator });
  await s3.send(new PutObjectCommand({ Bucket: LOCAL_BUCKET_NAME, Key: 'public/probe.bin', Body: PROBE }));
});
afterAll(async () => {
  s3?.destroy();
  await cloud?.close();
});

/** An S3 GET and a Cognito GetId, issued now; resolves with when each answered. */
async function otherServices(): Promise<{ getAt: number; cognitoAt: number }> {
  const get = (async () => {
    const out = await s3.send(new GetObjectCommand({ Bucket: LOCAL_BUCKET_NAME, Key: 'public/probe.bin' }));
    expect(Buffer.from(await out.Body!.transformToByteArray())).toEqual(PROBE);
    return performance.now();
  })();
  const cognito = (async () => {
    const res = await fetch(`${cloud.gatewayUrl}/`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AWSCognitoIdentityService.GetId' },
      body: JSON.stringify({ IdentityPoolId: LOCAL_IDENTITY_POOL_ID }),
    });
    expect(((await res.json()) as { IdentityId?: string }).IdentityId).toMatch(/^us-east-1:/);
    return performance.now();
  })();
  const [getAt, cognitoAt] = await Promise.all([get, cognito]);
  return { getAt, cognitoAt };
}

describe('a guest cannot hold the local cloud', () => {
  it('refuses a fragment bomb (2^30 fields from 2 KB) before any work, and S3 and Cognito answer meanwhile', async () => {
    const query = fragmentBomb(30);
    expect(query.length).toBeLessThan(2200);
    const [answer] = await Promise.all([guest(query), otherServices()]);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ data: null, errors: [{ path: null, locations: null, message: 'Maximum field count exceeded. 100001 > 100000' }] });
  });

  it('validates a document of 1,000 fields under one name off the main thread, and S3 and Cognito answer meanwhile', async () => {
    const heavy = sendFromWorker(await guest.sign(sameNameFields(1000)));
    const others = await otherServices();
    const answer = await heavy;
    const answeredAt = performance.now();
    expect(answer.status).toBe(200);
    expect(answer.dataKeys).toBe(0);
    expect(answer.firstErrors[0].message).toMatch(/^Validation error of type/);
    // The other services did not wait for the validation to finish.
    expect(others.getAt).toBeLessThan(answeredAt);
    expect(others.cognitoAt).toBeLessThan(answeredAt);
  });

  it('invokes no more resolvers in one request than the resolver count limit', async () => {
    const limit = GRAPHQL_API_LIMITS.resolverCountLimit;
    const operator = async (query: string, variables?: Record<string, unknown>) => {
      const body = JSON.stringify({ query, variables });
      const res = await fetch(`${cloud.gatewayUrl}/graphql`, { method: 'POST', body, headers: await signedGraphqlHeaders(cloud.gatewayUrl, cloud.operator, body) });
      return (await res.json()) as { data: any; errors?: Array<{ errorType: string; message: string; path: unknown[] }> };
    };
    // limit + 100 images; listing them with each one's purchases invokes 1 + limit + 100 resolvers.
    const images = limit + 100;
    const input = { filePath: 'galeria/public/x.jpg', etiquetas: 'x', isPublica: true, costo: 0 };
    for (let done = 0; done < images; done += 800) {
      const n = Math.min(800, images - done);
      const created = await operator(
        `mutation C($i: CreateImagenInput!) { ${Array.from({ length: n }, (_, k) => `c${k}: createImagen(input: $i) { id }`).join(' ')} }`,
        { i: input },
      );
      expect(created.errors).toBeUndefined();
    }
    const listed = operator(`{ listImagens(limit: ${images + 10}) { items { id compras { items { id } } } } }`);
    const others = await otherServices();
    const answer = await listed;
    expect(others.getAt).toBeLessThan(performance.now());
    expect(answer.data.listImagens.items).toHaveLength(images);
    // The list is resolver 1; the purchases of the first limit - 1 images are resolved, the others refused.
    const refused = answer.errors ?? [];
    expect(refused).toHaveLength(images + 1 - limit);
    expect(new Set(refused.map((e) => e.errorType))).toEqual(new Set(['ResolverExecutionLimitReached']));
    expect(refused[0]).toMatchObject({ message: 'Resolver invocation limit reached.', path: ['listImagens', 'items', limit - 1, 'compras'] });
    expect(answer.data.listImagens.items.filter((i: { compras: unknown }) => i.compras !== null)).toHaveLength(limit - 1);
  });

  it('answers a depth beyond the query depth limit with an error before running it', async () => {
    const depth = GRAPHQL_API_LIMITS.queryDepthLimit + 1;
    // listImagens > items > compras > items > imagen > compras > items > ... > __typename.
    const names = Array.from({ length: depth - 2 }, (_, i) => (i === 0 ? 'items' : ['compras', 'items', 'imagen'][(i - 1) % 3]));
    const selection = names.reduceRight((inner, name) => `${name} { ${inner} }`, '__typename');
    const query = `{ listImagens { ${selection} } }`;
    const answer = await guest(query);
    expect(answer.body).toEqual({ data: null, errors: [{ path: null, locations: null, message: `maximum query depth exceeded ${depth} > ${GRAPHQL_API_LIMITS.queryDepthLimit}` }] });
  });
});

describe('aliased function calls', () => {
  it('invoke the function no more times than the resolver count limit', async () => {
    // A cloud of its own with a small limit: a function invocation takes tens of milliseconds.
    const small = await startTestCloud({ apiLimits: { queryDepthLimit: 0, resolverCountLimit: 3 } });
    try {
      const caller = await guestGraphQL(small.gatewayUrl);
      const before = (await caller('mutation { incrementVisits }')).body.data.incrementVisits as number;
      const answer = await caller(aliasedMutations(8));
      expect(answer.body.errors).toHaveLength(5);
      expect(new Set(answer.body.errors.map((e: { errorType: string }) => e.errorType))).toEqual(new Set(['ResolverExecutionLimitReached']));
      const counted = Object.values(answer.body.data).filter((v) => typeof v === 'number');
      expect(counted).toHaveLength(3);
      // Three visits were added by the aliased request, one by each single call.
      expect((await caller('mutation { incrementVisits }')).body.data.incrementVisits).toBe(before + 3 + 1);
    } finally {
      await small.close();
    }
  });
});
