// The GraphQL surface served locally is the one AppSync gets from a deploy: the schema
// asset of an offline synthesis of amplify/backend.ts, compared by introspection.
import { describe, expect, it, beforeAll, afterAll } from 'vitest';
import { buildClientSchema, getIntrospectionQuery, printSchema, type IntrospectionQuery } from 'graphql';
import { synthesizedSchemaSdl } from '../backend/synth';
import { buildAppSyncSchema } from './engine';
import { startDataHarness, type DataHarness } from './test-support';

describe('GraphQL surface', () => {
  let harness: DataHarness;
  beforeAll(async () => {
    harness = await startDataHarness();
  });
  afterAll(async () => harness?.close());

  it('serves by introspection exactly the schema of the offline synthesis', async () => {
    const served = await harness.iam('operator', getIntrospectionQuery());
    expect(served.body.errors).toBeUndefined();
    const servedSdl = printSchema(buildClientSchema(served.body.data as IntrospectionQuery));
    const synthesized = printSchema(buildAppSyncSchema(await synthesizedSchemaSdl()));
    expect(servedSdl).toBe(synthesized);
    // Sanity: the surface has the transformer's inputs and index queries.
    expect(servedSdl).toContain('input ModelCompraFilterInput');
    expect(servedSdl).toContain('listParametroByClave(clave: String!, sortDirection: ModelSortDirection');
    expect(servedSdl).toContain('input ModelIDKeyConditionInput');
  });
});
