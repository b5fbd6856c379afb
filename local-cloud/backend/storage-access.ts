// defineStorage's access rules as data: the access callback an app passes to defineStorage is
// called with a builder that records, the way @aws-amplify/backend-storage's access orchestrator
// calls it during synthesis, who (guest, authenticated, groups, the owner entity, functions) may
// do which actions on each path. The storage service evaluates the rows as IAM evaluates the
// policies Gen 2 generates from them (../storage/access.ts).
import type { StorageAccessTable, StorageAction } from '../shared/contracts';

/** The defineFunction name of a function factory (and records the function). */
export type FunctionNamer = (factory: unknown) => string;

type Acceptor =
  | { kind: 'guest' }
  | { kind: 'authenticated' }
  | { kind: 'group'; name: string }
  | { kind: 'entity' }
  | { kind: 'resource'; name: string };

interface Grant {
  acceptors: Acceptor[];
  actions: StorageAction[];
}

const ACTIONS: StorageAction[] = ['read', 'get', 'list', 'write', 'delete'];

function recordingBuilder(functionName: FunctionNamer) {
  const to = (acceptors: Acceptor[]) => ({
    to: (actions: string[]): Grant => {
      for (const action of actions) {
        if (!ACTIONS.includes(action as StorageAction)) throw new Error(`defineStorage: unknown storage action '${action}'`);
      }
      return { acceptors, actions: actions as StorageAction[] };
    },
  });
  return {
    guest: to([{ kind: 'guest' }]),
    authenticated: to([{ kind: 'authenticated' }]),
    groups: (names: string[]) => to(names.map((name) => ({ kind: 'group' as const, name }))),
    entity: (entity: string) => {
      if (entity !== 'identity') throw new Error(`defineStorage: unknown entity '${entity}'`);
      return to([{ kind: 'entity' }]);
    },
    resource: (factory: unknown) => to([{ kind: 'resource', name: functionName(factory) }]),
  };
}

const ORDER: StorageAction[] = ['get', 'list', 'write', 'delete'];

/** As the orchestrator does: 'read' is 'get' and 'list'; duplicates are dropped. */
function merge(current: StorageAction[] | undefined, added: StorageAction[]): StorageAction[] {
  const all = new Set([...(current ?? []), ...added].flatMap((a) => (a === 'read' ? ['get', 'list'] : [a])));
  return ORDER.filter((a) => all.has(a));
}

/** The rows of the storage access table, one per path, from defineStorage's `access` callback. */
export function evaluateStorageAccess(access: (allow: unknown) => Record<string, Grant[]>, functionName: FunctionNamer): StorageAccessTable {
  const definition = access(recordingBuilder(functionName));
  return Object.entries(definition).map(([path, grants]) => {
    const row: StorageAccessTable[number] = { path, access: {} };
    for (const { acceptors, actions } of grants) {
      for (const acceptor of acceptors) {
        const a = row.access;
        if (acceptor.kind === 'guest') a.guest = merge(a.guest, actions);
        else if (acceptor.kind === 'authenticated') a.authenticated = merge(a.authenticated, actions);
        else if (acceptor.kind === 'entity') a.entity = merge(a.entity, actions);
        else if (acceptor.kind === 'group') a.groups = { ...a.groups, [acceptor.name]: merge(a.groups?.[acceptor.name], actions) };
        else a.resources = { ...a.resources, [acceptor.name]: merge(a.resources?.[acceptor.name], actions) };
      }
    }
    return row;
  });
}
