// Guards the query-string part of patches/@aws-amplify+api-graphql+*.patch: a query written as a
// string that starts with its operation's keyword (every query the data client builds) is sent
// exactly as written, without graphql-js parsing and printing it again on each request. Any
// other string keeps aws-amplify's own way: parsed, then sent as graphql-js prints it. Both module
// builds are exercised through the public API, with a fetch that records the request's body.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
// The graphql-js that aws-amplify's GraphQL client itself uses (its own copy).
const { parse, print } = createRequire(require.resolve('@aws-amplify/api-graphql'))('graphql') as typeof import('graphql');

interface AmplifyModule {
  Amplify: { configure(config: unknown): void };
}
interface ApiModule {
  generateClient(): { graphql(options: { query: string; variables?: Record<string, unknown> }): Promise<{ data: unknown }> };
}

const sent: Array<{ query: string; variables: unknown }> = [];
const realFetch = globalThis.fetch;

beforeAll(() => {
  globalThis.fetch = (async (_url: unknown, init?: { body?: string }) => {
    sent.push(JSON.parse(init?.body ?? '{}') as { query: string; variables: unknown });
    return new Response(JSON.stringify({ data: { answer: 'ok' } }), { status: 200, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
});
afterAll(() => {
  globalThis.fetch = realFetch;
});
beforeEach(() => {
  sent.length = 0;
});

const builds: Array<[string, () => Promise<[AmplifyModule, ApiModule]>]> = [
  ['esm', async () => [(await import('aws-amplify')) as AmplifyModule, (await import('aws-amplify/api')) as unknown as ApiModule]],
  ['cjs', async () => [require('aws-amplify') as AmplifyModule, require('aws-amplify/api') as ApiModule]],
];

async function clientOf(load: () => Promise<[AmplifyModule, ApiModule]>) {
  const [amplify, api] = await load();
  amplify.Amplify.configure({
    API: {
      GraphQL: {
        endpoint: 'http://localhost:20002/graphql',
        region: 'us-east-1',
        defaultAuthMode: 'apiKey',
        apiKey: 'da2-patchtest0000000000000000',
      },
    },
  });
  return api.generateClient();
}

describe.each(builds)('aws-amplify GraphQL query strings (%s build)', (_name, load) => {
  it.each([
    'query ListBooks($limit: Int) { listBooks(limit: $limit) { items { id name } nextToken } }',
    '\n  mutation CreateNote($input: CreateNoteInput!) {\n    createNote(input: $input) { id }\n  }\n',
    'query{answer}',
  ])('sends %j as written', async (query) => {
    const client = await clientOf(load);
    const result = await client.graphql({ query, variables: { limit: 5 } });
    expect(result.data).toEqual({ answer: 'ok' });
    expect(sent).toEqual([{ query, variables: { limit: 5 } }]);
  });

  it.each(['# the books\nquery { answer }', '{ answer }', 'fragment Name on Book { name }\nquery { listBooks { items { ...Name } } }'])(
    'parses and prints %j as aws-amplify does without the patch',
    async (query) => {
      const client = await clientOf(load);
      await client.graphql({ query });
      expect(sent.map((request) => request.query)).toEqual([print(parse(query))]);
    },
  );

  it('still refuses a string that is not an operation', async () => {
    const client = await clientOf(load);
    expect(() => client.graphql({ query: 'fragment Name on Book { name }' })).toThrow(/invalid operation type/);
    expect(sent).toEqual([]);
  });

  it('still refuses a string that is not GraphQL', async () => {
    const client = await clientOf(load);
    expect(() => client.graphql({ query: 'queries are { not like this' })).toThrow();
    expect(sent).toEqual([]);
  });
});
