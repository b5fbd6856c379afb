// Every setting the local cloud takes from the environment, read in this one place, once, with
// its type and default. Services receive the values they need; nothing else reads process.env
// for LOCAL_CLOUD_*, LOCAL_OPERATOR_*, SEED_* or a port. An empty variable counts as unset.
import { join, resolve } from 'node:path';
import { DEFAULT_GATEWAY_PORT, DEFAULT_STORAGE_PORT } from './local-ids';

export const DEFAULT_SITE_PORT = 8080;

/** The demo accounts of the seed (README: "Demo accounts"). */
export const SEED_DEFAULTS = {
  adminEmail: 'admin@educandoenlafe.local',
  adminPassword: 'Admin#2025fe',
  userEmail: 'usuario@educandoenlafe.local',
  userPassword: 'Usuario#2025fe',
} as const;

export interface SeedAccounts {
  adminEmail: string;
  adminPassword: string;
  userEmail: string;
  userPassword: string;
}

export interface LocalCloudSettings {
  /** LOCAL_CLOUD_DIR: the data directory (default `.local-cloud/` in the served project: this repository's for the site). */
  dir: string;
  /** LOCAL_CLOUD_PROJECT_DIR: the project whose amplify/backend.ts is served (default: this repository, the site). */
  projectDir: string;
  /** LOCAL_CLOUD_GATEWAY_PORT: Cognito and AppSync (default 20002). */
  gatewayPort: number;
  /** LOCAL_CLOUD_STORAGE_PORT: S3 (default 20005). */
  storagePort: number;
  /** PORT: the site (default 8080); its origin is allowed by the bucket's CORS rules. */
  sitePort: number;
  /** LOCAL_CLOUD=0 serves the site without starting the local cloud. */
  embedded: boolean;
  /** LOCAL_CLOUD_MAX_OBJECT_BYTES: a local cap on objects (undefined: S3's own 5 TiB). */
  maxObjectBytes?: number;
  /** LOCAL_CLOUD_CORS_ORIGINS: comma-separated origins or '*' (default: the site and the vite servers). */
  corsOrigins: string[] | '*';
  /** LOCAL_CLOUD_STORAGE_FSYNC=off skips the disk flush of each stored blob (throwaway directories). */
  storageFsync: boolean;
  /** LOCAL_CLOUD_FUNCTION_CONCURRENCY: warm containers per function (default 2). */
  functionConcurrency: number;
  /** LOCAL_OPERATOR_ACCESS_KEY_ID and LOCAL_OPERATOR_SECRET_ACCESS_KEY, when both are set. */
  operator?: { accessKeyId: string; secretAccessKey: string };
  /** SEED_ADMIN_EMAIL, SEED_ADMIN_PASSWORD, SEED_USER_EMAIL, SEED_USER_PASSWORD. */
  seed: SeedAccounts;
}

const REPO_ROOT = resolve(import.meta.dirname, '../..');

/** The variable's value as set (passwords keep their spaces); undefined when unset or empty. */
function text(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const value = env[name];
  return value === undefined || value === '' ? undefined : value;
}

function port(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = text(env, name)?.trim();
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!/^\d+$/.test(value) || n > 65535) throw new Error(`${name} must be a port number (0-65535), got '${value}'`);
  return n;
}

function positiveInteger(env: NodeJS.ProcessEnv, name: string): number | undefined {
  const value = text(env, name)?.trim();
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(n) || n <= 0) throw new Error(`${name} must be a positive integer, got '${value}'`);
  return n;
}

function flag(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const value = text(env, name)?.trim().toLowerCase();
  if (value === undefined) return fallback;
  if (['1', 'on', 'true', 'yes'].includes(value)) return true;
  if (['0', 'off', 'false', 'no'].includes(value)) return false;
  throw new Error(`${name} must be on or off, got '${value}'`);
}

function corsOrigins(env: NodeJS.ProcessEnv, sitePort: number): string[] | '*' {
  const configured = text(env, 'LOCAL_CLOUD_CORS_ORIGINS')?.trim();
  if (configured === '*') return '*';
  if (configured) return configured.split(',').map((o) => o.trim()).filter(Boolean);
  // The site, and the vite dev (5173) and preview (4173) servers.
  const ports = new Set([DEFAULT_SITE_PORT, 5173, 4173, sitePort]);
  return [...ports].flatMap((p) => [`http://localhost:${p}`, `http://127.0.0.1:${p}`]);
}

function operator(env: NodeJS.ProcessEnv): LocalCloudSettings['operator'] {
  const accessKeyId = text(env, 'LOCAL_OPERATOR_ACCESS_KEY_ID');
  const secretAccessKey = text(env, 'LOCAL_OPERATOR_SECRET_ACCESS_KEY');
  if (accessKeyId === undefined && secretAccessKey === undefined) return undefined;
  if (accessKeyId === undefined || secretAccessKey === undefined) {
    throw new Error('Set both LOCAL_OPERATOR_ACCESS_KEY_ID and LOCAL_OPERATOR_SECRET_ACCESS_KEY, or neither');
  }
  return { accessKeyId, secretAccessKey };
}

/** The settings an environment describes (throws a message naming the variable when a value is unusable). */
export function readSettings(env: NodeJS.ProcessEnv): LocalCloudSettings {
  const sitePort = port(env, 'PORT', DEFAULT_SITE_PORT);
  const projectDir = resolve(text(env, 'LOCAL_CLOUD_PROJECT_DIR') ?? REPO_ROOT);
  return {
    dir: resolve(text(env, 'LOCAL_CLOUD_DIR') ?? join(projectDir, '.local-cloud')),
    projectDir,
    gatewayPort: port(env, 'LOCAL_CLOUD_GATEWAY_PORT', DEFAULT_GATEWAY_PORT),
    storagePort: port(env, 'LOCAL_CLOUD_STORAGE_PORT', DEFAULT_STORAGE_PORT),
    sitePort,
    embedded: flag(env, 'LOCAL_CLOUD', true),
    maxObjectBytes: positiveInteger(env, 'LOCAL_CLOUD_MAX_OBJECT_BYTES'),
    corsOrigins: corsOrigins(env, sitePort),
    storageFsync: flag(env, 'LOCAL_CLOUD_STORAGE_FSYNC', true),
    functionConcurrency: positiveInteger(env, 'LOCAL_CLOUD_FUNCTION_CONCURRENCY') ?? 2,
    operator: operator(env),
    seed: {
      adminEmail: text(env, 'SEED_ADMIN_EMAIL') ?? SEED_DEFAULTS.adminEmail,
      adminPassword: text(env, 'SEED_ADMIN_PASSWORD') ?? SEED_DEFAULTS.adminPassword,
      userEmail: text(env, 'SEED_USER_EMAIL') ?? SEED_DEFAULTS.userEmail,
      userPassword: text(env, 'SEED_USER_PASSWORD') ?? SEED_DEFAULTS.userPassword,
    },
  };
}

let current: LocalCloudSettings | undefined;

/** This process's settings, read from process.env on first use. */
export function settings(): LocalCloudSettings {
  current ??= Object.freeze(readSettings(process.env));
  return current;
}
