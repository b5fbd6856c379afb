// What the local cloud serves: the description of a Gen 2 backend, read from the project's
// `amplify/backend.ts` as Gen 2 reads it (describe-cli.ts, in a child process). The description
// is cached on disk with what it was made from: the project files that loaded while backend.ts
// ran, the versions of the Amplify and CDK packages, and the describer's own sources. A start
// whose inputs are unchanged reads the cache in milliseconds; any change describes again.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { ResolvedAuthModes } from './transform-cli';
import type { StorageAccessTable } from '../shared/contracts';
import { packageVersions } from './package-versions';
import { settings } from '../shared/settings';
import { onceAcrossProcesses } from '../shared/once-across-processes';

export interface FunctionDescription {
  /** defineFunction's name (or its default: the folder of resource.ts). */
  name: string;
  /** Absolute path of the handler module. */
  entry: string;
  timeoutSeconds: number;
  /** Environment variables given in defineFunction (secrets excluded). */
  environment: Record<string, string>;
}

export interface AuthDescription {
  loginWith: { email: boolean; phone: boolean };
  /** defineAuth's userAttributes: CDK names (email, fullname, ...) and custom:* names. */
  userAttributes: Record<string, { required: boolean; mutable: boolean; dataType?: string }>;
  groups: string[];
  multifactor?: { mode: string; totp: boolean; sms: boolean; email: boolean };
  /** defineAuth's access grants: the actions (listUsers, getUser, ...) each function may call. */
  access: Array<{ functionName: string; actions: string[] }>;
  /** Trigger event → function name. */
  triggers: Record<string, string>;
  /** The password policy backend.ts sets on the user pool, when it does. */
  passwordPolicy?: {
    minimumLength?: number;
    requireLowercase?: boolean;
    requireUppercase?: boolean;
    requireNumbers?: boolean;
    requireSymbols?: boolean;
    temporaryPasswordValidityDays?: number;
  };
  /**
   * loginWith.email's texts as the construct renders them for CloudFormation, Cognito's
   * placeholders ({####}, {username}) left in; absent parts are Cognito's defaults.
   */
  messages?: {
    verification?: { subject?: string; body?: string };
    invitation?: { subject?: string; body?: string };
  };
}

export interface DataDescription {
  /** defineData's name (the API's name; 'amplifyData' by default). */
  name: string;
  /** The model SDL (with @model, @auth, ...) the transformer consumed. */
  modelSdl: string;
  /** The AppSync schema a deploy installs. */
  appSyncSdl: string;
  modes: ResolvedAuthModes;
  /** @function data source → function name. */
  functionsByDataSource: Record<string, string>;
  /** Function name → operations allow.resource grants it ('query', 'mutate', 'listen'). */
  functionAccess: Record<string, string[]>;
  /** Fields with custom JavaScript resolvers (not served locally). */
  jsResolvers: string[];
}

export interface StorageDescription {
  name: string;
  isDefault: boolean;
  access: StorageAccessTable;
}

/** Something backend.ts set or called on the backend after defineBackend. */
export interface RecordedOverride {
  path: string[];
  value?: unknown;
  args?: unknown[];
}

export interface BackendDescription {
  projectDir: string;
  backendFile: string;
  auth?: AuthDescription;
  data?: DataDescription;
  storage: StorageDescription[];
  functions: Record<string, FunctionDescription>;
  overrides: RecordedOverride[];
  /** What the local cloud cannot serve of this backend. */
  warnings: string[];
  /** Project files that loaded while backend.ts ran. */
  sources: string[];
}

const HERE = import.meta.dirname;
const REPO_ROOT = resolve(HERE, '../..');
const CLI = join(HERE, 'describe-cli.ts');
/** The describer's own files: a change to any of them describes every backend again. */
const GENERATOR_FILES = [
  'describe-cli.ts',
  'recorder-hooks.mjs',
  'recording-backend.mjs',
  'storage-access.ts',
  'description.ts',
  'transform-cli.ts',
].map((f) => join(HERE, f));

/** The project whose backend is served: LOCAL_CLOUD_PROJECT_DIR, or this repository. */
export function defaultProjectDir(): string {
  return settings().projectDir;
}

export function isThisSite(projectDir: string): boolean {
  return resolve(projectDir) === REPO_ROOT;
}

