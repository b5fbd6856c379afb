// Realtime benchmark: mutation-to-event latency of AppSync subscriptions (onCreateTodo on the
// quickstart fixture, API key) on the local cloud and on amplify-appsync-simulator 2.16, in the
// same run, with 1 and with 100 subscribers (one WebSocket each, as 100 browsers would hold).
// A round sends one createTodo over HTTP and waits until every subscriber has its event; a
// subscriber's latency is the time from sending the mutation to receiving its event.
// Subscribers speak AppSync's protocol over `ws`: to the local cloud with the connection's
// headers in the subprotocol, as aws-amplify 6 sends them; to the simulator in the query
// string, the documented form and the only one it reads. Then aws-amplify 6 itself subscribes
// to each server: the simulator's failure with it is recorded as such.
// Run: npm run bench:realtime   (BENCH_ROUNDS default 200 with 1 subscriber, BENCH_ROUNDS_100 default 40 with 100)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import { Amplify } from 'aws-amplify';
import { Hub } from 'aws-amplify/utils';
import { generateClient } from 'aws-amplify/api';
import { startLocalCloud } from '../local-cloud/main';
import { loadBackend } from '../local-cloud/backend/description';
import { LOCAL_API_KEY } from '../local-cloud/shared/local-ids';
import { pinSimulatorGraphql } from './appsync-simulator';

(globalThis as { WebSocket?: unknown }).WebSocket ??= WebSocket;

const PROJECT = resolve(import.meta.dirname, '../local-cloud/testing/quickstart');
const ROUNDS_1 = Number(process.env.BENCH_ROUNDS ?? 200);
const ROUNDS_100 = Number(process.env.BENCH_ROUNDS_100 ?? 40);
const SUBSCRIPTION = 'subscription { onCreateTodo { id content createdAt updatedAt } }';
const MUTATION = 'mutation Create($input: CreateTodoInput!) { createTodo(input: $input) { id content createdAt updatedAt } }';

interface Target {
  name: string;
  graphqlUrl: string;
  headerIn: 'protocol' | 'query';
}

interface Subscriber {
  ws: WebSocket;
  onEvent: (handler: (id: string, at: number) => void) => void;
}

function headers(target: Target) {
  return { host: new URL(target.graphqlUrl).host, 'x-api-key': LOCAL_API_KEY };
}

async function subscribe(target: Target): Promise<Subscriber> {
  const url = new URL(target.graphqlUrl.replace(/^http/, 'ws') + '/realtime');
  const header = headers(target);
  const protocols = ['graphql-ws'];
  if (target.headerIn === 'protocol') protocols.push(`header-${Buffer.from(JSON.stringify(header)).toString('base64url')}`);
  else {
    url.searchParams.set('header', Buffer.from(JSON.stringify(header)).toString('base64'));
    url.searchParams.set('payload', 'e30=');
  }
  const ws = new WebSocket(url, protocols);
  let handler: (id: string, at: number) => void = () => {};
  const ready = new Promise<void>((done, fail) => {
    const timer = setTimeout(() => fail(new Error('no start_ack within 10 s')), 10_000);
    ws.on('error', fail);
    ws.on('close', (code) => fail(new Error(`closed with ${code}`)));
    ws.on('open', () => ws.send(JSON.stringify({ type: 'connection_init' })));
    ws.on('message', (raw) => {
      const at = performance.now();
      const message = JSON.parse(raw.toString()) as { type: string; payload?: any };
      if (message.type === 'connection_ack') {
        ws.send(JSON.stringify({ id: '1', type: 'start', payload: { data: JSON.stringify({ query: SUBSCRIPTION, variables: {} }), extensions: { authorization: header } } }));
      } else if (message.type === 'start_ack') {
        clearTimeout(timer);
        done();
      } else if (message.type === 'data') {
        handler(message.payload.data.onCreateTodo.id, at);
      } else if (message.type === 'error' || message.type === 'connection_error') {
        fail(new Error(JSON.stringify(message.payload)));
      }
    });
  });
  await ready;
  return { ws, onEvent: (h) => (handler = h) };
}

async function mutate(target: Target, content: string): Promise<string> {
  const res = await fetch(target.graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': LOCAL_API_KEY },
    body: JSON.stringify({ query: MUTATION, variables: { input: { content } } }),
  });
  const body = (await res.json()) as { data?: { createTodo: { id: string } }; errors?: unknown };
  if (!body.data?.createTodo) throw new Error(JSON.stringify(body));
  return body.data.createTodo.id;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function measure(target: Target, subscribers: number, rounds: number): Promise<{ median: number; p99: number; samples: number }> {
  const subs = await Promise.all(Array.from({ length: subscribers }, () => subscribe(target)));
  const latencies: number[] = [];
  try {
    for (let round = -5; round < rounds; round++) {
      const pending = new Set(subs);
      let sent = 0;
      let id = '';
      const early: Array<[Subscriber, string, number]> = [];
      let timer: NodeJS.Timeout | undefined;
      const all = new Promise<void>((done, fail) => {
        timer = setTimeout(() => fail(new Error(`round ${round}: ${pending.size} of ${subscribers} subscribers got nothing within 10 s`)), 10_000);
        for (const sub of subs) {
          sub.onEvent((eventId, at) => {
            if (!id) {
              early.push([sub, eventId, at]);
              return;
            }
            if (eventId !== id || !pending.has(sub)) return;
            pending.delete(sub);
            if (round >= 0) latencies.push(at - sent);
            if (pending.size === 0) {
              clearTimeout(timer);
              done();
            }
          });
        }
      });
      sent = performance.now();
      id = await mutate(target, `Todo ${randomUUID()}`);
      // Events that arrived before the mutation's HTTP answer did.
      for (const [sub, eventId, at] of early) {
        if (eventId === id && pending.delete(sub) && round >= 0) latencies.push(at - sent);
      }
      if (pending.size > 0) await all;
      clearTimeout(timer);
    }
  } finally {
    for (const sub of subs) sub.ws.close();
  }
  latencies.sort((a, b) => a - b);
  return { median: percentile(latencies, 50), p99: percentile(latencies, 99), samples: latencies.length };
}

