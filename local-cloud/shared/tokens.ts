// User-pool tokens: RS256 JWTs with Cognito's claims, signed by a key kept in
// identity.sqlite (so tokens survive restarts), opaque refresh tokens stored hashed,
// and revocation by sign-in session (origin_jti) as Cognito does it.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type Database from 'better-sqlite3';
import { SignJWT, createLocalJWKSet, exportJWK, generateKeyPair, importJWK, jwtVerify, errors as joseErrors } from 'jose';
import type { JWK, JWTPayload } from 'jose';
import type { TokenVerifier, VerifiedToken } from './contracts';

/** Cognito's default lifetimes for a new app client. */
export const ACCESS_TOKEN_TTL_SECONDS = 3600;
export const ID_TOKEN_TTL_SECONDS = 3600;
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 86_400;

export interface TokenSubject {
  username: string;
  sub: string;
  groups: string[];
  /** User attributes as stored (email, email_verified, name, custom:*...). */
  attributes: Record<string, string>;
  /** IAM role ARNs of the user's groups, best precedence first (cognito:roles / cognito:preferred_role). */
  roles?: string[];
}

export interface IssuedTokens {
  AccessToken: string;
  IdToken: string;
  RefreshToken?: string;
  ExpiresIn: number;
  TokenType: 'Bearer';
}

export interface TokenService extends TokenVerifier {
  readonly issuer: string;
  jwks(): { keys: JWK[] };
  /** A new sign-in session: access, id and refresh tokens. */
  issue(subject: TokenSubject, clientId: string): Promise<IssuedTokens>;
  /** New access and id tokens for a refresh token; throws TokenError when it is unusable. */
  refresh(refreshToken: string, clientId: string, load: (username: string) => TokenSubject | undefined): Promise<IssuedTokens>;
  /** RevokeToken: the refresh token and every token issued from it stop working. */
  revokeRefreshToken(refreshToken: string, clientId: string): 'revoked' | 'unknown' | 'wrong-client';
  /** GlobalSignOut / DeleteUser: every session of the user stops working. */
  revokeUser(username: string): void;
  /** A token with these claims, signed with the pool's key (the identity pool's OpenID tokens). */
  signClaims(claims: JWTPayload, ttlSeconds: number): Promise<string>;
}

/** Why a token was refused, in Cognito's words. */
export class TokenError extends Error {}

interface SessionRow {
  origin_jti: string;
  username: string;
  client_id: string;
  auth_time: number;
  expires_at: number;
  revoked_at: number | null;
}

const hash = (token: string) => createHash('sha256').update(token).digest('hex');
const STANDARD_ID_CLAIMS_SKIP = new Set(['sub']);
const SIGNATURE_CACHE_SIZE = 10_000;

