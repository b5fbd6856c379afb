// The realtime endpoint's protocol, spoken by hand over a WebSocket (the `ws` package): the
// handshake in both header forms, the subscription life cycle, and every kind of bad input —
// answered with AppSync's error messages while the server keeps serving everyone else.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startDataHarness, signedGraphqlHeaders, type DataHarness, type TestUser } from './test-support';

const admin: TestUser = { sub: 'sub-admin', username: 'sub-admin', email: 'admin@example.com', groups: ['ADMINS'] };
const user: TestUser = { sub: 'sub-user', username: 'sub-user', email: 'user@example.com', groups: [] };

let harness: DataHarness;
let host: string;

beforeAll(async () => {
  harness = await startDataHarness([admin, user]);
  host = new URL(harness.url).host;
});
afterAll(async () => harness?.close());

type Message = { type: string; id?: string; payload?: any };

interface Client {
  ws: WebSocket;
  messages: Message[];
  next(match: (m: Message) => boolean, ms?: number): Promise<Message>;
  send(message: unknown): void;
  closed: Promise<{ code: number }>;
}

function open(header: Record<string, string> | undefined, form: 'protocol' | 'query' = 'protocol', protocols = ['graphql-ws']): Promise<Client> {
  const url = new URL(`${harness.url.replace('http:', 'ws:')}/graphql/realtime`);
  const offered = [...protocols];
  if (header && form === 'protocol') offered.push(`header-${Buffer.from(JSON.stringify(header)).toString('base64url')}`);
  if (header && form === 'query') {
    url.searchParams.set('header', Buffer.from(JSON.stringify(header)).toString('base64'));
    url.searchParams.set('payload', 'e30=');
  }
  const ws = new WebSocket(url, offered);
  const messages: Message[] = [];
  const waiters: Array<{ match: (m: Message) => boolean; resolve: (m: Message) => void }> = [];
  ws.on('message', (data) => {
    const message = JSON.parse(data.toString()) as Message;
    messages.push(message);
    for (const w of [...waiters]) {
      if (w.match(message)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(message);
      }
    }
  });
  const closed = new Promise<{ code: number }>((resolve) => ws.on('close', (code) => resolve({ code })));
  return new Promise((resolve, reject) => {
    ws.once('error', reject);
    ws.once('open', () =>
      resolve({
        ws,
        messages,
        closed,
        send: (m) => ws.send(typeof m === 'string' ? m : JSON.stringify(m)),
        next(match, ms = 15_000) {
          const seen = messages.find(match);
          if (seen) {
            messages.splice(messages.indexOf(seen), 1);
            return Promise.resolve(seen);
          }
          return new Promise((done, fail) => {
            const timer = setTimeout(() => fail(new Error(`no matching message within ${ms} ms; got ${JSON.stringify(messages)}`)), ms);
            waiters.push({
              match,
              resolve: (m) => {
                clearTimeout(timer);
                messages.splice(messages.indexOf(m), 1);
                done(m);
              },
            });
          });
        },
      }),
    );
  });
}

const poolHeader = (who: TestUser, expiresAt?: number) => ({ host, Authorization: harness.tokenFor(who, expiresAt) });
const type = (t: string, id?: string) => (m: Message) => m.type === t && (id === undefined || m.id === id);

async function connected(header: Record<string, string>, form: 'protocol' | 'query' = 'protocol'): Promise<Client> {
  const client = await open(header, form);
  client.send({ type: 'connection_init' });
  await client.next(type('connection_ack'));
  return client;
}

function start(client: Client, id: string, query: string, authorization: Record<string, string>, variables: Record<string, unknown> = {}) {
  client.send({ id, type: 'start', payload: { data: JSON.stringify({ query, variables }), extensions: { authorization } } });
}

const ON_CREATE_MESSAGE = 'subscription { onCreateContactMessage { id name message } }';
const createMessage = (name: string) =>
  harness.pool(admin, `mutation { createContactMessage(input: { name: "${name}", email: "a@example.com", message: "hola" }) { id name email message createdAt updatedAt } }`);

