// Where the storage access rules come from: amplify/storage, the same definition AWS deploys.
// storageAccessTable() in amplify/storage/access-table.ts is the table the backend definition
// exports; until a checkout has it, the table is read from the defineStorage access callback
// in amplify/storage/resource.ts with a recording `allow` builder (same rules, same source).
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { StorageAccessTable, StorageAction } from './access.js';

const AMPLIFY_STORAGE = resolve(import.meta.dirname, '../../amplify/storage');

type Acceptor =
  | { kind: 'guest' }
  | { kind: 'authenticated' }
  | { kind: 'entity' }
  | { kind: 'groups'; groups: string[] }
  | { kind: 'resource'; name: string };

interface Recorded {
  acceptor: Acceptor;
  actions: StorageAction[];
}

function recorder() {
  const to = (acceptor: Acceptor) => ({ to: (actions: StorageAction[]): Recorded => ({ acceptor, actions }) });
  return {
    guest: to({ kind: 'guest' }),
    authenticated: to({ kind: 'authenticated' }),
    entity: () => to({ kind: 'entity' }),
    groups: (groups: string[]) => to({ kind: 'groups', groups }),
    resource: (factory: { props?: { name?: string } }) => {
      const name = factory?.props?.name;
      if (!name) throw new Error('allow.resource() needs a function defined with a name');
      return to({ kind: 'resource', name });
    },
  };
}

/** Builds the table from a defineStorage factory's access callback. */
export function tableFromDefinition(storage: { props: { access?: (allow: unknown) => Record<string, Recorded[]> } }): StorageAccessTable {
  const access = storage.props.access?.(recorder()) ?? {};
  return Object.entries(access).map(([path, rules]) => {
    const row: StorageAccessTable[number] = { path, access: {} };
    for (const { acceptor, actions } of rules) {
      const add = (list: StorageAction[] | undefined) => [...new Set([...(list ?? []), ...actions])];
      if (acceptor.kind === 'guest') row.access.guest = add(row.access.guest);
      else if (acceptor.kind === 'authenticated') row.access.authenticated = add(row.access.authenticated);
      else if (acceptor.kind === 'entity') row.access.entity = add(row.access.entity);
      else if (acceptor.kind === 'groups') {
        row.access.groups ??= {};
        for (const g of acceptor.groups) row.access.groups[g] = add(row.access.groups[g]);
      } else {
        row.access.resources ??= {};
        row.access.resources[acceptor.name] = add(row.access.resources[acceptor.name]);
      }
    }
    return row;
  });
}

export async function loadAccessTable(): Promise<StorageAccessTable> {
  const tableModule = resolve(AMPLIFY_STORAGE, 'access-table.ts');
  if (existsSync(tableModule)) {
    const mod = (await import(pathToFileURL(tableModule).href)) as { storageAccessTable?: () => StorageAccessTable | Promise<StorageAccessTable> };
    if (typeof mod.storageAccessTable === 'function') return await mod.storageAccessTable();
  }
  const resource = (await import(pathToFileURL(resolve(AMPLIFY_STORAGE, 'resource.ts')).href)) as {
    storage: Parameters<typeof tableFromDefinition>[0];
  };
  return tableFromDefinition(resource.storage);
}
