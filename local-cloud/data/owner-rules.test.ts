// Owner rules with every operation (not in this app's schema, but a Gen 2 default): the owner
// field is filled from the caller as Gen 2 writes it (`sub::username`) and read back as the
// username; other users cannot read, change or delete the record. The AppSync SDL comes from
// the real transformer for this model SDL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataEngine } from './engine';
import type { Caller } from './identity';
import { PageTokens } from './paging';
import { appSyncSchemaFor } from './schema/appsync-schema';
import { ModelStore } from './store';

const modelSdl = /* GraphQL */ `
  type Todo @model @auth(rules: [{ allow: owner }]) {
    content: String!
    owner: String
  }
`;

const dir = mkdtempSync(join(tmpdir(), 'owner-rules-'));
let store: ModelStore;
let engine: DataEngine;
const user = (sub: string, username: string): Caller => ({
  mode: 'userPools',
  groups: [],
  identity: { sub, username, claims: { sub, username }, issuer: '', sourceIp: [], defaultAuthStrategy: 'ALLOW', groups: null },
});
const ana = user('sub-ana', 'ana');
const luis = user('sub-luis', 'luis');
const run = (caller: Caller, query: string, variables?: Record<string, unknown>) =>
  engine.run({ query, variables }, { caller, request: { headers: {}, domainName: null } });

beforeAll(() => {
  const appSyncSdl = appSyncSchemaFor(modelSdl);
  store = new ModelStore(join(dir, 'data.sqlite'), []);
  engine = new DataEngine({ appSyncSdl, modelSdl, store, tokens: new PageTokens(Buffer.alloc(32, 3)), functions: {}, functionsByDataSource: {}, invoker: { invoke: async () => null } });
  store.createTables(engine.info.models.values());
});
afterAll(() => {
  engine?.close();
  store?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('owner rules', () => {
  it('fills, hides and protects the owner field', async () => {
    const created = await run(ana, 'mutation { createTodo(input: { content: "rezar" }) { id owner } }');
    expect(created.errors).toBeUndefined();
    const { id, owner } = (created.data as any).createTodo;
    expect(owner).toBe('ana');
    expect(JSON.parse((store.db.prepare('SELECT doc FROM m_Todo').get() as { doc: string }).doc).owner).toBe('sub-ana::ana');

    const forged = await run(ana, 'mutation { createTodo(input: { content: "x", owner: "sub-luis::luis" }) { id } }');
    expect(forged.errors?.[0]).toMatchObject({ errorType: 'Unauthorized' });

    expect((await run(luis, '{ listTodos { items { id } } }')).data).toEqual({ listTodos: { items: [] } });
    expect((await run(ana, '{ listTodos { items { id } } }')).data).toEqual({ listTodos: { items: [{ id }] } });
    for (const query of [
      `{ getTodo(id: "${id}") { id } }`,
      `mutation { updateTodo(input: { id: "${id}", content: "y" }) { id } }`,
      `mutation { deleteTodo(input: { id: "${id}" }) { id } }`,
    ]) {
      const r = await run(luis, query);
      expect(r.errors?.[0]).toMatchObject({ errorType: 'Unauthorized', message: expect.stringMatching(/^Not Authorized to access \w+Todo on type (Query|Mutation)$/) });
    }
    expect((await run(ana, `mutation { updateTodo(input: { id: "${id}", content: "y" }) { content owner } }`)).data).toEqual({
      updateTodo: { content: 'y', owner: 'ana' },
    });
    expect((await run(ana, `mutation { deleteTodo(input: { id: "${id}" }) { id } }`)).data).toEqual({ deleteTodo: { id } });
  });
});