export async function createTokenService(options: {
  db: Database.Database;
  issuer: string;
  clientId: string;
  /** Whether the user still exists and is enabled (deleted users' tokens stop working). */
  userActive: (username: string) => boolean;
}): Promise<TokenService> {
  const { db, issuer, clientId } = options;
  db.exec(`CREATE TABLE IF NOT EXISTS signing_keys (kid TEXT PRIMARY KEY, private_jwk TEXT NOT NULL, public_jwk TEXT NOT NULL, created_at INTEGER NOT NULL);
    CREATE TABLE IF NOT EXISTS auth_sessions (origin_jti TEXT PRIMARY KEY, username TEXT NOT NULL, client_id TEXT NOT NULL,
      refresh_hash TEXT NOT NULL UNIQUE, auth_time INTEGER NOT NULL, expires_at INTEGER NOT NULL, revoked_at INTEGER);
    CREATE INDEX IF NOT EXISTS auth_sessions_user ON auth_sessions(username);`);

  let row = db.prepare('SELECT * FROM signing_keys ORDER BY created_at LIMIT 1').get() as
    | { kid: string; private_jwk: string; public_jwk: string }
    | undefined;
  if (!row) {
    const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
    const kid = randomBytes(20).toString('base64');
    const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: 'RS256', use: 'sig' };
    const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
    db.prepare('INSERT INTO signing_keys (kid, private_jwk, public_jwk, created_at) VALUES (?, ?, ?, ?)').run(
      kid,
      JSON.stringify(privateJwk),
      JSON.stringify(publicJwk),
      Date.now(),
    );
    row = { kid, private_jwk: JSON.stringify(privateJwk), public_jwk: JSON.stringify(publicJwk) };
  }
  const kid = row.kid;
  const publicJwk = JSON.parse(row.public_jwk) as JWK;
  const privateKey = await importJWK(JSON.parse(row.private_jwk) as JWK, 'RS256');
  const keySet = createLocalJWKSet({ keys: [publicJwk] });

  const insertSession = db.prepare(
    'INSERT INTO auth_sessions (origin_jti, username, client_id, refresh_hash, auth_time, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const sessionByRefresh = db.prepare('SELECT * FROM auth_sessions WHERE refresh_hash = ?');
  const sessionByJti = db.prepare('SELECT * FROM auth_sessions WHERE origin_jti = ?');
  const revokeSession = db.prepare('UPDATE auth_sessions SET revoked_at = ? WHERE origin_jti = ? AND revoked_at IS NULL');
  const revokeAll = db.prepare('UPDATE auth_sessions SET revoked_at = ? WHERE username = ? AND revoked_at IS NULL');

  // Tokens whose signature and issuer were verified; revocation and expiry are still checked on
  // every use, so the cache only saves repeating the RSA verification of the same bytes.
  const verifiedSignatures = new Map<string, JWTPayload>();

  async function sign(payload: JWTPayload, ttl: number, now: number): Promise<string> {
    return new SignJWT(payload)
      .setProtectedHeader({ kid, alg: 'RS256' })
      .setIssuedAt(now)
      .setExpirationTime(now + ttl)
      .setJti(randomUUID())
      .sign(privateKey);
  }

  async function tokensFor(subject: TokenSubject, session: { originJti: string; authTime: number; clientId: string }) {
    const now = Math.floor(Date.now() / 1000);
    const eventId = randomUUID();
    const groupClaims: Record<string, unknown> = subject.groups.length ? { 'cognito:groups': subject.groups } : {};
    const idRoleClaims: Record<string, unknown> = subject.roles?.length
      ? { 'cognito:roles': subject.roles, 'cognito:preferred_role': subject.roles[0] }
      : {};
    const attributeClaims: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(subject.attributes)) {
      if (STANDARD_ID_CLAIMS_SKIP.has(name)) continue;
      attributeClaims[name] = name.endsWith('_verified') ? value === 'true' : value;
    }
    const accessToken = await sign(
      {
        sub: subject.sub,
        ...groupClaims,
        iss: issuer,
        client_id: session.clientId,
        origin_jti: session.originJti,
        event_id: eventId,
        token_use: 'access',
        scope: 'aws.cognito.signin.user.admin',
        auth_time: session.authTime,
        username: subject.username,
      },
      ACCESS_TOKEN_TTL_SECONDS,
      now,
    );
    const idToken = await sign(
      {
        sub: subject.sub,
        ...groupClaims,
        ...attributeClaims,
        iss: issuer,
        'cognito:username': subject.username,
        ...idRoleClaims,
        origin_jti: session.originJti,
        aud: session.clientId,
        event_id: eventId,
        token_use: 'id',
        auth_time: session.authTime,
      },
      ID_TOKEN_TTL_SECONDS,
      now,
    );
    return { AccessToken: accessToken, IdToken: idToken, ExpiresIn: ACCESS_TOKEN_TTL_SECONDS, TokenType: 'Bearer' as const };
  }

  return {
    issuer,
    jwks: () => ({ keys: [publicJwk] }),

    async issue(subject, requestClientId) {
      const originJti = randomUUID();
      const authTime = Math.floor(Date.now() / 1000);
      const refreshToken = randomBytes(48).toString('base64url') + '.' + randomBytes(48).toString('base64url');
      insertSession.run(originJti, subject.username, requestClientId, hash(refreshToken), authTime, Date.now() + REFRESH_TOKEN_TTL_SECONDS * 1000);
      const tokens = await tokensFor(subject, { originJti, authTime, clientId: requestClientId });
      return { ...tokens, RefreshToken: refreshToken };
    },

    async refresh(refreshToken, requestClientId, load) {
      const session = sessionByRefresh.get(hash(refreshToken)) as SessionRow | undefined;
      if (!session || session.client_id !== requestClientId) throw new TokenError('Invalid Refresh Token');
      if (session.revoked_at !== null) throw new TokenError('Refresh Token has been revoked');
      if (session.expires_at < Date.now()) throw new TokenError('Refresh Token has expired');
      const subject = options.userActive(session.username) ? load(session.username) : undefined;
      if (!subject) throw new TokenError('Refresh Token has been revoked');
      return tokensFor(subject, { originJti: session.origin_jti, authTime: session.auth_time, clientId: session.client_id });
    },

    revokeRefreshToken(refreshToken, requestClientId) {
      const session = sessionByRefresh.get(hash(refreshToken)) as SessionRow | undefined;
      if (!session) return 'unknown';
      if (session.client_id !== requestClientId) return 'wrong-client';
      revokeSession.run(Date.now(), session.origin_jti);
      return 'revoked';
    },

    revokeUser(username) {
      revokeAll.run(Date.now(), username);
    },

    signClaims(claims, ttlSeconds) {
      return sign(claims, ttlSeconds, Math.floor(Date.now() / 1000));
    },

    async verify(jwt: string): Promise<VerifiedToken> {
      let payload = verifiedSignatures.get(jwt);
      if (payload) {
        // The signature of this exact token was checked before; its expiry is checked again.
        if (typeof payload.exp !== 'number' || payload.exp * 1000 <= Date.now()) throw new TokenError('Token has expired');
      } else {
        try {
          ({ payload } = await jwtVerify(jwt, keySet, { issuer, algorithms: ['RS256'] }));
        } catch (error) {
          if (error instanceof joseErrors.JWTExpired) throw new TokenError('Token has expired');
          throw new TokenError('Invalid token');
        }
        if (verifiedSignatures.size >= SIGNATURE_CACHE_SIZE) verifiedSignatures.delete(verifiedSignatures.keys().next().value!);
        verifiedSignatures.set(jwt, payload);
      }
      const tokenUse = payload.token_use;
      if (tokenUse !== 'access' && tokenUse !== 'id') throw new TokenError('Invalid token use');
      const audience = tokenUse === 'access' ? payload.client_id : payload.aud;
      if (audience !== clientId) throw new TokenError('Invalid token audience');
      const username = String(tokenUse === 'access' ? payload.username : payload['cognito:username']);
      const session = sessionByJti.get(String(payload.origin_jti)) as SessionRow | undefined;
      if (!session || session.revoked_at !== null || !options.userActive(username)) {
        throw new TokenError('Token has been revoked');
      }
      return {
        tokenUse,
        sub: String(payload.sub),
        username,
        groups: Array.isArray(payload['cognito:groups']) ? (payload['cognito:groups'] as string[]) : [],
        claims: payload as Record<string, unknown>,
      };
    },
  };
}
