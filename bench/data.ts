// Data benchmark: the local AppSync beside amplify-appsync-simulator 2.16, on loopback, in
// the same run, both driven by aws-amplify's generateClient<Schema>() with IAM auth.
// Ours verifies every SigV4 signature and evaluates the @auth rules on every call, and writes
// to SQLite; the simulator checks no signature and here resolves from an in-memory map
// through the same schema (Lambda data source, VTL request/response templates), so its
// numbers are a floor for "GraphQL over HTTP with no auth and no storage".
// Measures, sequentially: list of 100 items, get, create, update (operations per second).
// Run: npm run bench:data   (BENCH_COUNT default 300, BENCH_SECONDS default 6 per measure, BENCH_ROUNDS default 2)
import { randomUUID } from 'node:crypto';
import { Amplify } from 'aws-amplify';
import { generateClient } from 'aws-amplify/data';
import type { Schema } from '../amplify/data/resource';
import { buildAmplifyConfig } from '../src/lib/amplify-config';
import { startTestCloud } from '../local-cloud/testing/start-test-cloud';
import { loadModelDefinition } from '../local-cloud/data/schema/model-definition';
import type { OperatorCredentials } from '../local-cloud/shared/operator';
import { pinSimulatorGraphql } from './appsync-simulator';

const COUNT = Number(process.env.BENCH_COUNT ?? 300);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);

type Client = ReturnType<typeof generateClient<Schema>>;

async function timed(fn: (i: number) => Promise<void>): Promise<{ ops: number; perSecond: number; meanMs: number }> {
  for (let i = 0; i < 10; i++) await fn(-1 - i);
  const start = performance.now();
  const deadline = start + SECONDS * 1000;
  let ops = 0;
  while (ops < COUNT && performance.now() < deadline) await fn(ops++);
  const ms = performance.now() - start;
  return { ops, perSecond: (ops * 1000) / ms, meanMs: ms / ops };
}

function check<T extends { errors?: unknown }>(result: T): T {
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return result;
}

async function measure(client: Client): Promise<Record<string, { perSecond: number; meanMs: number; ops: number }>> {
  const ids: string[] = [];
  for (let i = 0; i < 100; i++) {
    const r = check(await client.models.Libro.create({ name: `Libro ${i}`, image: `libros/portadas/${i}/p.jpg`, pagesFolder: `Libro ${i}` }));
    ids.push(r.data!.id);
  }
  return {
    'list 100': await timed(async () => {
      const r = check(await client.models.Libro.list({ limit: 100 }));
      if (r.data.length < 100) throw new Error(`listed ${r.data.length}`);
    }),
    get: await timed(async (i) => {
      check(await client.models.Libro.get({ id: ids[Math.abs(i) % ids.length] }));
    }),
    create: await timed(async (i) => {
      check(await client.models.Libro.create({ name: `Nuevo ${i}`, image: 'i', pagesFolder: `Nuevo ${i}` }));
    }),
    update: await timed(async (i) => {
      check(await client.models.Libro.update({ id: ids[Math.abs(i) % ids.length], price: Math.abs(i) }));
    }),
  };
}

function configure(outputs: Parameters<typeof buildAmplifyConfig>[0], operator: OperatorCredentials): Client {
  Amplify.configure(buildAmplifyConfig(outputs), {
    Auth: {
      credentialsProvider: {
        getCredentialsAndIdentityId: async () => ({
          credentials: operator,
        }),
        clearCredentialsAndIdentityId: () => {},
      },
    },
  });
  return generateClient<Schema>({ authMode: 'iam' });
}

async function startSimulator(): Promise<{ url: string; stop(): Promise<void> }> {
  pinSimulatorGraphql();
  const { AmplifyAppSyncSimulator, AmplifyAppSyncSimulatorAuthenticationType, RESOLVER_KIND } = await import('@aws-amplify/amplify-appsync-simulator');
  const sdl = loadModelDefinition()!.appSyncSdl;
  const items = new Map<string, Record<string, unknown>>();
  const invoke = async (payload: { field: string; arguments: Record<string, any> }) => {
    const now = new Date().toISOString();
    switch (payload.field) {
      case 'createLibro': {
        const item = { id: randomUUID(), createdAt: now, updatedAt: now, ...payload.arguments.input };
        items.set(item.id, item);
        return item;
      }
      case 'updateLibro': {
        const item = { ...items.get(payload.arguments.input.id), ...payload.arguments.input, updatedAt: now };
        items.set(item.id, item);
        return item;
      }
      case 'getLibro':
        return items.get(payload.arguments.id) ?? null;
      case 'listLibros':
        return { items: [...items.values()].slice(0, payload.arguments.limit ?? 100), nextToken: null };
      default:
        return null;
    }
  };
  const simulator = new AmplifyAppSyncSimulator({ port: 0, wsPort: 0 });
  const request = '{"version": "2018-05-29", "operation": "Invoke", "payload": {"field": "$ctx.info.fieldName", "arguments": $util.toJson($ctx.arguments)}}';
  simulator.init({
    schema: { content: sdl },
    dataSources: [{ name: 'memory', type: 'AWS_LAMBDA', invoke }],
    resolvers: ['getLibro', 'listLibros', 'createLibro', 'updateLibro'].map((fieldName) => ({
      kind: RESOLVER_KIND.UNIT,
      typeName: fieldName.startsWith('get') || fieldName.startsWith('list') ? 'Query' : 'Mutation',
      fieldName,
      dataSourceName: 'memory',
      requestMappingTemplate: request,
      responseMappingTemplate: '$util.toJson($ctx.result)',
    })),
    appSync: {
      name: 'bench',
      defaultAuthenticationType: { authenticationType: AmplifyAppSyncSimulatorAuthenticationType.AWS_IAM },
      additionalAuthenticationProviders: [],
    },
  });
  await simulator.start();
  return { url: `${simulator.localhostUrl}/graphql`, stop: () => simulator.stop() };
}

const cloud = await startTestCloud();
const simulator = await startSimulator();
try {
  // The machine is shared: alternate the two servers over ROUNDS rounds and keep each one's best.
  const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
  const simOutputs = structuredClone(cloud.outputs);
  simOutputs.data.url = simulator.url;
  type Results = Awaited<ReturnType<typeof measure>>;
  const best = (a: Results | undefined, b: Results): Results =>
    a ? Object.fromEntries(Object.keys(b).map((k) => [k, a[k].perSecond >= b[k].perSecond ? a[k] : b[k]])) : b;
  let ours: Results | undefined;
  let theirs: Results | undefined;
  for (let round = 0; round < ROUNDS; round++) {
    ours = best(ours, await measure(configure(cloud.outputs as Parameters<typeof buildAmplifyConfig>[0], cloud.operator)));
    theirs = best(theirs, await measure(configure(simOutputs as Parameters<typeof buildAmplifyConfig>[0], cloud.operator)));
  }
  if (!ours || !theirs) throw new Error('no rounds');
  console.log('operation   local AppSync (SigV4 + @auth + SQLite)   amplify-appsync-simulator 2.16 (no auth, memory)   time ratio');
  for (const op of Object.keys(ours)) {
    const a = ours[op];
    const b = theirs[op];
    console.log(
      `${op.padEnd(10)}  ${a.perSecond.toFixed(0).padStart(6)} ops/s (${a.meanMs.toFixed(2)} ms)              ${b.perSecond.toFixed(0).padStart(6)} ops/s (${b.meanMs.toFixed(2)} ms)                     ${(a.meanMs / b.meanMs).toFixed(2)}x`,
    );
  }
} finally {
  await simulator.stop();
  await cloud.close();
}
process.exit(0);
