// Test support: the identity service alone behind a loopback HTTP server in a fresh
// temporary directory, and aws-amplify configured against it.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Amplify } from 'aws-amplify';
import { buildAmplifyConfig } from '../../src/lib/amplify-config';
import type { IdentityService } from '../shared/contracts';
import type { BackendDescription } from '../backend/description';
import type { OperatorCredentials } from '../shared/operator';
import { serveIdentity } from './loopback-server';
import { outputsPath } from './pool-settings';

export interface TestIdentity {
  url: string;
  dir: string;
  service: IdentityService;
  operator: OperatorCredentials;
  outputs: Record<string, any>;
  messages(to: string): Promise<{ to: string; subject: string; body: string; code: string | null; createdAt: string }[]>;
  latestCode(to: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * `auth` overrides members of amplify_outputs.json's auth section (a pool with other
 * settings, e.g. required MFA): the service and aws-amplify both read that copy, through
 * AMPLIFY_OUTPUTS_PATH until close().
 */
export async function startTestIdentity(
  options: { seed?: boolean; auth?: Record<string, unknown>; backend?: BackendDescription } = {},
): Promise<TestIdentity> {
  const dir = mkdtempSync(join(tmpdir(), 'identity-test-'));
  if (options.auth) {
    const overridden = JSON.parse(readFileSync(outputsPath(), 'utf8'));
    Object.assign(overridden.auth, options.auth);
    const file = join(dir, 'amplify_outputs.json');
    writeFileSync(file, JSON.stringify(overridden));
    process.env.AMPLIFY_OUTPUTS_PATH = file;
  }
  const { url, service, operator, close } = await serveIdentity(dir, { backend: options.backend });
  if (options.seed) await service.seed();

  const outputs = JSON.parse(readFileSync(outputsPath(), 'utf8'));
  outputs.custom = { ...outputs.custom, local_cloud: { user_pool_endpoint: url, identity_pool_endpoint: url, storage_http_endpoint: 'http://localhost:1' } };
  Amplify.configure(buildAmplifyConfig(outputs));

  const messages = async (to: string) => (await fetch(`${url}/_local/messages?to=${encodeURIComponent(to)}`)).json();
  return {
    url,
    dir,
    service,
    operator,
    outputs,
    messages,
    async latestCode(to) {
      const [latest] = await messages(to);
      if (!latest?.code) throw new Error(`no code mailed to ${to}`);
      return latest.code;
    },
    async close() {
      await close();
      rmSync(dir, { recursive: true, force: true });
      if (options.auth) delete process.env.AMPLIFY_OUTPUTS_PATH;
    },
  };
}
