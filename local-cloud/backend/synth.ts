/*
 * Offline CDK synthesis of a Gen 2 backend: running `<project>/amplify/backend.ts` with
 * CDK_OUTDIR and CDK_CONTEXT_JSON (as `ampx sandbox` does before it deploys) writes the
 * CloudFormation templates and assets that a deploy would upload, without an AWS account.
 *
 * Synthesis takes 15-80 s and about 500 MB, so its result is cached on disk under the
 * system temp dir, keyed by a hash of everything that shapes it (the amplify/ sources,
 * the project's lockfile and the Amplify and CDK package versions): the tests of one run,
 * and the outputs generator, share one synthesis per backend.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

import { packageVersions } from './package-versions';

const run = promisify(execFile);

export const REPO_ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));

/**
 * Context that makes backend.ts synthesize a sandbox backend without the ampx CLI: the
 * backend's namespace is the project's (for this site, 'educandoenlafe').
 */
export function synthContext(projectDir = REPO_ROOT) {
  let name = basename(projectDir);
  try {
    name = (JSON.parse(readFileSync(join(projectDir, 'package.json'), 'utf8')) as { name?: string }).name ?? name;
  } catch {
    /* no package.json: the folder's name */
  }
  const namespace = resolve(projectDir) === REPO_ROOT ? 'educandoenlafe' : name.replace(/[^A-Za-z0-9]/g, '').slice(0, 30) || 'app';
  return { 'amplify-backend-namespace': namespace, 'amplify-backend-name': 'local', 'amplify-backend-type': 'sandbox' } as const;
}

export type CfnTemplate = {
  Resources?: Record<string, { Type: string; Properties?: Record<string, unknown> }>;
  Outputs?: Record<string, { Value: unknown }>;
  Metadata?: Record<string, unknown>;
};

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) {
      if (name !== 'node_modules' && name !== 'test') out.push(...sourceFiles(full));
    } else if (/\.(ts|json)$/.test(name) && !/\.test\.ts$/.test(name)) {
      out.push(full);
    }
  }
  return out;
}