describe('handshake', () => {
  it('acknowledges a connection authorized in the subprotocol or in the query string, then keeps it alive', async () => {
    for (const form of ['protocol', 'query'] as const) {
      const client = await open(poolHeader(admin), form);
      expect(client.ws.protocol).toBe('graphql-ws');
      client.send({ type: 'connection_init' });
      expect(await client.next(type('connection_ack'))).toEqual({ type: 'connection_ack', payload: { connectionTimeoutMs: 300000 } });
      expect(await client.next(type('ka'))).toEqual({ type: 'ka' });
      client.ws.close();
    }
  });

  it('accepts a connection signed with SigV4 over /graphql/connect, as aws-amplify signs it', async () => {
    const guest = harness.credentials.issue({ kind: 'unauthenticated', roleName: 'unauthRole', identityId: 'us-east-1:guest-1' });
    const header = await signedGraphqlHeaders(harness.url, guest, '{}', '/graphql/connect', {
      accept: 'application/json, text/javascript',
      'content-encoding': 'amz-1.0',
      'content-type': 'application/json; charset=UTF-8',
    });
    const client = await connected(header);
    const query = 'subscription { onCreateBanner { id titulo } }';
    const auth = await signedGraphqlHeaders(harness.url, guest, JSON.stringify({ query, variables: {} }));
    start(client, 'b1', query, auth);
    await client.next(type('start_ack', 'b1'));
    await harness.iam('operator', 'mutation { createBanner(input: { titulo: "t", text: "x", imageFolder: "Banner/" }) { id titulo text imageFolder createdAt updatedAt } }');
    expect((await client.next(type('data', 'b1'))).payload).toEqual({ data: { onCreateBanner: { id: expect.any(String), titulo: 't' } } });
    client.ws.close();
  });

  it('refuses a connection without the graphql-ws subprotocol', async () => {
    await expect(open(poolHeader(admin), 'protocol', ['other'])).rejects.toThrow(/400/);
  });

  it('answers a missing or invalid authorization with connection_error and closes', async () => {
    for (const header of [undefined, { host, Authorization: 'test-token:nobody' }, { host, 'x-api-key': 'da2-nope' }] as Array<Record<string, string> | undefined>) {
      const client = await open(header);
      client.send({ type: 'connection_init' });
      const refused = await client.next(type('connection_error'));
      expect(refused.payload.errors[0]).toMatchObject({ errorType: 'UnauthorizedException', errorCode: 401 });
      await client.closed;
    }
  });
});

describe('subscriptions', () => {
  it('delivers events with the fields the subscription selects, and stops on stop', async () => {
    const client = await connected(poolHeader(admin));
    start(client, 's1', ON_CREATE_MESSAGE, poolHeader(admin));
    expect(await client.next(type('start_ack', 's1'))).toEqual({ id: 's1', type: 'start_ack' });
    await createMessage('Ana');
    const event = await client.next(type('data', 's1'));
    expect(event.payload).toEqual({ data: { onCreateContactMessage: { id: expect.any(String), name: 'Ana', message: 'hola' } } });
    client.send({ id: 's1', type: 'stop' });
    expect(await client.next(type('complete', 's1'))).toEqual({ id: 's1', type: 'complete' });
    await createMessage('Luis');
    await new Promise((r) => setTimeout(r, 200));
    expect(client.messages.filter(type('data'))).toEqual([]);
    client.ws.close();
  });

  it("keeps a subscription when the engine's thread is lost and replaced, and releases it on stop", async () => {
    const engine = harness.service.engine;
    const before = engine.subscriptionCount;
    const client = await connected(poolHeader(admin));
    start(client, 'r1', ON_CREATE_MESSAGE, poolHeader(admin));
    await client.next(type('start_ack', 'r1'));
    expect(engine.subscriptionCount).toBe(before + 1);
    // A thread that dies (as one that ran out of heap) is replaced; its subscriptions move to the new one.
    const lost = (engine as unknown as { thread: { worker: { terminate(): Promise<number> } } }).thread.worker;
    await lost.terminate();
    await expect.poll(async () => (await harness.iam('operator', '{ listBanners { items { id } } }')).status, { timeout: 10_000 }).toBe(200);
    await createMessage('Tras el relevo');
    expect((await client.next(type('data', 'r1'), 10_000)).payload.data).toEqual({
      onCreateContactMessage: { id: expect.any(String), name: 'Tras el relevo', message: 'hola' },
    });
    client.send({ id: 'r1', type: 'stop' });
    await client.next(type('complete', 'r1'));
    expect(engine.subscriptionCount).toBe(before);
    client.ws.close();
  });

  it('applies the filter argument and refuses what the caller may not read', async () => {
    const client = await connected(poolHeader(user));
    start(client, 'denied', ON_CREATE_MESSAGE, poolHeader(user));
    expect((await client.next(type('error', 'denied'))).payload.errors).toEqual([
      { errorType: 'Unauthorized', message: 'Not Authorized to access onCreateContactMessage on type Subscription' },
    ]);
    const adminClient = await connected(poolHeader(admin));
    start(adminClient, 'f', 'subscription S($f: ModelSubscriptionContactMessageFilterInput) { onCreateContactMessage(filter: $f) { name } }', poolHeader(admin), {
      f: { name: { beginsWith: 'Z' } },
    });
    await adminClient.next(type('start_ack', 'f'));
    await createMessage('Ana');
    await createMessage('Zoe');
    expect((await adminClient.next(type('data', 'f'))).payload.data).toEqual({ onCreateContactMessage: { name: 'Zoe' } });
    await new Promise((r) => setTimeout(r, 100));
    expect(adminClient.messages.filter(type('data'))).toEqual([]);
    client.ws.close();
    adminClient.ws.close();
  });
});

