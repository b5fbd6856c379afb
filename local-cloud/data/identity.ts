// Who is calling: AppSync's authentication step. A SigV4 Authorization header is IAM
// (checked against the credentials the local identity pool and the function runner issued);
// anything else in Authorization is a user-pool JWT. The result has the shape of AppSync's
// $ctx.identity, which is also what Lambda resolvers receive.
import type { IncomingMessage } from 'node:http';
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

export type Caller =
  | { mode: 'iam'; identity: IamIdentity; principal: Principal }
  | { mode: 'userPools'; identity: CognitoIdentity; groups: string[] };

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

export async function authenticate(
  req: IncomingMessage,
  body: Buffer,
  deps: { credentials: CredentialStore; tokens: TokenVerifier; operator: OperatorCredentials },
): Promise<Caller> {
  const authorization = req.headers.authorization;
  const sourceIp = req.socket.remoteAddress ?? '127.0.0.1';
  if (!authorization) throw new AuthenticationError('Valid authorization header not provided.');
  if (authorization.startsWith('AWS4-HMAC-SHA256')) {
    const result = await verifySigV4(
      { method: req.method ?? 'POST', url: req.url ?? '/graphql', headers: req.headers, body },
      {
        service: 'appsync',
        resolveCredential: operatorAwareResolver(deps.operator, deps.credentials),
      },
    );
    if (!result.ok) {
      // AppSync answers every failed authentication with 401 UnauthorizedException.
      throw new AuthenticationError(
        result.code === 'ExpiredToken' ? 'The security token included in the request is expired' : result.message,
      );
    }
    return { mode: 'iam', principal: result.principal, identity: iamIdentityFor(result.principal, result.accessKeyId, sourceIp) };
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
