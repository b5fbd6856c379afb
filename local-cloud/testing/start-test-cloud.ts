// Starts a whole local cloud on free ports in a fresh temporary directory, for tests.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startLocalCloud } from '../main';
import type { OperatorCredentials } from '../shared/operator';
import type { ApiLimits } from '../data/request-limits';

export interface TestCloud {
  gatewayUrl: string;
  storageUrl: string;
  dir: string;
  /** The credentials that may call every operation. */
  operator: OperatorCredentials;
  /** amplify_outputs.json pointed at this cloud's ports. */
  outputs: AmplifyOutputsJson;
  close(): Promise<void>;
}

// The outputs file is JSON produced by scripts/generate-outputs.ts; tests only rewrite its URLs.
export type AmplifyOutputsJson = Record<string, any>;

const OUTPUTS_PATH = resolve(import.meta.dirname, '../../amplify_outputs.json');

export function readOutputs(): AmplifyOutputsJson {
  return JSON.parse(readFileSync(OUTPUTS_PATH, 'utf8'));
}

export function outputsFor(gatewayUrl: string, storageUrl: string, base = readOutputs()): AmplifyOutputsJson {
  const outputs = structuredClone(base);
  if (outputs.data) outputs.data.url = `${gatewayUrl}/graphql`;
  outputs.custom = {
    ...outputs.custom,
    local_cloud: { user_pool_endpoint: gatewayUrl, identity_pool_endpoint: gatewayUrl, storage_http_endpoint: storageUrl },
  };
  return outputs;
}

export async function startTestCloud(options: { seed?: boolean; apiLimits?: ApiLimits } = {}): Promise<TestCloud> {
  const dir = mkdtempSync(join(tmpdir(), 'local-cloud-test-'));
  const cloud = await startLocalCloud({ dir, gatewayPort: 0, storagePort: 0, seed: options.seed ?? false, apiLimits: options.apiLimits, log: () => {} });
  return {
    gatewayUrl: cloud.gatewayUrl,
    storageUrl: cloud.storageUrl,
    dir,
    operator: cloud.operator,
    outputs: outputsFor(cloud.gatewayUrl, cloud.storageUrl),
    async close() {
      await cloud.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
