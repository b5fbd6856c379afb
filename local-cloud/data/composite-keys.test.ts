// Models with a custom identifier and an index with several sort keys, as the transformer
// exposes them (the AppSync SDL is produced by the real transformer for this model SDL):
// list by partition key with a sort key condition, and composite sort key conditions.
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
  type Lesson @model @auth(rules: [{ allow: private, provider: iam }]) {
    course: String! @primaryKey(sortKeyFields: ["number"])
    number: Int!
    title: String!
    status: String! @index(sortKeyFields: ["level", "title"], queryField: "lessonsByStatus")
    level: String!
  }
  type Notice @model @auth(rules: [{ allow: private, provider: iam }]) {
    board: String! @index(sortKeyFields: ["at"], queryField: "noticesByBoard")
    at: AWSDateTime
  }
`;

const dir = mkdtempSync(join(tmpdir(), 'composite-'));
let store: ModelStore;
let engine: DataEngine;
const operator: Caller = {
  mode: 'iam',
  principal: { kind: 'operator', roleName: 'operator' },
  identity: { accountId: '0', cognitoIdentityPoolId: null, cognitoIdentityId: null, cognitoIdentityAuthType: null, cognitoIdentityAuthProvider: null, sourceIp: [], username: 'op', userArn: 'op' },
};
const run = async (query: string, variables?: Record<string, unknown>) => {
  const r = await engine.run({ query, variables }, { caller: operator, request: { headers: {}, domainName: null } });
  expect(r.errors).toBeUndefined();
  return r.data as Record<string, any>;
};

beforeAll(async () => {
  const appSyncSdl = appSyncSchemaFor(modelSdl);
  store = new ModelStore(join(dir, 'data.sqlite'), []);
  engine = new DataEngine({ appSyncSdl, modelSdl, store, tokens: new PageTokens(Buffer.alloc(32, 2)), functions: {}, functionsByDataSource: {}, invoker: { invoke: async () => null } });
  store.createTables(engine.info.models.values());
  const lessons = [
    ['fe', 1, 'Credo', 'draft', 'basico'],
    ['fe', 2, 'Sacramentos', 'live', 'basico'],
    ['fe', 3, 'Oracion', 'live', 'medio'],
    ['fe', 10, 'Biblia', 'live', 'basico'],
    ['historia', 1, 'Origenes', 'live', 'medio'],
  ];
  for (const [course, number, title, status, level] of lessons) {
    await run('mutation C($input: CreateLessonInput!) { createLesson(input: $input) { course } }', { input: { course, number, title, status, level } });
  }
});
afterAll(() => {
  engine?.close();
  store?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('custom primary keys and composite sort keys', () => {
  it('gets by the whole key and lists by partition key with a sort key condition', async () => {
    expect((await run('{ getLesson(course: "fe", number: 3) { title } }')).getLesson).toEqual({ title: 'Oracion' });
    const list = await run('{ listLessons(course: "fe", number: { ge: 2 }, sortDirection: DESC) { items { number } } }');
    expect(list.listLessons.items.map((i: any) => i.number)).toEqual([10, 3, 2]);
    expect((await run('{ listLessons(limit: 100) { items { course } } }')).listLessons.items).toHaveLength(5);
  });
  it('queries an index with several sort keys', async () => {
    const q = 'query Q($k: ModelLessonLessonsByStatusAndLevelAndTitleCompositeKeyConditionInput) { lessonsByStatus(status: "live", levelTitle: $k) { items { title } } }';
    expect((await run(q, { k: { eq: { level: 'basico', title: 'Biblia' } } })).lessonsByStatus.items).toEqual([{ title: 'Biblia' }]);
    expect((await run(q, { k: { beginsWith: { level: 'basico' } } })).lessonsByStatus.items.map((i: any) => i.title)).toEqual(['Biblia', 'Sacramentos']);
    expect((await run(q, {})).lessonsByStatus.items.map((i: any) => i.title)).toEqual(['Biblia', 'Sacramentos', 'Oracion', 'Origenes']);
  });

  it("leaves out of an index the items without its sort key, as DynamoDB's sparse indexes do", async () => {
    for (const at of ['2026-01-01T00:00:00.000Z', null, '2026-02-01T00:00:00.000Z'])
      await run('mutation C($input: CreateNoticeInput!) { createNotice(input: $input) { id } }', { input: { board: 'b', at } });
    const data = await run('{ noticesByBoard(board: "b", sortDirection: DESC) { items { at } } }');
    expect(data.noticesByBoard.items.map((n: { at: string }) => n.at)).toEqual(['2026-02-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z']);
    // The item is still stored: a list of the table finds it.
    expect((await run('{ listNotices { items { at } } }')).listNotices.items).toHaveLength(3);
  });
});