/** aws-amplify 6 subscribing, and a mutation's event arriving: the latency, or why it never did. */
async function throughAmplify(target: Target): Promise<string> {
  Amplify.configure({ API: { GraphQL: { endpoint: target.graphqlUrl, region: 'us-east-1', defaultAuthMode: 'apiKey', apiKey: LOCAL_API_KEY } } });
  const client = generateClient();
  let received: ((id: string) => void) | undefined;
  let failure = '';
  const acked = new Promise<boolean>((done) => {
    const stop = Hub.listen('api', ({ payload }) => {
      if (payload.event === 'Subscription ack') {
        stop();
        done(true);
      }
    });
    setTimeout(() => {
      stop();
      done(false);
    }, 10_000);
  });
  const subscription = (client.graphql({ query: SUBSCRIPTION }) as unknown as { subscribe(o: object): { unsubscribe(): void } }).subscribe({
    next: (event: { data: { onCreateTodo: { id: string } } }) => received?.(event.data.onCreateTodo.id),
    error: (e: unknown) => (failure = JSON.stringify(e).slice(0, 160)),
  });
  try {
    if (!(await acked)) return `fails: no subscription within 10 s${failure ? ` (${failure})` : ' (aws-amplify keeps reconnecting: the server closes the handshake)'}`;
    const times: number[] = [];
    for (let i = 0; i < 20; i++) {
      const sent = performance.now();
      const arrived = new Promise<string>((done) => (received = done));
      const id = await mutate(target, `Amplify ${i}`);
      while ((await arrived) !== id) await new Promise<string>((done) => (received = done));
      times.push(performance.now() - sent);
    }
    times.sort((a, b) => a - b);
    return `works: median ${percentile(times, 50).toFixed(1)} ms over ${times.length} events`;
  } finally {
    subscription.unsubscribe();
  }
}

async function startSimulator(appSyncSdl: string): Promise<{ url: string; stop(): Promise<void> }> {
  pinSimulatorGraphql();
  const { AmplifyAppSyncSimulator, AmplifyAppSyncSimulatorAuthenticationType, RESOLVER_KIND } = await import('@aws-amplify/amplify-appsync-simulator');
  const simulator = new AmplifyAppSyncSimulator({ port: 0, wsPort: 0 });
  const invoke = async (payload: { arguments: { input: Record<string, unknown> } }) => {
    const now = new Date().toISOString();
    return { id: randomUUID(), createdAt: now, updatedAt: now, ...payload.arguments.input };
  };
  simulator.init({
    schema: { content: appSyncSdl },
    dataSources: [{ name: 'memory', type: 'AWS_LAMBDA', invoke }],
    resolvers: [
      {
        kind: RESOLVER_KIND.UNIT,
        typeName: 'Mutation',
        fieldName: 'createTodo',
        dataSourceName: 'memory',
        requestMappingTemplate: '{"version": "2018-05-29", "operation": "Invoke", "payload": {"arguments": $util.toJson($ctx.arguments)}}',
        responseMappingTemplate: '$util.toJson($ctx.result)',
      },
    ],
    appSync: {
      name: 'bench',
      defaultAuthenticationType: { authenticationType: AmplifyAppSyncSimulatorAuthenticationType.API_KEY },
      apiKey: LOCAL_API_KEY,
      additionalAuthenticationProviders: [],
    },
  });
  await simulator.start();
  return { url: `${simulator.localhostUrl}/graphql`, stop: () => simulator.stop() };
}

const dir = mkdtempSync(join(tmpdir(), 'bench-realtime-'));
const cloud = await startLocalCloud({ projectDir: PROJECT, dir, gatewayPort: 0, storagePort: 0, log: () => {} });
const simulator = await startSimulator(loadBackend(PROJECT).data!.appSyncSdl);
const ours: Target = { name: 'local cloud', graphqlUrl: `${cloud.gatewayUrl}/graphql`, headerIn: 'protocol' };
const theirs: Target = { name: 'amplify-appsync-simulator 2.16', graphqlUrl: simulator.url, headerIn: 'query' };
try {
  console.log('mutation-to-event latency   local cloud (median / p99)       amplify-appsync-simulator 2.16 (median / p99)   median ratio');
  for (const [subscribers, rounds] of [
    [1, ROUNDS_1],
    [100, ROUNDS_100],
  ] as const) {
    const a = await measure(ours, subscribers, rounds);
    let line = `${String(subscribers).padStart(3)} subscriber${subscribers === 1 ? ' ' : 's'}             ${a.median.toFixed(2).padStart(7)} / ${a.p99.toFixed(2).padStart(7)} ms (${a.samples} events)`;
    try {
      const b = await measure(theirs, subscribers, rounds);
      line += `   ${b.median.toFixed(2).padStart(7)} / ${b.p99.toFixed(2).padStart(7)} ms (${b.samples} events)           ${(a.median / b.median).toFixed(2)}x`;
    } catch (error) {
      line += `   fails: ${(error as Error).message}`;
    }
    console.log(line);
  }
  console.log(`aws-amplify 6 subscribing   local cloud: ${await throughAmplify(ours)}`);
  console.log(`                            amplify-appsync-simulator 2.16: ${await throughAmplify(theirs)}`);
} finally {
  await simulator.stop();
  await cloud.close();
  rmSync(dir, { recursive: true, force: true });
}
process.exit(0);
