/*
 * Writes amplify_outputs.json for the local cloud, offline, from amplify/.
 *
 * The file is what a deploy would give, produced by the same code: the backend is
 * synthesized (amplify/test/synth.ts), the root stack's outputs are read from its
 * template, the references a deploy would resolve (pool ids, bucket, API URL) are
 * replaced by the local cloud's identifiers (local-cloud/shared/local-ids.ts), and
 * the result goes through @aws-amplify/client-config's own contributors (outputs
 * version 1.4). The model introspection is generated from the schema the same way
 * backend-data does during a deploy. `custom.local_cloud` adds the local endpoints.
 *
 * Usage: npm run outputs
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { generateModelsSync } from '@aws-amplify/graphql-generator';
import { schema } from '../amplify/data/resource';
import { readRootTemplate, REPO_ROOT, synthesize } from '../amplify/test/synth';
import {
  DEFAULT_GATEWAY_PORT,
  DEFAULT_STORAGE_PORT,
  gatewayUrl,
  LOCAL_BUCKET_NAME,
  LOCAL_IDENTITY_POOL_ID,
  LOCAL_REGION,
  LOCAL_USER_POOL_CLIENT_ID,
  LOCAL_USER_POOL_ID,
  storageUrl,
} from '../local-cloud/shared/local-ids';

export const OUTPUTS_PATH = join(REPO_ROOT, 'amplify_outputs.json');
export const OUTPUTS_VERSION = '1.4';

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
type Contributor = { contribute: (output: Record<string, unknown>) => unknown };

/** Stack outputs a deploy resolves; the client config does not read them. */
const UNUSED_OUTPUTS = new Set(['definedFunctions', 'amplifyApiModelSchemaS3Uri', 'awsAppsyncApiId']);

/** What each CloudFormation reference of the root stack's outputs is, locally. */
function localValueOf(attribute: string): string {
  const rules: [RegExp, string][] = [
    [/UserPoolAppClient\w*Ref$/, LOCAL_USER_POOL_CLIENT_ID],
    [/UserPool\w*Ref$/, LOCAL_USER_POOL_ID],
    [/IdentityPool\w*Ref$/, LOCAL_IDENTITY_POOL_ID],
    [/storage\w*Bucket\w*Ref$/, LOCAL_BUCKET_NAME],
    [/GraphQLUrl$/, `${gatewayUrl(DEFAULT_GATEWAY_PORT)}/graphql`],
  ];
  const rule = rules.find(([pattern]) => pattern.test(attribute));
  if (!rule) throw new Error(`no local value for stack output reference ${attribute}`);
  return rule[1];
}

/** Resolves the intrinsic functions that appear in the root stack's outputs. */
function resolveIntrinsic(value: unknown): string {
  if (typeof value === 'string') return value;
  const node = value as Record<string, unknown>;
  if (node.Ref === 'AWS::Region') return LOCAL_REGION;
  if (Array.isArray(node['Fn::GetAtt'])) return localValueOf(String(node['Fn::GetAtt'][1]));
  if (Array.isArray(node['Fn::Join'])) {
    const [separator, parts] = node['Fn::Join'] as [string, unknown[]];
    return parts.map(resolveIntrinsic).join(separator);
  }
  throw new Error(`unsupported intrinsic in stack outputs: ${JSON.stringify(value)}`);
}

/**
 * The backend outputs a deployed stack would report (the input of client-config),
 * grouped by the `AWS::Amplify::*` metadata entries of the root template.
 */
export function backendOutputFromAssembly(outdir: string): Record<string, { version: string; payload: Record<string, string> }> {
  const root = readRootTemplate(outdir);
  const outputs = root.Outputs ?? {};
  const backendOutput: Record<string, { version: string; payload: Record<string, string> }> = {};
  for (const [key, entry] of Object.entries(root.Metadata ?? {})) {
    const { version, stackOutputs } = entry as { version: string; stackOutputs: string[] };
    const payload: Record<string, string> = {};
    for (const name of stackOutputs) {
      if (UNUSED_OUTPUTS.has(name) || !(name in outputs)) continue;
      payload[name] = resolveIntrinsic(outputs[name].Value);
    }
    backendOutput[key] = { version, payload };
  }
  return backendOutput;
}

/** The model introspection schema, generated as backend-data does during a deploy. */
export function modelIntrospection(): Json {
  const generated = generateModelsSync({ schema: schema.transform().schema, target: 'introspection' });
  return JSON.parse(generated['model-introspection.json']) as Json;
}

async function clientConfigContributors(introspection: Json): Promise<Contributor[]> {
  // The contributors are not exported by the package; import them by file path.
  const file = join(REPO_ROOT, 'node_modules/@aws-amplify/client-config/lib/client-config-contributor/client_config_contributor_factory.js');
  const { ClientConfigContributorFactory } = (await import(pathToFileURL(file).href)) as {
    ClientConfigContributorFactory: new (adapter: unknown) => { getContributors: (version: string) => Contributor[] };
  };
  const adapter = { getModelIntrospectionSchemaFromS3Uri: async () => introspection };
  return new ClientConfigContributorFactory(adapter).getContributors(OUTPUTS_VERSION);
}

/** Generates the outputs object (nothing is written). */
export async function generateOutputs(): Promise<Record<string, Json>> {
  const outdir = await synthesize();
  const backendOutput = backendOutputFromAssembly(outdir);
  // The data contributor reads the introspection through the adapter; give it a marker URI.
  const graphql = backendOutput['AWS::Amplify::GraphQL'];
  if (graphql) graphql.payload.amplifyApiModelSchemaS3Uri = 'local://model-introspection';
  const config: Record<string, Json> = {};
  for (const contributor of await clientConfigContributors(modelIntrospection())) {
    Object.assign(config, (await contributor.contribute(backendOutput)) as Record<string, Json>);
  }
  const custom = (config.custom ?? {}) as Record<string, Json>;
  config.custom = {
    ...custom,
    local_cloud: {
      user_pool_endpoint: gatewayUrl(DEFAULT_GATEWAY_PORT),
      identity_pool_endpoint: gatewayUrl(DEFAULT_GATEWAY_PORT),
      storage_http_endpoint: storageUrl(DEFAULT_STORAGE_PORT),
    },
  };
  return config;
}

/** The file's text: two-space indentation, final newline (every input above is deterministic). */
export function formatOutputs(outputs: Record<string, Json>): string {
  return `${JSON.stringify(outputs, null, 2)}\n`;
}

const invokedDirectly = import.meta.url === pathToFileURL(process.argv[1] ?? '').href;
if (invokedDirectly) {
  const outputs = await generateOutputs();
  writeFileSync(OUTPUTS_PATH, formatOutputs(outputs));
  console.log(`wrote ${OUTPUTS_PATH}`);
}
