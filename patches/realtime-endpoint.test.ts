// Guards patches/@aws-amplify+api-graphql+*.patch: without it, aws-amplify turns every GraphQL
// endpoint into a wss:// realtime URL, so subscriptions to a local http endpoint (the local
// cloud's http://localhost:20002/graphql) fail on a TLS handshake and retry forever. With it,
// http endpoints are reached over ws:// and https endpoints still over wss://. Both module
// builds are exercised through the public API, with a WebSocket that only records its URL.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

interface AmplifyModule {
  Amplify: { configure(config: unknown): void };
}
interface ApiModule {
  generateClient(): { graphql(options: { query: string }): { subscribe(observer: { error(): void }): { unsubscribe(): void } } };
}

const opened: Array<{ url: string; protocols: string[] }> = [];

/** Records the URL and subprotocols aws-amplify opens, and never connects. */
class RecordingWebSocket {
  static CONNECTING = 0;
  static OPEN = 1;
  static CLOSING = 2;
  static CLOSED = 3;
  readyState = 0;
  onopen: (() => void) | null = null;
  onclose: ((event: unknown) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  onmessage: ((event: unknown) => void) | null = null;
  constructor(url: string, protocols: string[]) {
    opened.push({ url, protocols });
  }
  send() {}
  close() {}
  addEventListener() {}
  removeEventListener() {}
}

const builds: Array<[string, () => Promise<[AmplifyModule, ApiModule]>]> = [
  ['esm', async () => [(await import('aws-amplify')) as AmplifyModule, (await import('aws-amplify/api')) as unknown as ApiModule]],
  ['cjs', async () => [require('aws-amplify') as AmplifyModule, require('aws-amplify/api') as ApiModule]],
];

const realWebSocket = (globalThis as { WebSocket?: unknown }).WebSocket;
beforeAll(() => {
  (globalThis as { WebSocket?: unknown }).WebSocket = RecordingWebSocket;
});
afterAll(() => {
  (globalThis as { WebSocket?: unknown }).WebSocket = realWebSocket;
});

describe.each(builds)('aws-amplify realtime endpoint (%s build)', (_name, load) => {
  it.each([
    ['http://localhost:20002/graphql', 'ws://localhost:20002/graphql/realtime'],
    ['http://127.0.0.1:41234/graphql', 'ws://127.0.0.1:41234/graphql/realtime'],
    ['https://api.example.com/graphql', 'wss://api.example.com/graphql/realtime'],
    ['https://abcdefghijklmnopqrstuvwxyz.appsync-api.us-east-1.amazonaws.com/graphql', 'wss://abcdefghijklmnopqrstuvwxyz.appsync-realtime-api.us-east-1.amazonaws.com/graphql'],
  ])('opens %s as %s', async (endpoint, expected) => {
    const [amplify, api] = await load();
    amplify.Amplify.configure({ API: { GraphQL: { endpoint, region: 'us-east-1', defaultAuthMode: 'apiKey', apiKey: 'da2-patchtest0000000000000000' } } });
    opened.length = 0;
    const subscription = api.generateClient().graphql({ query: 'subscription { onCreateTodo { id } }' }).subscribe({ error() {} });
    for (let i = 0; i < 100 && opened.length === 0; i++) await new Promise((r) => setTimeout(r, 10));
    subscription.unsubscribe();
    expect(opened[0]?.url.split('?')[0]).toBe(expected);
    expect(opened[0]?.protocols[0]).toBe('graphql-ws');
  });
});
