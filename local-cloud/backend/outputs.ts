/*
 * amplify_outputs.json for a Gen 2 backend served by the local cloud, made offline the way a
 * deploy makes it: the backend is synthesized (synth.ts), the root stack's outputs are read
 * from its template, the references a deploy would resolve (pool ids, bucket, API URL, API
 * key) are replaced by the local cloud's identifiers (../shared/local-ids.ts), and the result
 * goes through @aws-amplify/client-config's own contributors (outputs version 1.4). The model
 * introspection is generated from the model SDL the same way backend-data does during a
 * deploy. `custom.local_cloud` adds the local endpoints, which a front end applies to its
 * configuration (README: "Any Gen 2 app").
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  DEFAULT_GATEWAY_PORT,
  DEFAULT_STORAGE_PORT,
  gatewayUrl as defaultGatewayUrl,
  LOCAL_API_KEY,
  LOCAL_BUCKET_NAME,
  LOCAL_IDENTITY_POOL_ID,
  LOCAL_REGION,
  LOCAL_USER_POOL_CLIENT_ID,
  LOCAL_USER_POOL_ID,
  storageUrl as defaultStorageUrl,
} from '../shared/local-ids';
import type { BackendDescription } from './description';
import { readRootTemplate, REPO_ROOT, synthesisKey, synthesize } from './synth';

export const OUTPUTS_VERSION = '1.4';
export const OUTPUTS_FILE = 'amplify_outputs.json';

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
type Contributor = { contribute: (output: Record<string, unknown>) => unknown };

export interface LocalEndpoints {
  gatewayUrl: string;
  storageUrl: string;
}

const DEFAULT_ENDPOINTS: LocalEndpoints = {
  gatewayUrl: defaultGatewayUrl(DEFAULT_GATEWAY_PORT),
  storageUrl: defaultStorageUrl(DEFAULT_STORAGE_PORT),
};

/** Stack outputs a deploy resolves; the client config does not read them. */
const UNUSED_OUTPUTS = new Set(['definedFunctions', 'amplifyApiModelSchemaS3Uri', 'awsAppsyncApiId']);

/** What each CloudFormation reference of the root stack's outputs is, locally. */
function localValueOf(attribute: string, endpoints: LocalEndpoints): string {
  const rules: [RegExp, string][] = [
    [/UserPoolAppClient\w*Ref$/, LOCAL_USER_POOL_CLIENT_ID],
    [/UserPool\w*Ref$/, LOCAL_USER_POOL_ID],
    [/IdentityPool\w*Ref$/, LOCAL_IDENTITY_POOL_ID],
    [/storage\w*Bucket\w*Ref$/, LOCAL_BUCKET_NAME],
    [/GraphQLUrl$/, `${endpoints.gatewayUrl}/graphql`],
    [/ApiKey\w*ApiKey$/, LOCAL_API_KEY],
  ];
  const rule = rules.find(([pattern]) => pattern.test(attribute));
  if (!rule) throw new Error(`no local value for stack output reference ${attribute}`);
  return rule[1];
}

/** Resolves the intrinsic functions that appear in the root stack's outputs. */
function resolveIntrinsic(value: unknown, endpoints: LocalEndpoints): string {
  if (typeof value === 'string') return value;
  const node = value as Record<string, unknown>;
  if (node.Ref === 'AWS::Region') return LOCAL_REGION;
  if (Array.isArray(node['Fn::GetAtt'])) return localValueOf(String(node['Fn::GetAtt'][1]), endpoints);
  if (Array.isArray(node['Fn::Join'])) {
    const [separator, parts] = node['Fn::Join'] as [string, unknown[]];
    return parts.map((part) => resolveIntrinsic(part, endpoints)).join(separator);
  }
  throw new Error(`unsupported intrinsic in stack outputs: ${JSON.stringify(value)}`);
}

/**
 * The backend outputs a deployed stack would report (the input of client-config),
 * grouped by the `AWS::Amplify::*` metadata entries of the root template.
 */
export function backendOutputFromAssembly(
  outdir: string,
  endpoints: LocalEndpoints = DEFAULT_ENDPOINTS,
): Record<string, { version: string; payload: Record<string, string> }> {
  const root = readRootTemplate(outdir);
  const outputs = root.Outputs ?? {};
  const backendOutput: Record<string, { version: string; payload: Record<string, string> }> = {};
  for (const [key, entry] of Object.entries(root.Metadata ?? {})) {
    const { version, stackOutputs } = entry as { version: string; stackOutputs: string[] };
    const payload: Record<string, string> = {};
    for (const name of stackOutputs) {
      if (UNUSED_OUTPUTS.has(name) || !(name in outputs)) continue;
      payload[name] = resolveIntrinsic(outputs[name].Value, endpoints);
    }
    backendOutput[key] = { version, payload };
  }
  return backendOutput;
}

