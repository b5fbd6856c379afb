/*
 * The storage access rules as data, for tests and tools (the local cloud's S3 reads the
 * same callback through defineStorage, with its own reader). It evaluates the very access callback that
 * defineStorage receives (storage/resource.ts) with a recording `allow` builder, the
 * way @aws-amplify/backend-storage's StorageAccessOrchestrator does during synthesis:
 * 'read' becomes 'get' + 'list', duplicates are dropped.
 *
 * Matching a key: the rules of the most specific path apply (a sub-path's rules
 * replace its parent's, as the IAM policies make them do with explicit denies);
 * a key under no path is closed to everyone.
 */
import { counter } from '../functions/counter/resource';
import { grantPurchase } from '../functions/grant-purchase/resource';
import { mediaUrl } from '../functions/media-url/resource';
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

type Principal = { kind: 'guest' } | { kind: 'authenticated' } | { kind: 'group'; name: string } | { kind: 'resource'; name: string };
type Recorded = { principals: Principal[]; actions: string[] };

/** The functions a storage rule may name, by identity of their defineFunction factory. */
const FUNCTIONS = new Map<unknown, string>([
  [counter, 'counter'],
  [mediaUrl, 'mediaUrl'],
  [grantPurchase, 'grantPurchase'],
]);

function recordingBuilder() {
  const to = (principals: Principal[]) => ({ to: (actions: string[]) => ({ principals, actions }) as Recorded });
  return {
    guest: to([{ kind: 'guest' }]),
    authenticated: to([{ kind: 'authenticated' }]),
    groups: (names: string[]) => to(names.map((name) => ({ kind: 'group' as const, name }))),
    entity: () => {
      throw new Error('entity (owner) paths are not supported by the access table');
    },
    resource: (factory: unknown) => {
      const name = FUNCTIONS.get(factory);
      if (!name) throw new Error('storage access names a function the access table does not know');
      return to([{ kind: 'resource', name }]);
    },
  };
}

const ORDER: StorageAction[] = ['get', 'list', 'write', 'delete'];

function expand(actions: string[]): StorageAction[] {
  const expanded = new Set(actions.flatMap((action) => (action === 'read' ? ['get', 'list'] : [action])));
  for (const action of expanded) {
    if (!ORDER.includes(action as StorageAction)) throw new Error(`unknown storage action ${action}`);
  }
  return ORDER.filter((action) => expanded.has(action));
}

function merge(current: StorageAction[], added: StorageAction[]): StorageAction[] {
  return ORDER.filter((action) => current.includes(action) || added.includes(action));
}

/** Builds the table from an access callback (by default the one of storage/resource.ts). */
export function storageAccessTable(generator: StorageAccessGenerator = storageAccess): StorageAccessEntry[] {
  const definition = (generator as unknown as (allow: unknown) => Record<string, Recorded[]>)(recordingBuilder());
  return Object.entries(definition).map(([path, rules]) => {
    const access: PathAccess = { guest: [], authenticated: [], groups: {}, resources: {} };
    for (const { principals, actions } of rules) {
      const granted = expand(actions);
      for (const principal of principals) {
        if (principal.kind === 'guest') access.guest = merge(access.guest, granted);
        else if (principal.kind === 'authenticated') access.authenticated = merge(access.authenticated, granted);
        else if (principal.kind === 'group') access.groups[principal.name] = merge(access.groups[principal.name] ?? [], granted);
        else access.resources[principal.name] = merge(access.resources[principal.name] ?? [], granted);
      }
    }
    return { path, access };
  });
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
