// AppSync's two authorization layers for the transformed schema:
// 1. schema directives (@aws_iam, @aws_cognito_user_pools(cognito_groups), @aws_api_key, ...)
//    decide which auth mode may touch a field at all; a field without them inherits its
//    type's, and a type without them admits the API's default mode only;
// 2. the resolvers' auth steps the transformer generates from @auth (see the generated VTL):
//    IAM principals outside the identity pool (functions, the operator) pass, and their
//    access is governed by IAM policy; identity-pool guests match `public identityPool`
//    rules, signed-in identity-pool callers `private identityPool`; user-pool callers
//    match `private`, group rules on cognito:groups, and owner rules on the owner field;
//    API-key callers match `public apiKey` rules.
import { Kind, type GraphQLSchema, type ConstDirectiveNode } from 'graphql';
import type { Caller } from './identity';
import type { AuthRule, Operation } from './model-info';
import type { Filter } from './filter';
import type { ResolvedAuthModes } from '../backend/transform-cli';

export type Decision =
  | { kind: 'all' }
  | { kind: 'owner'; rules: Array<{ field: string; values: string[] }> }
  | { kind: 'denied' };

/** IAM principals not from the identity pool: functions and the operator. */
export function isIamPolicyPrincipal(caller: Caller): boolean {
  return caller.mode === 'iam' && caller.identity.cognitoIdentityPoolId === null && caller.identity.cognitoIdentityId === null;
}

function claim(caller: Caller & { mode: 'userPools' }, name: string): string | undefined {
  const claims = caller.identity.claims;
  if (name === 'username') {
    return (claims.username ?? claims['cognito:username'] ?? caller.identity.username) as string | undefined;
  }
  const v = claims[name];
  return v === undefined || v === null ? undefined : String(v);
}

/** The values an owner field may hold for this caller (Gen 2 writes `sub::username`). */
export function ownerValues(caller: Caller & { mode: 'userPools' }, identityClaim: string): string[] {
  const values: string[] = [];
  if (identityClaim === 'sub::username' || identityClaim === 'sub') {
    const sub = claim(caller, 'sub');
    const username = claim(caller, 'username');
    if (sub && username) values.push(`${sub}::${username}`);
    if (sub) values.push(sub);
    if (username) values.push(username);
  } else {
    const v = claim(caller, identityClaim);
    if (v) values.push(v);
  }
  return values;
}

export function decide(caller: Caller, rules: AuthRule[], op: Operation): Decision {
  if (isIamPolicyPrincipal(caller)) return { kind: 'all' };
  const applicable = rules.filter((r) => r.operations.includes(op));
  if (caller.mode === 'apiKey') {
    return applicable.some((r) => r.provider === 'apiKey' && r.allow === 'public') ? { kind: 'all' } : { kind: 'denied' };
  }
  if (caller.mode === 'iam') {
    const guest = caller.identity.cognitoIdentityAuthType === 'unauthenticated';
    const ok = applicable.some(
      (r) =>
        (r.provider === 'identityPool' || r.provider === 'iam') &&
        ((guest && r.allow === 'public') || (!guest && r.allow === 'private')),
    );
    return ok ? { kind: 'all' } : { kind: 'denied' };
  }
  const userRules = applicable.filter((r) => r.provider === 'userPools');
  if (userRules.some((r) => r.allow === 'private')) return { kind: 'all' };
  if (userRules.some((r) => r.allow === 'groups' && (r.groups ?? []).some((g) => caller.groups.includes(g)))) {
    return { kind: 'all' };
  }
  const owners = userRules
    .filter((r) => r.allow === 'owner' && r.ownerField)
    .map((r) => ({ field: r.ownerField as string, values: ownerValues(caller, r.identityClaim ?? 'sub::username') }))
    .filter((r) => r.values.length > 0);
  return owners.length ? { kind: 'owner', rules: owners } : { kind: 'denied' };
}

/** The owner rules as a filter, as the generated list resolvers AND it with the caller's filter. */
export function ownerFilter(decision: Decision & { kind: 'owner' }): Filter {
  return { or: decision.rules.flatMap((r) => r.values.map((v) => ({ [r.field]: { eq: v } }))) };
}

export function ownsItem(decision: Decision & { kind: 'owner' }, item: Record<string, unknown>): boolean {
  return decision.rules.some((r) => {
    const v = item[r.field];
    return Array.isArray(v) ? v.some((x) => r.values.includes(String(x))) : typeof v === 'string' && r.values.includes(v);
  });
}

interface ModeRule {
  iam: boolean;
  apiKey: boolean;
  /** undefined: user pools not allowed; []: any user; otherwise one of these groups. */
  userPools?: string[];
}

/** What a field without directives admits: the API's default mode. */
function defaultRule(mode: ResolvedAuthModes['defaultMode']): ModeRule {
  return { iam: mode === 'iam', apiKey: mode === 'apiKey', ...(mode === 'userPool' ? { userPools: [] } : {}) };
}

/** The auth modes each field admits, from the AppSync schema directives. */
export class SchemaDirectiveAuth {
  private byField = new Map<string, ModeRule>();
  private readonly fallback: ModeRule;
  constructor(schema: GraphQLSchema, defaultMode: ResolvedAuthModes['defaultMode'] = 'iam') {
    this.fallback = defaultRule(defaultMode);
    for (const type of Object.values(schema.getTypeMap())) {
      if (type.name.startsWith('__') || !('getFields' in type) || !type.astNode || type.astNode.kind !== Kind.OBJECT_TYPE_DEFINITION) continue;
      const typeRule = this.rule(type.astNode.directives ?? []);
      const fields = (type as { getFields(): Record<string, { astNode?: { directives?: readonly ConstDirectiveNode[] } | null }> }).getFields();
      for (const [name, field] of Object.entries(fields)) {
        const fieldRule = this.rule(field.astNode?.directives ?? []);
        this.byField.set(`${type.name}.${name}`, fieldRule ?? typeRule ?? this.fallback);
      }
    }
  }

  private rule(directives: readonly ConstDirectiveNode[]): ModeRule | undefined {
    let found = false;
    const rule: ModeRule = { iam: false, apiKey: false };
    for (const d of directives) {
      const name = d.name.value;
      if (name === 'aws_iam') {
        found = true;
        rule.iam = true;
      } else if (name === 'aws_cognito_user_pools' || name === 'aws_auth') {
        found = true;
        const arg = d.arguments?.find((a) => a.name.value === 'cognito_groups');
        const groups = arg && arg.value.kind === Kind.LIST ? arg.value.values.map((v) => (v as { value: string }).value) : [];
        rule.userPools = [...(rule.userPools ?? []), ...groups];
        if (!arg) rule.userPools = [];
      } else if (name === 'aws_api_key') {
        found = true;
        rule.apiKey = true;
      } else if (name.startsWith('aws_') && name !== 'aws_subscribe') {
        found = true;
      }
    }
    return found ? rule : undefined;
  }

  allows(typeName: string, fieldName: string, caller: Caller): boolean {
    const rule = this.byField.get(`${typeName}.${fieldName}`);
    if (!rule) return true;
    if (caller.mode === 'iam') return rule.iam;
    if (caller.mode === 'apiKey') return rule.apiKey;
    if (!rule.userPools) return false;
    return rule.userPools.length === 0 || rule.userPools.some((g) => caller.groups.includes(g));
  }
}