export function backendCacheDir(): string {
  return join(REPO_ROOT, 'node_modules/.cache/local-cloud/backends');
}

interface CacheEntry {
  inputs: { sources: Record<string, string>; packages: string[]; generator: string };
  description: BackendDescription;
}

const sha = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

function fileHash(path: string): string {
  try {
    return sha(readFileSync(path));
  } catch {
    return 'missing';
  }
}

function generatorHash(): string {
  return sha(GENERATOR_FILES.map(fileHash).join(','));
}

function amplifyFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => !name.split('/').includes('node_modules') && /\.(ts|mts|js|mjs|json)$/.test(name))
    .map((name) => join(dir, name));
}

function inputsOf(projectDir: string, sources: string[]): CacheEntry['inputs'] {
  const backendFile = join(projectDir, 'amplify', 'backend.ts');
  // A file added under amplify/ may be imported next time: its absence is part of the key too.
  const files = new Set([...sources, ...amplifyFiles(join(projectDir, 'amplify')).filter((f) => !/\.test\.[cm]?[jt]s$/.test(f))]);
  return {
    sources: Object.fromEntries([...files].sort().map((f) => [f, fileHash(f)])),
    packages: packageVersions(backendFile),
    generator: generatorHash(),
  };
}

const memo = new Map<string, BackendDescription>();

/**
 * The description of the backend in `<projectDir>/amplify/backend.ts`: from the cache when
 * nothing it was made from changed, otherwise described again (a few seconds).
 */
export function loadBackend(
  projectDir = defaultProjectDir(),
  log: (message: string) => void = () => {},
  options: { reuse?: boolean } = {},
): BackendDescription {
  const dir = resolve(projectDir);
  const known = options.reuse === false ? undefined : memo.get(dir);
  if (known) return known;
  const backendFile = join(dir, 'amplify', 'backend.ts');
  if (!existsSync(backendFile)) throw new Error(`no Amplify Gen 2 backend at ${backendFile}`);
  const cacheFile = join(backendCacheDir(), `${sha(dir).slice(0, 24)}.json`);
  let description = readCache(dir, cacheFile);
  if (!description) {
    mkdirSync(backendCacheDir(), { recursive: true });
    description = onceAcrossProcesses(
      `${cacheFile}.lock`,
      () => readCache(dir, cacheFile),
      () => describeInto(dir, backendFile, cacheFile, log),
      250,
    );
  }
  memo.set(dir, description);
  return description;
}

/** The cached description, when nothing it was made from changed. */
function readCache(dir: string, cacheFile: string): BackendDescription | undefined {
  if (!existsSync(cacheFile)) return undefined;
  try {
    const entry = JSON.parse(readFileSync(cacheFile, 'utf8')) as CacheEntry;
    const now = inputsOf(dir, Object.keys(entry.inputs.sources));
    return JSON.stringify(now) === JSON.stringify(entry.inputs) ? entry.description : undefined;
  } catch {
    return undefined;
  }
}

function describeInto(dir: string, backendFile: string, cacheFile: string, log: (message: string) => void): BackendDescription {
  const started = Date.now();
  const description = runDescriber(dir);
  const entry: CacheEntry = { inputs: inputsOf(dir, description.sources), description };
  const tmp = `${cacheFile}.${process.pid}.tmp`;
  writeFileSync(tmp, JSON.stringify(entry));
  renameSync(tmp, cacheFile);
  log(`read ${backendFile} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  for (const warning of description.warnings) log(`warning: ${warning}`);
  return description;
}

function runDescriber(projectDir: string): BackendDescription {
  // CDK stages assets in temporary folders; keep them in one place we remove.
  const scratch = mkdtempSync(join(tmpdir(), 'local-cloud-describe-'));
  try {
    const tsx = createRequire(import.meta.url).resolve('tsx');
    const output = execFileSync(process.execPath, ['--import', tsx, CLI, projectDir], {
      cwd: projectDir,
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
      env: { ...process.env, TMPDIR: scratch, TMP: scratch, TEMP: scratch },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    return JSON.parse(output) as BackendDescription;
  } catch (error) {
    const stderr = String((error as { stderr?: unknown }).stderr ?? '').trim();
    throw new Error(`could not read the backend of ${projectDir}:\n${stderr || (error as Error).message}`);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}
