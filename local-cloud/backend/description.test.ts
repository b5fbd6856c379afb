// The backend description is read from amplify/backend.ts the way Gen 2 reads it, and its cache
// holds only while nothing it was made from changes: an app in a folder of its own (the
// quickstart fixture copied next to a node_modules of its own) is described, read back from the
// cache, and described again when its authorization modes change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { loadBackend } from './description';

const REPO = resolve(import.meta.dirname, '../..');
let project: string;

beforeAll(() => {
  project = mkdtempSync(join(tmpdir(), 'gen2-app-'));
  cpSync(join(REPO, 'local-cloud/testing/quickstart/amplify'), join(project, 'amplify'), { recursive: true });
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'some-gen2-app', type: 'module' }));
  symlinkSync(join(REPO, 'node_modules'), join(project, 'node_modules'), 'dir');
});
afterAll(() => {
  if (project) rmSync(project, { recursive: true, force: true });
});

describe('loadBackend', () => {
  it('reads defineAuth and defineData of an app without project-only helpers, and caches until a source changes', () => {
    const described: string[] = [];
    const log = (m: string) => described.push(m);
    const first = loadBackend(project, log, { reuse: false });
    expect(described).toHaveLength(1);
    expect(first.auth).toMatchObject({ loginWith: { email: true, phone: false }, groups: [] });
    expect(first.data?.modes).toEqual({ defaultMode: 'apiKey', userPool: true, identityPool: true, apiKey: { expiresInDays: 30 } });
    expect(first.data?.appSyncSdl).toMatch(/type Todo @aws_iam @aws_api_key \{/);
    expect(first.sources.map((f) => f.slice(project.length))).toEqual(['/amplify/auth/resource.ts', '/amplify/backend.ts', '/amplify/data/resource.ts']);

    // Unchanged: from the cache, without running backend.ts.
    expect(loadBackend(project, log, { reuse: false })).toEqual(first);
    expect(described).toHaveLength(1);

    // Another default mode changes the transform: described and transformed again.
    const resource = join(project, 'amplify/data/resource.ts');
    writeFileSync(
      resource,
      readFileSync(resource, 'utf8')
        .replace("allow.publicApiKey()", "allow.publicApiKey(), allow.authenticated()")
        .replace("defaultAuthorizationMode: 'apiKey'", "defaultAuthorizationMode: 'userPool'"),
    );
    const second = loadBackend(project, log, { reuse: false });
    expect(described).toHaveLength(2);
    expect(second.data?.modes.defaultMode).toBe('userPool');
    expect(second.data?.appSyncSdl).toMatch(/type Todo [^{]*@aws_cognito_user_pools/);
  });

  it('says clearly when a folder has no Gen 2 backend', () => {
    expect(() => loadBackend(join(project, 'amplify'), () => {}, { reuse: false })).toThrow(/no Amplify Gen 2 backend at .*amplify\/amplify\/backend\.ts/);
  });
});
