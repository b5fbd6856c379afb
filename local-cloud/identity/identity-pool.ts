// The identity pool (Cognito Identity JSON protocol): GetId, GetCredentialsForIdentity and
// GetOpenIdToken for guests and for signed-in users. A Logins map names the user pool as AWS
// documents it (`cognito-idp.<region>.amazonaws.com/<pool id>`) or as aws-amplify sends it
// against a local endpoint (the id token's issuer without its scheme); both are the same
// login. Credentials carry the role the pool would assume: unauthenticated, authenticated,
// or the group role of the best-precedence group (ADMINS).
import { randomUUID } from 'node:crypto';
import type { Principal, VerifiedToken } from '../shared/contracts';
import type { Body, Operation, PoolContext } from './context';
import { CognitoError, notAuthorized, requireString } from './errors';

const LOGINS_MISMATCH = "Logins don't match. Please include at least one valid login for this identity or identity pool.";

function requirePool(ctx: PoolContext, body: Body): void {
  const id = requireString(body, 'IdentityPoolId', 'identityPoolId');
  if (id !== ctx.settings.identityPoolId) throw new CognitoError('ResourceNotFoundException', `IdentityPool '${id}' not found.`);
}

/** The verified user behind a Logins map, or undefined for a guest. */
async function loginOf(ctx: PoolContext, body: Body): Promise<{ key: string; token: VerifiedToken } | undefined> {
  const logins = body.Logins;
  if (logins === undefined || logins === null) return undefined;
  if (typeof logins !== 'object' || Array.isArray(logins)) throw new CognitoError('InvalidParameterException', 'Logins must be a map.');
  const entries = Object.entries(logins as Record<string, unknown>);
  if (entries.length === 0) return undefined;
  const provider = ctx.tokens.issuer.replace(/^https?:\/\//, '');
  const awsProvider = `cognito-idp.${ctx.settings.userPoolId.split('_')[0]}.amazonaws.com/${ctx.settings.userPoolId}`;
  const entry = entries.find(([name]) => name === provider || name === awsProvider);
  if (!entry) throw notAuthorized('Invalid login token. Issuer doesn\'t match providerName');
  let token: VerifiedToken;
  try {
    token = await ctx.tokens.verify(String(entry[1]));
  } catch (error) {
    throw notAuthorized(`Invalid login token. ${error instanceof Error ? error.message : ''}`.trim());
  }
  if (token.tokenUse !== 'id') throw notAuthorized('Invalid login token. Not a valid OpenId Connect identity token.');
  // Identities are kept under the local issuer's form, whichever form the caller used.
  return { key: `${provider}:${token.sub}`, token };
}

function newIdentityId(ctx: PoolContext): string {
  return `${ctx.settings.identityPoolId.split(':')[0]}:${randomUUID()}`;
}

function identityForLogin(ctx: PoolContext, key: string): string {
  const row = ctx.db.prepare('SELECT identity_id FROM identities WHERE login = ?').get(key) as { identity_id: string } | undefined;
  if (row) return row.identity_id;
  const id = newIdentityId(ctx);
  ctx.db.prepare('INSERT INTO identities (identity_id, login, created_at) VALUES (?, ?, ?)').run(id, key, Date.now());
  return id;
}

export const getId: Operation = async (ctx, { body }) => {
  requirePool(ctx, body);
  const login = await loginOf(ctx, body);
  if (login) return { IdentityId: identityForLogin(ctx, login.key) };
  if (!ctx.settings.guestAccess) throw notAuthorized('Unauthenticated access is not supported for this identity pool.');
  const id = newIdentityId(ctx);
  ctx.db.prepare('INSERT INTO identities (identity_id, login, created_at) VALUES (?, NULL, ?)').run(id, Date.now());
  return { IdentityId: id };
};

export const getCredentialsForIdentity: Operation = async (ctx, { body }) => {
  let identityId = requireString(body, 'IdentityId', 'identityId');
  const row = ctx.db.prepare('SELECT identity_id, login FROM identities WHERE identity_id = ?').get(identityId) as
    | { identity_id: string; login: string | null }
    | undefined;
  if (!row) throw new CognitoError('ResourceNotFoundException', `Identity '${identityId}' not found.`);
  const login = await loginOf(ctx, body);

  let principal: Principal;
  if (!login) {
    if (row.login) throw notAuthorized(LOGINS_MISMATCH);
    if (!ctx.settings.guestAccess) throw notAuthorized('Unauthenticated access is not supported for this identity pool.');
    principal = { kind: 'unauthenticated', roleName: 'unauthRole', identityId };
  } else {
    if (row.login !== login.key) {
      // A guest identity becomes the user's identity when they sign in; when the user already
      // has one (a returning user, whose browser cached a new guest id), Cognito merges the
      // guest identity into it and answers with the user's identity id (aws-amplify stores it).
      const taken = ctx.db.prepare('SELECT identity_id FROM identities WHERE login = ?').get(login.key) as
        | { identity_id: string }
        | undefined;
      if (row.login !== null) throw notAuthorized(LOGINS_MISMATCH);
      if (taken) identityId = taken.identity_id;
      else ctx.db.prepare('UPDATE identities SET login = ? WHERE identity_id = ?').run(login.key, identityId);
    }
    const { token } = login;
    const group = ctx.settings.groups.find((g) => token.groups.includes(g.name));
    principal = {
      // Every defineAuth group has a role; the pool hands out the best-precedence group's role
      // (cognito:preferred_role). The principal kind 'admins' stands for a group's role.
      kind: group ? 'admins' : 'authenticated',
      roleName: group ? `${group.name}GroupRole` : 'authRole',
      identityId,
      sub: token.sub,
      username: token.username,
      groups: group ? [group.name] : token.groups,
    };
  }
  const issued = ctx.credentials.issue(principal);
  return {
    IdentityId: identityId,
    Credentials: {
      AccessKeyId: issued.accessKeyId,
      SecretKey: issued.secretAccessKey,
      SessionToken: issued.sessionToken,
      Expiration: Math.floor(issued.expiration.getTime() / 1000),
    },
  };
};

/** The identity pool's OpenID tokens last 10 minutes. */
const OPEN_ID_TOKEN_TTL_SECONDS = 600;
export const OPEN_ID_TOKEN_ISSUER = 'https://cognito-identity.amazonaws.com';

/**
 * GetOpenIdToken: an OpenID Connect token for the identity, with Cognito Identity's claims
 * (sub: the identity id, aud: the pool, amr: how it signed in), signed with the local
 * pool's key (published at /.well-known/jwks_uri, as cognito-identity publishes its own).
 */
export const getOpenIdToken: Operation = async (ctx, { body }) => {
  const identityId = requireString(body, 'IdentityId', 'identityId');
  const row = ctx.db.prepare('SELECT identity_id, login FROM identities WHERE identity_id = ?').get(identityId) as
    | { identity_id: string; login: string | null }
    | undefined;
  if (!row) throw new CognitoError('ResourceNotFoundException', `Identity '${identityId}' not found.`);
  const login = await loginOf(ctx, body);
  let amr: string[];
  if (!login) {
    if (row.login) throw notAuthorized(LOGINS_MISMATCH);
    if (!ctx.settings.guestAccess) throw notAuthorized('Unauthenticated access is not supported for this identity pool.');
    amr = ['unauthenticated'];
  } else {
    if (row.login !== login.key) throw notAuthorized(LOGINS_MISMATCH);
    const provider = `cognito-idp.${ctx.settings.userPoolId.split('_')[0]}.amazonaws.com/${ctx.settings.userPoolId}`;
    amr = ['authenticated', provider, `${provider}:CognitoSignIn:${login.token.sub}`];
  }
  const token = await ctx.tokens.signClaims(
    { iss: OPEN_ID_TOKEN_ISSUER, sub: identityId, aud: ctx.settings.identityPoolId, amr },
    OPEN_ID_TOKEN_TTL_SECONDS,
  );
  return { IdentityId: identityId, Token: token };
};
