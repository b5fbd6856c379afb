import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { SignJWT, importJWK, type JWK } from 'jose';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTokenService, type TokenService } from './tokens';

const ISSUER = 'http://localhost:20002/us-east-1_EduFeLocal';
const CLIENT = 'client-1';
const subject = { username: 'u-1', sub: 'u-1', groups: ['ADMINS'], attributes: { email: 'a@example.com', email_verified: 'true', 'custom:avatarSeed': 'Felix' } };

let dir: string;
let db: Database.Database;
let active: Set<string>;
let tokens: TokenService;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'tokens-test-'));
  db = new Database(join(dir, 'identity.sqlite'));
  active = new Set(['u-1']);
  tokens = await createTokenService({ db, issuer: ISSUER, clientId: CLIENT, userActive: (u) => active.has(u) });
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('user-pool tokens', () => {
  it('issues id and access tokens with Cognito claims that verify', async () => {
    const issued = await tokens.issue(subject, CLIENT);
    expect(issued).toMatchObject({ ExpiresIn: 3600, TokenType: 'Bearer', RefreshToken: expect.any(String) });
    const id = await tokens.verify(issued.IdToken);
    expect(id).toMatchObject({ tokenUse: 'id', sub: 'u-1', username: 'u-1', groups: ['ADMINS'] });
    expect(id.claims).toMatchObject({ aud: CLIENT, email_verified: true, 'custom:avatarSeed': 'Felix', iss: ISSUER });
    expect(id.claims).toHaveProperty('jti');
    expect(id.claims).toHaveProperty('event_id');
    const access = await tokens.verify(issued.AccessToken);
    expect(access.claims).toMatchObject({ client_id: CLIENT, token_use: 'access', username: 'u-1', 'cognito:groups': ['ADMINS'] });
  });

  it('refuses tampered, foreign, expired and revoked tokens', async () => {
    const issued = await tokens.issue(subject, CLIENT);
    const [h, p, s] = issued.AccessToken.split('.');
    const payload = JSON.parse(Buffer.from(p, 'base64url').toString());
    const forged = `${h}.${Buffer.from(JSON.stringify({ ...payload, username: 'other' })).toString('base64url')}.${s}`;
    await expect(tokens.verify(forged)).rejects.toThrow('Invalid token');
    await expect(tokens.verify('not.a.jwt')).rejects.toThrow('Invalid token');

    const row = db.prepare('SELECT kid, private_jwk FROM signing_keys').get() as { kid: string; private_jwk: string };
    const key = await importJWK(JSON.parse(row.private_jwk) as JWK, 'RS256');
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ ...payload, iat: now - 7200, exp: now - 3600 }).setProtectedHeader({ alg: 'RS256', kid: row.kid }).sign(key);
    await expect(tokens.verify(expired)).rejects.toThrow('Token has expired');
    const foreign = await new SignJWT({ ...payload, iss: 'http://elsewhere/pool' }).setProtectedHeader({ alg: 'RS256', kid: row.kid }).sign(key);
    await expect(tokens.verify(foreign)).rejects.toThrow('Invalid token');

    expect(tokens.revokeRefreshToken(issued.RefreshToken!, 'other-client')).toBe('wrong-client');
    expect(tokens.revokeRefreshToken(issued.RefreshToken!, CLIENT)).toBe('revoked');
    await expect(tokens.verify(issued.AccessToken)).rejects.toThrow('Token has been revoked');
    await expect(tokens.refresh(issued.RefreshToken!, CLIENT, () => subject)).rejects.toThrow('Refresh Token has been revoked');
  });

  it('refreshes within the same session, and a deleted user or global sign-out ends it', async () => {
    const issued = await tokens.issue(subject, CLIENT);
    const refreshed = await tokens.refresh(issued.RefreshToken!, CLIENT, () => subject);
    expect(refreshed.RefreshToken).toBeUndefined();
    expect((await tokens.verify(refreshed.IdToken)).claims.origin_jti).toBe((await tokens.verify(issued.IdToken)).claims.origin_jti);
    await expect(tokens.refresh('unknown', CLIENT, () => subject)).rejects.toThrow('Invalid Refresh Token');

    active.delete('u-1');
    await expect(tokens.verify(refreshed.AccessToken)).rejects.toThrow('Token has been revoked');
    active.add('u-1');
    tokens.revokeUser('u-1');
    await expect(tokens.verify(refreshed.AccessToken)).rejects.toThrow('Token has been revoked');
  });

  it('keeps its signing key across restarts', async () => {
    const issued = await tokens.issue(subject, CLIENT);
    const again = await createTokenService({ db, issuer: ISSUER, clientId: CLIENT, userActive: () => true });
    expect(again.jwks()).toEqual(tokens.jwks());
    await expect(again.verify(issued.IdToken)).resolves.toMatchObject({ tokenUse: 'id' });
    expect(tokens.jwks().keys[0]).not.toHaveProperty('d');
  });
});
