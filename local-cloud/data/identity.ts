// Who is calling: AppSync's authentication step. A SigV4 Authorization header is IAM
// (checked against the credentials the local identity pool and the function runner issued);
// anything else in Authorization is a user-pool JWT; without Authorization, an x-api-key header
// is the API key (when the API has API-key authorization). The result has the shape of
// AppSync's $ctx.identity (null for an API key), which is also what Lambda resolvers receive.
// The same step authenticates HTTP requests and the realtime endpoint's connections and
// subscriptions, whose headers travel inside the WebSocket messages.
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import type { ApiKeys } from './api-key';
import type { CredentialStore, Principal, TokenVerifier } from '../shared/contracts';
import { verifySigV4 } from '../shared/sigv4';
import { LOCAL_ACCOUNT_ID, LOCAL_IDENTITY_POOL_ID, LOCAL_REGION, LOCAL_USER_POOL_ID } from '../shared/local-ids';
import { OPERATOR_PRINCIPAL, operatorAwareResolver, type OperatorCredentials } from '../shared/operator';

export interface IamIdentity {
  accountId: string;
  cognitoIdentityPoolId: string | null;
  cognitoIdentityId: string | null;
  cognitoIdentityAuthType: 'authenticated' | 'unauthenticated' | null;
  cognitoIdentityAuthProvider: string | null;
  sourceIp: string[];
  username: string;
  userArn: string;
}

export interface CognitoIdentity {
  sub: string;
  issuer: string;
  username: string;
  claims: Record<string, unknown>;
  sourceIp: string[];
  defaultAuthStrategy: 'ALLOW';
  groups: string[] | null;
}

/** When the caller's credentials stop being valid (ms since the epoch), when they expire. */
interface Expiring {
  expiresAt?: number;
}

export type Caller =
  | ({ mode: 'iam'; identity: IamIdentity; principal: Principal } & Expiring)
  | ({ mode: 'userPools'; identity: CognitoIdentity; groups: string[] } & Expiring)
  | ({ mode: 'apiKey'; identity: null } & Expiring);

/** A request to authenticate: an HTTP request, or the headers a realtime message carries. */
export interface AuthenticationRequest {
  method: string;
  /** Path and query as signed (an IAM signature covers them). */
  url: string;
  headers: IncomingHttpHeaders | Record<string, string | string[] | undefined>;
  body: Buffer | string;
  sourceIp: string;
}

export interface AuthenticationDeps {
  credentials: CredentialStore;
  tokens: TokenVerifier;
  operator: OperatorCredentials;
  /** Present when the API has API-key authorization. */
  apiKeys?: ApiKeys;
}

/** AppSync's answer to a missing, unknown or expired API key. */
export const NOT_AUTHORIZED = 'You are not authorized to make this call.';

export class AuthenticationError extends Error {
  constructor(
    message: string,
    readonly status = 401,
  ) {
    super(message);
  }
}

function roleArn(roleName: string, session: string): string {
  return `arn:aws:sts::${LOCAL_ACCOUNT_ID}:assumed-role/${roleName}/${session}`;
}

export function iamIdentityFor(principal: Principal, accessKeyId: string, sourceIp: string): IamIdentity {
  const fromPool = principal.kind === 'unauthenticated' || principal.kind === 'authenticated' || principal.kind === 'admins';
  const poolIssuer = `cognito-idp.${LOCAL_REGION}.amazonaws.com/${LOCAL_USER_POOL_ID}`;
  return {
    accountId: LOCAL_ACCOUNT_ID,
    cognitoIdentityPoolId: fromPool ? LOCAL_IDENTITY_POOL_ID : null,
    cognitoIdentityId: fromPool ? (principal.identityId ?? null) : null,
    cognitoIdentityAuthType: fromPool ? (principal.kind === 'unauthenticated' ? 'unauthenticated' : 'authenticated') : null,
    cognitoIdentityAuthProvider:
      fromPool && principal.kind !== 'unauthenticated' && principal.sub
        ? `"${poolIssuer}","${poolIssuer}:CognitoSignIn:${principal.sub}"`
        : null,
    sourceIp: [sourceIp],
    username: `${accessKeyId}:${principal.functionName ?? 'CognitoIdentityCredentials'}`,
    userArn:
      principal.kind === 'operator'
        ? `arn:aws:iam::${LOCAL_ACCOUNT_ID}:user/${principal.roleName}`
        : roleArn(principal.roleName, principal.functionName ?? 'CognitoIdentityCredentials'),
  };
}

export { OPERATOR_PRINCIPAL };

export function authenticate(req: IncomingMessage, body: Buffer, deps: AuthenticationDeps): Promise<Caller> {
  return authenticateRequest(
    { method: req.method ?? 'POST', url: req.url ?? '/graphql', headers: req.headers, body, sourceIp: req.socket.remoteAddress ?? '127.0.0.1' },
    deps,
  );
}

function header(headers: AuthenticationRequest['headers'], name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

export async function authenticateRequest(request: AuthenticationRequest, deps: AuthenticationDeps): Promise<Caller> {
  const { headers, sourceIp } = request;
  const authorization = header(headers, 'authorization');
  if (!authorization) {
    const apiKey = header(headers, 'x-api-key');
    if (apiKey === undefined) throw new AuthenticationError('Valid authorization header not provided.');
    const check = deps.apiKeys?.check(apiKey);
    if (!check?.ok) throw new AuthenticationError(NOT_AUTHORIZED);
    return { mode: 'apiKey', identity: null, expiresAt: check.expiresAt };
  }
  if (authorization.startsWith('AWS4-HMAC-SHA256')) {
    let expiration: Date | undefined;
    const resolveCredential = operatorAwareResolver(deps.operator, deps.credentials);
    const result = await verifySigV4(
      { method: request.method, url: request.url, headers, body: request.body },
      {
        service: 'appsync',
        resolveCredential: async (accessKeyId) => {
          const resolved = await resolveCredential(accessKeyId);
          expiration = resolved?.expiration;
          return resolved;
        },
      },
    );
    if (!result.ok) {
      // AppSync answers every failed authentication with 401 UnauthorizedException.
      throw new AuthenticationError(
        result.code === 'ExpiredToken' ? 'The security token included in the request is expired' : result.message,
      );
    }
    return {
      mode: 'iam',
      principal: result.principal,
      identity: iamIdentityFor(result.principal, result.accessKeyId, sourceIp),
      ...(expiration ? { expiresAt: expiration.getTime() } : {}),
    };
  }
  const jwt = authorization.replace(/^Bearer\s+/i, '');
  let verified;
  try {
    verified = await deps.tokens.verify(jwt);
  } catch (error) {
    throw new AuthenticationError((error as Error).message || 'Valid authorization header not provided.');
  }
  const claims = verified.claims;
  return {
    mode: 'userPools',
    ...(typeof claims.exp === 'number' ? { expiresAt: claims.exp * 1000 } : {}),
    groups: verified.groups,
    identity: {
      sub: verified.sub,
      issuer: String(claims.iss ?? ''),
      username: verified.username,
      claims,
      sourceIp: [sourceIp],
      defaultAuthStrategy: 'ALLOW',
      groups: verified.groups.length ? verified.groups : null,
    },
  };
}