describe('bad input', () => {
  it('answers each malformed message with a protocol error and keeps serving the connection', async () => {
    const client = await connected(poolHeader(admin));
    const unsupported = { errorType: 'UnsupportedOperation', message: 'unknown not supported through the realtime channel' };
    client.send('{not json');
    expect((await client.next(type('error'))).payload.errors).toEqual([unsupported]);
    client.send({ type: 'subscribe', id: 'x' });
    expect((await client.next(type('error', 'x'))).payload.errors).toEqual([{ errorType: 'UnsupportedOperation', message: 'subscribe not supported through the realtime channel' }]);
    client.send({ id: 'no-data', type: 'start', payload: { query: ON_CREATE_MESSAGE } });
    expect((await client.next(type('error', 'no-data'))).payload.errors).toEqual([unsupported]);
    start(client, 'q', '{ listBanners { items { id } } }', poolHeader(admin));
    expect((await client.next(type('error', 'q'))).payload.errors).toEqual([{ errorType: 'UnsupportedOperation', message: 'query not supported through the realtime channel' }]);
    start(client, 'bad-field', 'subscription { onCreateNothing { id } }', poolHeader(admin));
    expect((await client.next(type('error', 'bad-field'))).payload.errors[0].message).toMatch(/^Validation error of type FieldUndefined: Field 'onCreateNothing' in type 'Subscription' is undefined/);
    start(client, 'no-auth', ON_CREATE_MESSAGE, {});
    expect((await client.next(type('error', 'no-auth'))).payload.errors[0]).toMatchObject({ errorType: 'UnauthorizedException' });
    client.send({ id: 'nobody', type: 'stop' });
    expect((await client.next(type('error', 'nobody'))).payload.errors).toEqual([{ errorType: 'BadRequestException', message: 'No subscription with id nobody on this connection.' }]);
    start(client, 'dup', ON_CREATE_MESSAGE, poolHeader(admin));
    await client.next(type('start_ack', 'dup'));
    start(client, 'dup', ON_CREATE_MESSAGE, poolHeader(admin));
    expect((await client.next(type('error', 'dup'))).payload.errors[0]).toMatchObject({ errorType: 'DuplicatedOperationError' });
    client.send({ id: 'big', type: 'start', payload: { data: 'x'.repeat(300 * 1024) } });
    expect((await client.next(type('error'))).payload.errors[0]).toMatchObject({ errorType: 'BadRequestException', message: expect.stringMatching(/exceeds the maximum of 245760 bytes/) });
    // Still serving: the subscription registered above gets its event.
    await createMessage('Eva');
    expect((await client.next(type('data', 'dup'))).payload.data.onCreateContactMessage.name).toBe('Eva');
    client.ws.close();
  });

  it('refuses the 101st subscription of a connection', async () => {
    const client = await connected(poolHeader(admin));
    for (let i = 0; i < 100; i++) start(client, `s${i}`, ON_CREATE_MESSAGE, poolHeader(admin));
    for (let i = 0; i < 100; i++) await client.next(type('start_ack', `s${i}`));
    start(client, 's100', ON_CREATE_MESSAGE, poolHeader(admin));
    expect((await client.next(type('error', 's100'))).payload.errors).toEqual([{ errorType: 'MaxSubscriptionsReachedError', message: 'Max number of 100 subscriptions reached' }]);
    client.ws.close();
  });

  it('closes a connection whose frames exceed the limit, and serves the others', async () => {
    const other = await connected(poolHeader(admin));
    start(other, 'o', ON_CREATE_MESSAGE, poolHeader(admin));
    await other.next(type('start_ack', 'o'));
    const flooder = await connected(poolHeader(admin));
    flooder.send('x'.repeat(2 * 1024 * 1024));
    expect((await flooder.closed).code).toBe(1009);
    await createMessage('Sol');
    expect((await other.next(type('data', 'o'))).payload.data.onCreateContactMessage.name).toBe('Sol');
    other.ws.close();
  });

  it('ends a subscription whose token expires, and closes a connection whose token expires', async () => {
    const soon = Date.now() + 1500;
    const steady = await connected(poolHeader(admin));
    start(steady, 'short', ON_CREATE_MESSAGE, poolHeader(admin, soon));
    start(steady, 'long', ON_CREATE_MESSAGE, poolHeader(admin));
    await steady.next(type('start_ack', 'short'));
    await steady.next(type('start_ack', 'long'));
    const expiring = await connected(poolHeader(admin, soon));
    expect((await steady.next(type('error', 'short'), 5000)).payload.errors).toEqual([{ errorType: 'UnauthorizedException', message: 'Token has expired.' }]);
    expect((await expiring.next(type('connection_error'), 5000)).payload.errors).toEqual([
      { errorType: 'UnauthorizedException', message: 'Token has expired.', errorCode: 401 },
    ]);
    await expiring.closed;
    await createMessage('Paz');
    expect((await steady.next(type('data', 'long'))).payload.data.onCreateContactMessage.name).toBe('Paz');
    await new Promise((r) => setTimeout(r, 100));
    expect(steady.messages.filter(type('data', 'short'))).toEqual([]);
    steady.ws.close();
  });
});
