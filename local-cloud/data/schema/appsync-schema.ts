// The AppSync schema SDL for the current amplify/data, produced by the real transformer
// and cached on disk by the hash of the model SDL (the transform takes seconds; reading
// the cache takes milliseconds). Editing amplify/data changes the hash, so the next start
// regenerates it.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createRequire } from 'node:module';

const CLI = resolve(import.meta.dirname, 'transform-cli.ts');
/** Bumped when the way the SDL is produced changes, to invalidate old caches. */
const GENERATOR_VERSION = '1';

export function defaultSchemaCacheDir(): string {
  return resolve(import.meta.dirname, '../../../node_modules/.cache/local-cloud-data');
}

/**
 * The AppSync SDL of amplify/data (by the hash of its model SDL), or of `modelSdl` when given
 * (tests of schemas other than the app's).
 */
export function appSyncSchemaFor(modelSdlHash: string, cacheDir = defaultSchemaCacheDir(), modelSdl?: string): string {
  const file = join(cacheDir, `appsync-${GENERATOR_VERSION}-${modelSdlHash.slice(0, 32)}.graphql`);
  if (existsSync(file)) return readFileSync(file, 'utf8');
  mkdirSync(cacheDir, { recursive: true });
  // Several processes starting at once (parallel test files) run the transformer once: the
  // first takes a lock directory, the others wait for its result.
  const lock = `${file}.lock`;
  const deadline = Date.now() + LOCK_WAIT_MS;
  while (!tryLock(lock)) {
    if (existsSync(file)) return readFileSync(file, 'utf8');
    if (Date.now() > deadline) break; // a crashed holder: go ahead without the lock
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200);
  }
  try {
    if (existsSync(file)) return readFileSync(file, 'utf8');
    const sdl = runTransformer(modelSdl);
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, sdl);
    renameSync(tmp, file);
    return sdl;
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

const LOCK_WAIT_MS = 180_000;

function tryLock(lock: string): boolean {
  try {
    mkdirSync(lock);
    return true;
  } catch {
    // A lock left by a process that died long ago does not count.
    try {
      if (Date.now() - statSync(lock).mtimeMs > LOCK_WAIT_MS) {
        rmSync(lock, { recursive: true, force: true });
        return tryLock(lock);
      }
    } catch {
      /* removed meanwhile */
    }
    return false;
  }
}

function runTransformer(modelSdl?: string): string {
  // The CDK asset staging writes temporary folders; keep them in one place we remove.
  const scratch = mkdtempSync(join(tmpdir(), 'appsync-transform-'));
  try {
    const tsxLoader = createRequire(import.meta.url).resolve('tsx');
    const args = ['--import', tsxLoader, CLI];
    if (modelSdl !== undefined) {
      const input = join(scratch, 'model.graphql');
      writeFileSync(input, modelSdl);
      args.push(input);
    }
    return execFileSync(process.execPath, args, {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, TMPDIR: scratch, TMP: scratch, TEMP: scratch },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
