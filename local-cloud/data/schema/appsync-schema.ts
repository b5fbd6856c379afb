// The AppSync schema SDL of a model SDL, produced by the real transformer (../../backend/transform-cli.ts) in
// a child process and cached on disk. The app's own schema comes with the backend description
// (../../backend/description.ts); this serves model SDLs of tests and benchmarks. The cache key
// holds everything the transform depends on: the model SDL, the authorization modes, the
// versions of the transformer packages and this generator's own sources.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createRequire } from 'node:module';
import { packageVersions } from '../../backend/package-versions';
import { onceAcrossProcesses } from '../../shared/once-across-processes';

const CLI = resolve(import.meta.dirname, '../../backend/transform-cli.ts');
const REPO_ROOT = resolve(import.meta.dirname, '../../..');

export function defaultSchemaCacheDir(): string {
  return resolve(REPO_ROOT, 'node_modules/.cache/local-cloud-data');
}

export interface TransformAuthInput {
  /** defineData's authorizationModes (plain data: no lambda authorizer). */
  authorizationModes?: Record<string, unknown>;
  /** Whether the backend has defineAuth (user pool and identity pool); default true. */
  hasAuth?: boolean;
}

export function transformCacheKey(modelSdl: string, auth: TransformAuthInput): string {
  const hash = createHash('sha256');
  hash.update(readFileSync(CLI)).update('\0');
  hash.update(packageVersions(join(REPO_ROOT, 'package.json')).join(',')).update('\0');
  hash.update(JSON.stringify({ modes: auth.authorizationModes ?? null, hasAuth: auth.hasAuth ?? true })).update('\0');
  hash.update(modelSdl);
  return hash.digest('hex').slice(0, 32);
}

/** The AppSync SDL for a model SDL (the real transformer's output, cached). */
export function appSyncSchemaFor(modelSdl: string, auth: TransformAuthInput = {}, cacheDir = defaultSchemaCacheDir()): string {
  const file = join(cacheDir, `appsync-${transformCacheKey(modelSdl, auth)}.graphql`);
  if (existsSync(file)) return readFileSync(file, 'utf8');
  mkdirSync(cacheDir, { recursive: true });
  const cached = (): string | undefined => (existsSync(file) ? readFileSync(file, 'utf8') : undefined);
  return onceAcrossProcesses(
    `${file}.lock`,
    cached,
    () => {
      const sdl = runTransformer(modelSdl, auth);
      const tmp = `${file}.${process.pid}.tmp`;
      writeFileSync(tmp, sdl);
      renameSync(tmp, file);
      return sdl;
    },
    200,
  );
}

function runTransformer(modelSdl: string, auth: TransformAuthInput): string {
  // The CDK asset staging writes temporary folders; keep them in one place we remove.
  const scratch = mkdtempSync(join(tmpdir(), 'appsync-transform-'));
  try {
    const tsxLoader = createRequire(import.meta.url).resolve('tsx');
    const input = join(scratch, 'model.graphql');
    const authFile = join(scratch, 'auth.json');
    writeFileSync(input, modelSdl);
    writeFileSync(authFile, JSON.stringify({ authorizationModes: auth.authorizationModes, hasAuth: auth.hasAuth ?? true }));
    const output = execFileSync(process.execPath, ['--import', tsxLoader, CLI, input, authFile], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, TMPDIR: scratch, TMP: scratch, TEMP: scratch },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    return (JSON.parse(output) as { sdl: string }).sdl;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
