/**
 * The parts of an AppSync Lambda resolver event the handlers read
 * (https://docs.aws.amazon.com/appsync/latest/devguide/resolver-context-reference-js.html).
 * The local cloud sends the same shape.
 */
import { codedError, ErrorCode } from './error-codes';

export type CognitoIdentity = {
  sub: string;
  username: string;
  groups?: string[] | null;
  claims?: Record<string, unknown>;
};

export type AppSyncEvent<Args> = {
  arguments: Args;
  /** Cognito caller for user-pool requests; IAM callers carry other fields; absent for API keys. */
  identity?: Partial<CognitoIdentity> | null;
  /**
   * Amplify's generated request template (InvokeFn…LambdaDataSource.req.vtl) sends typeName and
   * fieldName at the top level and no `info` (aws-amplify/amplify-backend#3120).
   */
  typeName?: string;
  fieldName?: string;
  info?: { fieldName: string; parentTypeName: string };
};

/** The field being resolved, from Amplify's payload (top level) or a direct resolver's `info`. */
export function fieldNameOf(event: Pick<AppSyncEvent<unknown>, 'fieldName' | 'info'>): string {
  return event.fieldName ?? event.info?.fieldName ?? '';
}

/** The caller's user-pool groups, from `identity.groups` or the `cognito:groups` claim. */
export function callerGroups(identity: AppSyncEvent<unknown>['identity']): string[] {
  if (!identity) return [];
  if (Array.isArray(identity.groups)) return identity.groups;
  const claim = identity.claims?.['cognito:groups'];
  if (Array.isArray(claim)) return claim.map(String);
  if (typeof claim === 'string') return claim.split(/[\s,]+/).filter(Boolean);
  return [];
}

/** The signed-in caller, or an UNAUTHORIZED error when the request carries no user. */
export function requireUser(identity: AppSyncEvent<unknown>['identity']): CognitoIdentity {
  if (!identity?.sub || !identity.username) throw codedError(ErrorCode.UNAUTHORIZED, 'sign in first');
  return { sub: identity.sub, username: identity.username, groups: callerGroups(identity), claims: identity.claims };
}

export const ADMINS_GROUP = 'ADMINS';
