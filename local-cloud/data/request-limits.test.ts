// AppSync's request limits: measures that cost one pass however fragments are spread, the
// limits the backend definition sets, and the execution time limit that stops a request.
import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Kind, parse } from 'graphql';
import { GRAPHQL_API_LIMITS } from '../../amplify/data/api-limits';
import { fragmentBomb } from '../testing/heavy-requests';
import { DataEngine } from './engine';
import { iamIdentityFor, OPERATOR_PRINCIPAL } from './identity';
import { PageTokens } from './paging';
import { APPSYNC_DEFAULT_LIMITS, apiLimitsOf, measureOperation, MAX_EXPANDED_FIELDS } from './request-limits';
import { loadBackend } from '../backend/description';
import { ModelStore } from './store';
import type { FunctionDefinition } from './schema/model-definition';

const operation = (query: string) => {
  const document = parse(query, { maxTokens: 100_000 });
  return measureOperation(document, document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION)!);
};

describe('document measures', () => {
  it('measure a fragment bomb of 2^200 fields in one pass (each fragment once), capped just past the limit', () => {
    // Walking every spread again, as a depth check once did, would not end in a lifetime here.
    expect(operation(fragmentBomb(200))).toEqual({ depth: 3, fields: MAX_EXPANDED_FIELDS + 1 });
  });

  it('count depth through fragments and inline fragments, and expanded fields', () => {
    expect(operation('{ a { b { c } } }')).toEqual({ depth: 3, fields: 3 });
    expect(operation('{ a { ...F ... on T { d { e } } } } fragment F on T { b { c } }')).toEqual({ depth: 3, fields: 5 });
    expect(operation('{ a { ...F ...F } } fragment F on T { b }')).toEqual({ depth: 2, fields: 3 });
    // A cycle (which validation refuses) does not loop.
    expect(operation('{ a { ...F } } fragment F on T { b ...G } fragment G on T { c ...F }')).toEqual({ depth: 2, fields: 3 });
  });
});

describe('limits of the backend definition', () => {
  it('are those amplify/data/api-limits.ts sets on the API (backend.ts, as the description records it)', () => {
    expect(apiLimitsOf(loadBackend())).toEqual(GRAPHQL_API_LIMITS);
  });
});

describe('execution time limit', () => {
  const modelSdl = /* GraphQL */ `
    type Note @model @auth(rules: [{ allow: private }]) { title: String! }
  `;
  const appSyncSdl = /* GraphQL */ `
    type Note @aws_iam { title: String! id: ID! createdAt: AWSDateTime! updatedAt: AWSDateTime! }
    type Query { getNote(id: ID!): Note @aws_iam }
    type Mutation { slow: Int @function(name: "slow") @aws_iam }
  `;
  const dir = mkdtempSync(join(tmpdir(), 'request-limits-'));
  const store = new ModelStore(join(dir, 'data.sqlite'), []);
  const slow: FunctionDefinition = { name: 'slow', entry: '/dev/null', timeoutSeconds: 3, environment: {}, access: [] };
  let invocations = 0;
  const engine = new DataEngine({
    appSyncSdl: appSyncSdl.replace(' @function(name: "slow")', ''),
    modelSdl: modelSdl.replace('type Note', 'type Mutation { slow: Int @function(name: "slow") }\n type Note'),
    store,
    tokens: new PageTokens(Buffer.alloc(32, 4)),
    functions: { slow },
    functionsByDataSource: { slow },
    invoker: {
      invoke: async () => {
        invocations++;
        await new Promise((resolve) => setTimeout(resolve, 200));
        return invocations;
      },
    },
    executionTimeoutMs: 700,
  });
  store.createTables(engine.info.models.values());
  afterAll(() => {
    engine.close();
    store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('stops a request after the time AppSync gives one, and starts no resolver afterwards', async () => {
    const caller = { mode: 'iam' as const, principal: OPERATOR_PRINCIPAL, identity: iamIdentityFor(OPERATOR_PRINCIPAL, 'AKIAOPERATOR', '127.0.0.1') };
    const query = `mutation { ${Array.from({ length: 20 }, (_, i) => `s${i}: slow`).join(' ')} }`;
    const answer = await engine.run({ query }, { caller, request: { headers: {}, domainName: null } });
    expect(answer).toEqual({ data: null, errors: [{ path: null, locations: null, errorType: 'ExecutionTimeout', message: 'Execution timed out.' }] });
    // The mutations run one after another; none starts past the deadline.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(invocations).toBeGreaterThan(0);
    expect(invocations).toBeLessThanOrEqual(5);
  });
});

const api = ['data', 'resources', 'cfnResources', 'cfnGraphqlApi'];

describe('apiLimitsOf', () => {
  it("reads the limits backend.ts sets on the GraphQL API, as a property or a property override", () => {
    expect(
      apiLimitsOf({ overrides: [{ path: [...api, 'queryDepthLimit'], value: 16 }, { path: [...api, 'resolverCountLimit'], value: 1500 }] }),
    ).toEqual({ queryDepthLimit: 16, resolverCountLimit: 1500 });
    expect(apiLimitsOf({ overrides: [{ path: [...api, 'addPropertyOverride'], args: ['QueryDepthLimit', 9] }] })).toEqual({
      queryDepthLimit: 9,
      resolverCountLimit: 10_000,
    });
  });

  it("keeps AppSync's defaults for a backend that sets none, and ignores other resources' settings", () => {
    expect(apiLimitsOf({ overrides: [] })).toEqual(APPSYNC_DEFAULT_LIMITS);
    expect(apiLimitsOf({ overrides: [{ path: ['auth', 'resources', 'cfnResources', 'cfnUserPool', 'queryDepthLimit'], value: 3 }] })).toEqual(
      APPSYNC_DEFAULT_LIMITS,
    );
  });

  it('refuses limits AppSync would refuse', () => {
    expect(() => apiLimitsOf({ overrides: [{ path: [...api, 'queryDepthLimit'], value: 76 }] })).toThrow(/queryDepthLimit must be 0 or 1 to 75/);
    expect(() => apiLimitsOf({ overrides: [{ path: [...api, 'resolverCountLimit'], value: 10_001 }] })).toThrow(/resolverCountLimit must be 1 to 10000/);
  });
});