/** Hash of the inputs of a synthesis: amplify/ sources (tests excluded), the lockfile, the package versions. */
export function synthesisKey(projectDir = REPO_ROOT): string {
  const hash = createHash('sha256');
  const lockfile = join(projectDir, 'package-lock.json');
  for (const file of [...sourceFiles(join(projectDir, 'amplify')), ...(existsSync(lockfile) ? [lockfile] : [])]) {
    hash.update(relative(projectDir, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  hash.update(packageVersions(join(projectDir, 'amplify', 'backend.ts')).join(','));
  hash.update(JSON.stringify(synthContext(projectDir)));
  return hash.digest('hex').slice(0, 16);
}

const pending = new Map<string, Promise<string>>();

/**
 * Synthesizes the project's backend (or reuses the cached synthesis of the same sources)
 * and returns the cloud assembly directory.
 */
export function synthesize(projectDir = REPO_ROOT): Promise<string> {
  const dir = resolve(projectDir);
  let result = pending.get(dir);
  if (!result) pending.set(dir, (result = synthesizeUncached(dir)));
  return result;
}

const LOCK_STALE_MS = 5 * 60_000;
const KEEP_OLD_SYNTHESES_MS = 30 * 60_000;

/** Removes syntheses of older sources (about 50 MB each) not touched for a while. */
function pruneOldSyntheses(current: string): void {
  for (const name of readdirSync(tmpdir())) {
    const dir = join(tmpdir(), name);
    if (!/^local-cloud-synth-[0-9a-f]{16}$/.test(name) || dir === current) continue;
    const stats = statSync(dir, { throwIfNoEntry: false });
    if (stats && Date.now() - stats.mtimeMs > KEEP_OLD_SYNTHESES_MS) rmSync(dir, { recursive: true, force: true });
  }
}

/** A lock is stale when its holder is gone or it is older than any synthesis takes. */
function lockIsStale(lock: string): boolean {
  const age = Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
  if (age > LOCK_STALE_MS) return true;
  let pid: number;
  try {
    pid = Number(readFileSync(join(lock, 'pid'), 'utf8'));
  } catch {
    return age > 10_000; // no holder written: being created right now, or abandoned
  }
  try {
    process.kill(pid, 0);
    return false;
  } catch {
    return true;
  }
}

/** Takes an exclusive lock (a directory) so that parallel test files synthesize once. */
async function withLock<T>(lock: string, ready: () => boolean, work: () => Promise<T>, cached: () => T): Promise<T> {
  for (;;) {
    if (ready()) return cached();
    try {
      mkdirSync(lock);
      writeFileSync(join(lock, 'pid'), String(process.pid));
    } catch {
      if (lockIsStale(lock)) rmSync(lock, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 250));
      continue;
    }
    try {
      return ready() ? cached() : await work();
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
}

async function synthesizeUncached(projectDir: string): Promise<string> {
  const outdir = join(tmpdir(), `local-cloud-synth-${synthesisKey(projectDir)}`);
  const ready = () => existsSync(join(outdir, 'manifest.json'));
  return withLock(`${outdir}.lock`, ready, () => synthesizeInto(projectDir, outdir), () => outdir);
}

async function synthesizeInto(projectDir: string, outdir: string): Promise<string> {
  const scratch = `${outdir}.${process.pid}.${Date.now()}`;
  mkdirSync(scratch, { recursive: true });
  try {
    await run(process.execPath, [join(REPO_ROOT, 'node_modules/tsx/dist/cli.mjs'), 'amplify/backend.ts'], {
      cwd: projectDir,
      env: { ...process.env, CDK_OUTDIR: scratch, CDK_CONTEXT_JSON: JSON.stringify(synthContext(projectDir)) },
      maxBuffer: 64 * 1024 * 1024,
    });
    if (!existsSync(join(scratch, 'manifest.json'))) throw new Error(`synthesis wrote no manifest in ${scratch}`);
    try {
      renameSync(scratch, outdir);
    } catch {
      // Another process finished the same synthesis first; theirs is identical.
      rmSync(scratch, { recursive: true, force: true });
    }
    pruneOldSyntheses(outdir);
    return outdir;
  } catch (error) {
    rmSync(scratch, { recursive: true, force: true });
    throw error;
  }
}

/** Every template of the assembly (root and nested), by file name. */
export function readTemplates(outdir: string): Record<string, CfnTemplate> {
  const templates: Record<string, CfnTemplate> = {};
  for (const name of readdirSync(outdir).sort()) {
    if (name.endsWith('.template.json')) {
      templates[name] = JSON.parse(readFileSync(join(outdir, name), 'utf8')) as CfnTemplate;
    }
  }
  return templates;
}

/** The root stack's template (the one that is not nested). */
export function readRootTemplate(outdir: string): CfnTemplate {
  const entry = Object.entries(readTemplates(outdir)).find(([name]) => !name.endsWith('.nested.template.json'));
  if (!entry) throw new Error(`no root template in ${outdir}`);
  return entry[1];
}

/**
 * The AppSync schema a deploy installs: the `.graphql` asset named by the
 * AWS::AppSync::GraphQLSchema resource's DefinitionS3Location.
 */
export function transformedSchemaSdl(outdir: string): string {
  for (const template of Object.values(readTemplates(outdir))) {
    for (const resource of Object.values(template.Resources ?? {})) {
      if (resource.Type !== 'AWS::AppSync::GraphQLSchema') continue;
      const location = resource.Properties?.DefinitionS3Location;
      const text = typeof location === 'string' ? location : (location as { 'Fn::Sub'?: string })?.['Fn::Sub'];
      const key = text?.split('/').pop();
      if (!key) throw new Error(`unexpected DefinitionS3Location ${JSON.stringify(location)}`);
      return readFileSync(join(outdir, `asset.${key}`), 'utf8');
    }
  }
  throw new Error(`no AWS::AppSync::GraphQLSchema in ${outdir}`);
}

/** Synthesizes (cached) and returns the transformed AppSync schema SDL. */
export async function synthesizedSchemaSdl(projectDir = REPO_ROOT): Promise<string> {
  return transformedSchemaSdl(await synthesize(projectDir));
}