/** The model introspection schema, generated as backend-data does during a deploy. */
export async function modelIntrospection(modelSdl: string): Promise<Json> {
  // Loaded when outputs are written: the generator pulls in codegen libraries.
  const { generateModelsSync } = await import('@aws-amplify/graphql-generator');
  const generated = generateModelsSync({ schema: modelSdl, target: 'introspection' });
  return JSON.parse(generated['model-introspection.json']) as Json;
}

async function clientConfigContributors(backendFile: string, introspection: Json | undefined): Promise<Contributor[]> {
  // The contributors are not exported by the package; import them by file path, from the
  // client-config the backend itself resolves (the version its outputs are written with).
  let entry: string;
  try {
    entry = createRequire(backendFile).resolve('@aws-amplify/client-config');
  } catch {
    entry = createRequire(join(REPO_ROOT, 'package.json')).resolve('@aws-amplify/client-config');
  }
  const file = join(dirname(entry), 'client-config-contributor/client_config_contributor_factory.js');
  const { ClientConfigContributorFactory } = (await import(pathToFileURL(file).href)) as {
    ClientConfigContributorFactory: new (adapter: unknown) => { getContributors: (version: string) => Contributor[] };
  };
  const adapter = { getModelIntrospectionSchemaFromS3Uri: async () => introspection };
  return new ClientConfigContributorFactory(adapter).getContributors(OUTPUTS_VERSION);
}

/** Generates the outputs object of a backend for the local cloud at `endpoints` (nothing is written). */
export async function generateOutputs(backend: BackendDescription, endpoints: LocalEndpoints = DEFAULT_ENDPOINTS): Promise<Record<string, Json>> {
  const outdir = await synthesize(backend.projectDir);
  const backendOutput = backendOutputFromAssembly(outdir, endpoints);
  // The data contributor reads the introspection through the adapter; give it a marker URI.
  const graphql = backendOutput['AWS::Amplify::GraphQL'];
  if (graphql) graphql.payload.amplifyApiModelSchemaS3Uri = 'local://model-introspection';
  const introspection = backend.data ? await modelIntrospection(backend.data.modelSdl) : undefined;
  const config: Record<string, Json> = {};
  for (const contributor of await clientConfigContributors(backend.backendFile, introspection)) {
    Object.assign(config, (await contributor.contribute(backendOutput)) as Record<string, Json>);
  }
  const custom = (config.custom ?? {}) as Record<string, Json>;
  config.custom = {
    ...custom,
    local_cloud: {
      user_pool_endpoint: endpoints.gatewayUrl,
      identity_pool_endpoint: endpoints.gatewayUrl,
      storage_http_endpoint: endpoints.storageUrl,
    },
  };
  return config;
}

/** The file's text: two-space indentation, final newline (every input above is deterministic). */
export function formatOutputs(outputs: Record<string, Json>): string {
  return `${JSON.stringify(outputs, null, 2)}\n`;
}

const sha = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Writes `<project>/amplify_outputs.json` for the local cloud when the project has none, or
 * when the one there was written by the local cloud for other sources or endpoints and has not
 * been edited since (as `ampx sandbox` rewrites its own). A file the local cloud did not write
 * (this site's committed one, or one a deploy produced) is left alone.
 */
export async function ensureOutputs(backend: BackendDescription, endpoints: LocalEndpoints, log: (message: string) => void = () => {}): Promise<string> {
  const path = join(backend.projectDir, OUTPUTS_FILE);
  const stateFile = join(REPO_ROOT, 'node_modules/.cache/local-cloud/outputs', `${sha(path).slice(0, 24)}.json`);
  const key = sha(JSON.stringify([synthesisKey(backend.projectDir), endpoints]));
  const state = existsSync(stateFile) ? (JSON.parse(readFileSync(stateFile, 'utf8')) as { key: string; content: string }) : undefined;
  if (existsSync(path)) {
    const current = sha(readFileSync(path, 'utf8'));
    if (!state || state.content !== current || state.key === key) return path;
  }
  const started = Date.now();
  log(`writing ${path} (an offline synthesis of the backend, once per change: up to a minute)...`);
  const text = formatOutputs(await generateOutputs(backend, endpoints));
  writeFileSync(`${path}.tmp`, text);
  renameSync(`${path}.tmp`, path);
  mkdirSync(dirname(stateFile), { recursive: true });
  writeFileSync(stateFile, JSON.stringify({ key, content: sha(text) }));
  log(`wrote ${path} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return path;
}
