// Field-level @auth rules replace the model's rules for their field: reading the field,
// and writing it on create or update. The schema pair below is written by hand (a model
// SDL with a field rule and the AppSync surface the transformer would give it).
import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataEngine } from './engine';
import type { Caller } from './identity';
import { PageTokens } from './paging';
import { ModelStore } from './store';

const modelSdl = /* GraphQL */ `
  type Note @model @auth(rules: [{ allow: private }, { allow: groups, groups: ["ADMINS"] }]) {
    title: String!
    secret: String @auth(rules: [{ allow: groups, groups: ["ADMINS"] }])
  }
`;
const appSyncSdl = /* GraphQL */ `
  type Note @aws_cognito_user_pools { title: String! secret: String id: ID! createdAt: AWSDateTime! updatedAt: AWSDateTime! }
  type Query { getNote(id: ID!): Note @aws_cognito_user_pools }
  type Mutation {
    createNote(input: CreateNoteInput!): Note @aws_cognito_user_pools
    updateNote(input: UpdateNoteInput!): Note @aws_cognito_user_pools
  }
  input CreateNoteInput { id: ID title: String! secret: String }
  input UpdateNoteInput { id: ID! title: String secret: String }
`;

const dir = mkdtempSync(join(tmpdir(), 'field-auth-'));
const store = new ModelStore(join(dir, 'data.sqlite'), []);
const engine = new DataEngine({
  appSyncSdl,
  modelSdl,
  store,
  tokens: new PageTokens(Buffer.alloc(32, 1)),
  functions: {},
  functionsByDataSource: {},
  invoker: { invoke: async () => null },
});
store.createTables(engine.info.models.values());
afterAll(() => {
  engine.close();
  store.close();
  rmSync(dir, { recursive: true, force: true });
});

const user = (groups: string[]): Caller => ({
  mode: 'userPools',
  groups,
  identity: { sub: 's', username: 'u', claims: { sub: 's', username: 'u', 'cognito:groups': groups }, issuer: '', sourceIp: [], defaultAuthStrategy: 'ALLOW', groups },
});
const run = (caller: Caller, query: string, variables?: Record<string, unknown>) =>
  engine.run({ query, variables }, { caller, request: { headers: {}, domainName: null } });

describe('field-level rules', () => {
  it('lets a member of ADMINS write and read the field, and nobody else', async () => {
    const created = await run(user(['ADMINS']), 'mutation { createNote(input: { title: "t", secret: "s" }) { id secret } }');
    expect(created.errors).toBeUndefined();
    const id = (created.data as any).createNote.id;
    const asUser = await run(user([]), 'query G($id: ID!) { getNote(id: $id) { title secret } }', { id });
    expect(asUser.data).toEqual({ getNote: { title: 't', secret: null } });
    expect(asUser.errors?.[0]).toMatchObject({ path: ['getNote', 'secret'], errorType: 'Unauthorized', message: 'Not Authorized to access secret on type Note' });
    const write = await run(user([]), 'mutation { createNote(input: { title: "t", secret: "x" }) { id } }');
    expect(write.errors?.[0]).toMatchObject({ errorType: 'Unauthorized', message: 'Unauthorized on [secret]' });
    const update = await run(user([]), 'mutation U($id: ID!) { updateNote(input: { id: $id, secret: "x" }) { id } }', { id });
    expect(update.errors?.[0]).toMatchObject({ errorType: 'Unauthorized', message: 'Unauthorized on [secret]' });
    const allowed = await run(user([]), 'mutation U($id: ID!) { updateNote(input: { id: $id, title: "u" }) { title } }', { id });
    expect(allowed.data).toEqual({ updateNote: { title: 'u' } });
  });
});
