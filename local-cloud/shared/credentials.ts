// Temporary AWS credentials of the local cloud (identity pool, functions, operator),
// kept in identity.sqlite so the data and storage services can check SigV4 signatures
// against them and know which role signed.
import { randomBytes } from 'node:crypto';
import type Database from 'better-sqlite3';
import type { CredentialRecord, CredentialStore, IssuedCredentials, Principal } from './contracts';

/** STS's default session length, and what aws-amplify expects from the identity pool. */
export const DEFAULT_CREDENTIAL_TTL_SECONDS = 3600;

const ACCESS_KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function accessKeyId(): string {
  // Temporary (STS) access keys start with ASIA and are 20 characters long.
  const bytes = randomBytes(16);
  let id = 'ASIA';
  for (const byte of bytes) id += ACCESS_KEY_ALPHABET[byte % 32];
  return id;
}

export function createCredentialStore(db: Database.Database): CredentialStore {
  db.exec(`CREATE TABLE IF NOT EXISTS credentials (
    access_key_id TEXT PRIMARY KEY, secret_access_key TEXT NOT NULL, session_token TEXT NOT NULL,
    expiration INTEGER NOT NULL, principal TEXT NOT NULL)`);
  const insert = db.prepare(
    'INSERT INTO credentials (access_key_id, secret_access_key, session_token, expiration, principal) VALUES (?, ?, ?, ?, ?)',
  );
  const select = db.prepare('SELECT * FROM credentials WHERE access_key_id = ?');
  const purge = db.prepare('DELETE FROM credentials WHERE expiration < ?');
  let issuedSincePurge = 0;

  return {
    issue(principal: Principal, ttlSeconds = DEFAULT_CREDENTIAL_TTL_SECONDS): IssuedCredentials {
      // Keep the table small: records a day past expiry are of no use to anyone.
      if (++issuedSincePurge >= 500) {
        issuedSincePurge = 0;
        purge.run(Date.now() - 86_400_000);
      }
      const issued: IssuedCredentials = {
        accessKeyId: accessKeyId(),
        secretAccessKey: randomBytes(30).toString('base64').replace(/[+/=]/g, 'x').slice(0, 40),
        sessionToken: randomBytes(96).toString('base64'),
        expiration: new Date(Date.now() + ttlSeconds * 1000),
      };
      insert.run(
        issued.accessKeyId,
        issued.secretAccessKey,
        issued.sessionToken,
        issued.expiration.getTime(),
        JSON.stringify(principal),
      );
      return issued;
    },
    lookup(id: string): CredentialRecord | undefined {
      const row = select.get(id) as
        | { access_key_id: string; secret_access_key: string; session_token: string; expiration: number; principal: string }
        | undefined;
      if (!row) return undefined;
      return {
        accessKeyId: row.access_key_id,
        secretAccessKey: row.secret_access_key,
        sessionToken: row.session_token,
        expiration: new Date(row.expiration),
        principal: JSON.parse(row.principal) as Principal,
      };
    },
  };
}
