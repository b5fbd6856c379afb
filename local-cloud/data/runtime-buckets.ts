// The bucket defineData deploys beside the API: it holds modelIntrospectionSchema.json, which
// functions with access to the schema (allow.resource) read through getAmplifyDataClientConfig
// (the policy generator grants them s3:GetObject on that one object). The local storage service
// serves it as an extra bucket with the same access.
import type { StorageAccessTable } from '../shared/contracts';
import type { BackendDescription } from '../backend/description';
import { loadModelDefinition } from './schema/model-definition';

export const MODEL_INTROSPECTION_BUCKET = 'amplify-data-model-introspection-local';
export const MODEL_INTROSPECTION_KEY = 'modelIntrospectionSchema.json';

export function modelIntrospectionAccess(functionNames: string[]): StorageAccessTable {
  return [{ path: MODEL_INTROSPECTION_KEY, access: { resources: Object.fromEntries(functionNames.map((name) => [name, ['get']])) } }];
}

/** Extra buckets for createStorageService: name → access table. */
export function dataRuntimeBuckets(backend?: BackendDescription): Map<string, StorageAccessTable> {
  const definition = loadModelDefinition(backend);
  if (!definition) return new Map();
  const { functions } = definition;
  const withSchemaAccess = Object.values(functions)
    .filter((fn) => fn.access.length > 0)
    .map((fn) => fn.name);
  return new Map([[MODEL_INTROSPECTION_BUCKET, modelIntrospectionAccess(withSchemaAccess)]]);
}
