// Function handlers run as Lambda runs them: each function with its own environment (never
// another's, even under concurrency), its own role's credentials, errors and timeouts as
// AppSync reports Lambda failures.
import { afterAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { createCredentialStore } from '../shared/credentials';
import { FunctionRunner } from './functions';
import type { FunctionDefinition } from './schema/model-definition';
import { loadOperatorCredentials } from '../shared/operator';

const dir = mkdtempSync(join(tmpdir(), 'fn-runner-'));
const entry = join(dir, 'handler.ts');
writeFileSync(join(dir, 'package.json'), '{ "type": "module" }');
writeFileSync(
  entry,
  `import { env } from '$amplify/env/probe';
export const handler = async (event: { arguments: { wait?: number; fail?: boolean; hang?: boolean } }) => {
  if (event.arguments.fail) throw new Error('handler said no');
  if (event.arguments.hang) await new Promise(() => {});
  const name = process.env.AWS_LAMBDA_FUNCTION_NAME;
  await new Promise((r) => setTimeout(r, event.arguments.wait ?? 0));
  return { name, after: process.env.AWS_LAMBDA_FUNCTION_NAME, key: env.AWS_ACCESS_KEY_ID, extra: process.env.EXTRA };
};
`,
);
const db = new Database(join(dir, 'identity.sqlite'));
const credentials = createCredentialStore(db);
const runner = new FunctionRunner(
  { dir, region: 'us-east-1', gatewayUrl: 'http://localhost:1', storageUrl: 'http://localhost:2', operator: loadOperatorCredentials(dir), log: () => {} },
  credentials,
);
const fn = (name: string, timeoutSeconds = 15): FunctionDefinition => ({ name, entry, timeoutSeconds, environment: { EXTRA: `extra-${name}` }, access: ['query'] });
const alpha = fn('alpha');
const beta = fn('beta');

afterAll(async () => {
  await runner.close();
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('function runner', () => {
  it('gives each function its own environment and role credentials, also under concurrency', async () => {
    const calls = Array.from({ length: 24 }, (_, i) => {
      const target = i % 2 ? alpha : beta;
      return runner.invoke(target, { arguments: { wait: (i % 5) * 5 } }).then((result) => ({ target: target.name, result: result as any }));
    });
    for (const { target, result } of await Promise.all(calls)) {
      expect(result.name).toBe(target);
      expect(result.after).toBe(target);
      expect(result.extra).toBe(`extra-${target}`);
      expect(credentials.lookup(result.key)?.principal).toEqual({ kind: 'function', roleName: `function:${target}`, functionName: target });
    }
  });

  it('reports a thrown error as Lambda:Unhandled and keeps serving', async () => {
    await expect(runner.invoke(alpha, { arguments: { fail: true } })).rejects.toMatchObject({ errorType: 'Lambda:Unhandled', message: 'handler said no' });
    await expect(runner.invoke(alpha, { arguments: {} })).resolves.toMatchObject({ name: 'alpha' });
  });

  it('stops a handler at its timeout', async () => {
    const slow = fn('slow', 1);
    await expect(runner.invoke(slow, { arguments: { hang: true } })).rejects.toMatchObject({
      errorType: 'Lambda:Unhandled',
      message: expect.stringContaining('Task timed out after 1.00 seconds'),
    });
    await expect(runner.invoke(slow, { arguments: {} })).resolves.toMatchObject({ name: 'slow' });
  });

  it('runs the handler bundled as a deploy bundles it: CommonJS dependencies get require and __dirname', async () => {
    const own = join(dir, 'bundled');
    mkdirSync(own);
    writeFileSync(join(own, 'legacy.cjs'), "const path = require('node:path');\nmodule.exports = { where: () => path.basename(__dirname) };\n");
    writeFileSync(join(own, 'handler.ts'), "import legacy from './legacy.cjs';\nexport const handler = async () => ({ dir: legacy.where(), url: import.meta.url });\n");
    const result = (await runner.invoke({ ...fn('bundled'), entry: join(own, 'handler.ts') }, { arguments: {} })) as { dir: string; url: string };
    // The code runs from its bundle, as in Lambda, not from the source folder.
    expect(result.url).toMatch(/\/function-bundles\/bundled\/handler-[0-9a-f]{16}\.mjs$/);
    expect(result.dir).toBe('bundled');
  });

  it('builds an edited handler for the next new container', async () => {
    const own = join(dir, 'edited');
    mkdirSync(own);
    const source = (version: number) => `export const handler = async (event: { arguments: { wait?: number } }) => {
  await new Promise((r) => setTimeout(r, event.arguments.wait ?? 0));
  return ${version};
};
`;
    writeFileSync(join(own, 'handler.ts'), source(1));
    const edited = { ...fn('edited'), entry: join(own, 'handler.ts') };
    await expect(runner.invoke(edited, { arguments: {} })).resolves.toBe(1);
    writeFileSync(join(own, 'handler.ts'), source(2));
    // The warm container keeps the code it loaded; a second one, started while it is busy, loads the edit.
    const [first, second] = await Promise.all([runner.invoke(edited, { arguments: { wait: 300 } }), runner.invoke(edited, { arguments: {} })]);
    expect([first, second]).toEqual([1, 2]);
  });

  it('reports a handler that does not build as Lambda:Unhandled with the build error, and runs it once fixed', async () => {
    const own = join(dir, 'broken');
    mkdirSync(own);
    writeFileSync(join(own, 'handler.ts'), "import { missing } from './nowhere';\nexport const handler = async () => missing;\n");
    const broken = { ...fn('broken'), entry: join(own, 'handler.ts') };
    await expect(runner.invoke(broken, { arguments: {} })).rejects.toMatchObject({
      errorType: 'Lambda:Unhandled',
      message: expect.stringMatching(/Runtime\.ImportModuleError: .*handler\.ts:1:\d+: Could not resolve "\.\/nowhere"/),
    });
    writeFileSync(join(own, 'handler.ts'), "export const handler = async () => 'fixed';\n");
    await expect(runner.invoke(broken, { arguments: {} })).resolves.toBe('fixed');
  });
});
