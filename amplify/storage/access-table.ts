/*
 * The storage access rules as data, for tests and tools: the access callback that
 * defineStorage receives (storage/resource.ts), evaluated by the local cloud's recording
 * builder (local-cloud/backend/storage-access.ts, the way @aws-amplify/backend-storage's
 * StorageAccessOrchestrator calls it during synthesis: 'read' becomes 'get' + 'list',
 * duplicates are dropped), in a shape with every acceptor present.
 *
 * Matching a key: the rules of the most specific path apply (a sub-path's rules
 * replace its parent's, as the IAM policies make them do with explicit denies);
 * a key under no path is closed to everyone.
 */
import { evaluateStorageAccess } from '../../local-cloud/backend/storage-access';
import { storageAccess, STORAGE_NAME, type StorageAccessGenerator } from './resource';

export type StorageAction = 'get' | 'list' | 'write' | 'delete';

export type PathAccess = {
  guest: StorageAction[];
  authenticated: StorageAction[];
  groups: Record<string, StorageAction[]>;
  /** Backend functions, by their defineFunction name. */
  resources: Record<string, StorageAction[]>;
};

export type StorageAccessEntry = { path: string; access: PathAccess };

/** Builds the table from an access callback (by default the one of storage/resource.ts). */
export function storageAccessTable(generator: StorageAccessGenerator = storageAccess): StorageAccessEntry[] {
  const functionName = (factory: unknown) => (factory as { resolveName(): string }).resolveName();
  return evaluateStorageAccess(generator as never, functionName).map(({ path, access }) => ({
    path,
    access: {
      guest: (access.guest ?? []) as StorageAction[],
      authenticated: (access.authenticated ?? []) as StorageAction[],
      groups: (access.groups ?? {}) as Record<string, StorageAction[]>,
      resources: (access.resources ?? {}) as Record<string, StorageAction[]>,
    },
  }));
}

/** The name of the bucket's storage definition (amplify_outputs.json storage.buckets[].name). */
export const storageName = STORAGE_NAME;

/** The entry whose rules apply to an object key or list prefix: the most specific matching path. */
export function entryFor(table: StorageAccessEntry[], key: string): StorageAccessEntry | undefined {
  return table
    .filter(({ path }) => key.startsWith(path.slice(0, -1)))
    .sort((a, b) => b.path.length - a.path.length)[0];
}

export type Caller =
  | { kind: 'guest' }
  | { kind: 'authenticated'; groups?: string[] }
  | { kind: 'resource'; name: string };

/**
 * Whether a caller may perform an action on a key. A signed-in member of a group
 * with storage rules acts with that group's role on every path (the identity pool
 * maps the token to the group's role, `cognito:preferred_role`); other signed-in
 * users act with the authenticated role.
 */
export function isAllowed(table: StorageAccessEntry[], caller: Caller, action: StorageAction, key: string): boolean {
  const entry = entryFor(table, key);
  if (!entry) return false;
  const { access } = entry;
  if (caller.kind === 'guest') return access.guest.includes(action);
  if (caller.kind === 'resource') return (access.resources[caller.name] ?? []).includes(action);
  const groupsWithRoles = new Set(table.flatMap((item) => Object.keys(item.access.groups)));
  const group = caller.groups?.find((name) => groupsWithRoles.has(name));
  return group ? (access.groups[group] ?? []).includes(action) : access.authenticated.includes(action);
}
