// Who may do what where in the bucket, evaluated the way the IAM policies that Amplify Gen 2
// generates from amplify/storage evaluate in AWS (@aws-amplify/backend-storage,
// StorageAccessOrchestrator): each role gets the union of its allowed paths per action; a
// sub-path of an allowed path is denied to that role unless the role is allowed on the
// sub-path itself; explicit deny wins; everything else is denied. Listing is allowed by the
// `s3:prefix` condition: the listed prefix must lie under an allowed path (or equal it).
import type { Principal, StorageAccessRule, StorageAccessTable, StorageAction } from '../shared/contracts';

// The table's types live in shared/contracts (the data service hands the storage service a table too).
export type { StorageAccessRule, StorageAccessTable, StorageAction };
export type Operation = 'get' | 'list' | 'write' | 'delete';

const ENTITY_TOKEN = '{entity_id}';

interface RolePolicy {
  allow: Map<Operation, Set<string>>;
  deny: Map<Operation, Set<string>>;
}

function expand(actions: StorageAction[]): Operation[] {
  return [...new Set(actions.flatMap((a): Operation[] => (a === 'read' ? ['get', 'list'] : [a])))];
}

/** Every acceptor (IAM role) the table names, with the actions it holds on each path. */
function acceptorsOf(rule: StorageAccessRule): Array<[string, StorageAction[]]> {
  const out: Array<[string, StorageAction[]]> = [];
  if (rule.access.guest) out.push(['guest', rule.access.guest]);
  if (rule.access.authenticated) out.push(['authenticated', rule.access.authenticated]);
  // Owner rules attach to the authenticated role too (one policy per role, as in AWS).
  if (rule.access.entity) out.push(['authenticated', rule.access.entity]);
  for (const [group, actions] of Object.entries(rule.access.groups ?? {})) out.push([`group:${group}`, actions]);
  for (const [resource, actions] of Object.entries(rule.access.resources ?? {})) out.push([`resource:${resource}`, actions]);
  return out;
}

/** The acceptors whose policies apply to a principal's credentials (one IAM role each). */
function acceptorsFor(principal: Principal): string[] {
  switch (principal.kind) {
    case 'unauthenticated':
      return ['guest'];
    case 'authenticated':
      return ['authenticated'];
    case 'admins':
      // The identity pool hands a group member the group's role (cognito:preferred_role), which holds the group's rules only.
      return (principal.groups?.length ? principal.groups : ['ADMINS']).map((g) => `group:${g}`);
    case 'function':
      return principal.functionName ? [`resource:${principal.functionName}`] : [];
    case 'operator':
      return [];
  }
}

function parentOf(path: string, paths: string[]): string | undefined {
  return paths.find((p) => p !== path && path.startsWith(p.replaceAll('*', '')));
}

/** Builds the per-acceptor allow and deny sets, as the orchestrator does before writing policies. */
function buildPolicies(table: StorageAccessTable): Map<string, RolePolicy> {
  const policies = new Map<string, RolePolicy>();
  for (const rule of table) {
    for (const [acceptor, actions] of acceptorsOf(rule)) {
      let policy = policies.get(acceptor);
      if (!policy) policies.set(acceptor, (policy = { allow: new Map(), deny: new Map() }));
      for (const op of expand(actions)) {
        if (!policy.allow.has(op)) {
          policy.allow.set(op, new Set());
          policy.deny.set(op, new Set());
        }
        policy.allow.get(op)!.add(rule.path);
      }
    }
  }
  const paths = table.map((r) => r.path);
  for (const path of paths) {
    const parent = parentOf(path, paths);
    if (!parent || parent === path.replaceAll(`${ENTITY_TOKEN}/`, '')) continue;
    for (const policy of policies.values()) {
      for (const [op, allowed] of policy.allow) {
        if (allowed.has(parent) && !allowed.has(path)) policy.deny.get(op)!.add(path);
      }
    }
  }
  return policies;
}

/** IAM's StringLike with '*' only. */
function globMatch(pattern: string, value: string): boolean {
  const parts = pattern.split('*');
  if (parts.length === 1) return pattern === value;
  if (!value.startsWith(parts[0])) return false;
  let at = parts[0].length;
  for (let i = 1; i < parts.length - 1; i++) {
    const found = value.indexOf(parts[i], at);
    if (found < 0) return false;
    at = found + parts[i].length;
  }
  const last = parts[parts.length - 1];
  return value.length - at >= last.length && value.endsWith(last);
}

function substitute(path: string, principal: Principal): string | undefined {
  if (!path.includes(ENTITY_TOKEN)) return path;
  if (!principal.identityId) return undefined;
  const prefix = path.replaceAll(ENTITY_TOKEN, principal.identityId);
  return prefix.endsWith('/*/*') ? prefix.slice(0, -2) : prefix;
}

/** Whether a resource pattern covers the target: object keys for get/write/delete, the s3:prefix for list. */
function covers(pattern: string, op: Operation, target: string): boolean {
  if (op !== 'list') return globMatch(pattern, target);
  // toConditionPrefix: 'foo/bar/*' allows prefixes matching 'foo/bar/*' and exactly 'foo/bar/'.
  return globMatch(pattern, target) || globMatch(pattern.slice(0, -1), target);
}

export interface AccessChecker {
  /** key: the object key (get, write, delete) or the listed prefix (list). */
  allows(principal: Principal, op: Operation, target: string): boolean;
}

export function createAccessChecker(table: StorageAccessTable): AccessChecker {
  const policies = buildPolicies(table);
  return {
    allows(principal, op, target) {
      if (principal.kind === 'operator') return true;
      let allowed = false;
      for (const acceptor of acceptorsFor(principal)) {
        const policy = policies.get(acceptor);
        if (!policy) continue;
        const matches = (set: Set<string> | undefined) =>
          [...(set ?? [])].some((path) => {
            const pattern = substitute(path, principal);
            return pattern !== undefined && covers(pattern, op, target);
          });
        if (matches(policy.deny.get(op))) return false;
        if (matches(policy.allow.get(op))) allowed = true;
      }
      return allowed;
    },
  };
}
