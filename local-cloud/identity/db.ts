// identity.sqlite: users, groups, one-time codes, identity-pool identities and the
// mailbox (sign-in sessions and keys: shared/tokens.ts; credentials: shared/credentials.ts). WAL mode so the
// data and storage services can read credentials while the pool writes.
import Database from 'better-sqlite3';
import { join } from 'node:path';

export type Db = Database.Database;

const SCHEMA = `
CREATE TABLE IF NOT EXISTS users (
  username TEXT PRIMARY KEY,
  email TEXT NOT NULL UNIQUE,
  status TEXT NOT NULL,
  enabled INTEGER NOT NULL DEFAULT 1,
  attributes TEXT NOT NULL,
  password_hash TEXT NOT NULL,
  srp_salt TEXT NOT NULL,
  srp_verifier TEXT NOT NULL,
  totp_secret TEXT,
  totp_verified INTEGER NOT NULL DEFAULT 0,
  totp_last_step INTEGER NOT NULL DEFAULT 0,
  temp_password_expires_at INTEGER NOT NULL DEFAULT 0,
  mfa_preferred TEXT,
  mfa_enabled TEXT NOT NULL DEFAULT '[]',
  failed_attempts INTEGER NOT NULL DEFAULT 0,
  last_failure_at INTEGER NOT NULL DEFAULT 0,
  locked_until INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS user_groups (
  username TEXT NOT NULL REFERENCES users(username) ON DELETE CASCADE,
  group_name TEXT NOT NULL,
  PRIMARY KEY (username, group_name)
);
CREATE TABLE IF NOT EXISTS codes (
  username TEXT NOT NULL,
  purpose TEXT NOT NULL,
  code_hash TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (username, purpose)
);
CREATE TABLE IF NOT EXISTS identities (
  identity_id TEXT PRIMARY KEY,
  login TEXT UNIQUE,
  created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS messages (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  recipient TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  code TEXT,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS messages_recipient ON messages(recipient, id);
CREATE TABLE IF NOT EXISTS pool_meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
`;

/** When the pool was created: its first start in this data directory (ms). */
export function poolCreatedAt(db: Db): number {
  db.prepare("INSERT OR IGNORE INTO pool_meta (key, value) VALUES ('created_at', ?)").run(String(Date.now()));
  return Number((db.prepare("SELECT value FROM pool_meta WHERE key = 'created_at'").get() as { value: string }).value);
}

export function openIdentityDb(dir: string): Db {
  const db = new Database(join(dir, 'identity.sqlite'));
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  db.exec(SCHEMA);
  // Columns added after a data directory may have been created.
  const columns = new Set((db.prepare('PRAGMA table_info(users)').all() as { name: string }[]).map((c) => c.name));
  if (!columns.has('totp_last_step')) db.exec('ALTER TABLE users ADD COLUMN totp_last_step INTEGER NOT NULL DEFAULT 0');
  if (!columns.has('temp_password_expires_at')) db.exec('ALTER TABLE users ADD COLUMN temp_password_expires_at INTEGER NOT NULL DEFAULT 0');
  return db;
}
