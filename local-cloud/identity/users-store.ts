// Users, their groups and their one-time codes in identity.sqlite (parameterised
// statements only). Usernames are UUIDs equal to sub, as in a Gen 2 pool that signs
// in with e-mail; e-mail lookups are case-insensitive like the pool's sign-in.
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { Db } from './db';

export type UserStatus = 'UNCONFIRMED' | 'CONFIRMED' | 'FORCE_CHANGE_PASSWORD' | 'RESET_REQUIRED';

export interface UserRecord {
  username: string;
  email: string;
  status: UserStatus;
  enabled: boolean;
  attributes: Record<string, string>;
  passwordHash: string;
  srpSalt: string;
  srpVerifier: string;
  totpSecret: string | null;
  totpVerified: boolean;
  /** Last TOTP time step accepted at sign-in: a code works once. */
  totpLastStep: number;
  /** When an administrator's temporary password stops working (FORCE_CHANGE_PASSWORD). */
  tempPasswordExpiresAt: number;
  mfaPreferred: string | null;
  mfaEnabled: string[];
  failedAttempts: number;
  lastFailureAt: number;
  lockedUntil: number;
  createdAt: number;
  updatedAt: number;
}

interface UserRow {
  username: string;
  email: string;
  status: UserStatus;
  enabled: number;
  attributes: string;
  password_hash: string;
  srp_salt: string;
  srp_verifier: string;
  totp_secret: string | null;
  totp_verified: number;
  totp_last_step: number;
  temp_password_expires_at: number;
  mfa_preferred: string | null;
  mfa_enabled: string;
  failed_attempts: number;
  last_failure_at: number;
  locked_until: number;
  created_at: number;
  updated_at: number;
}

const toRecord = (row: UserRow): UserRecord => ({
  username: row.username,
  email: row.email,
  status: row.status,
  enabled: row.enabled === 1,
  attributes: JSON.parse(row.attributes) as Record<string, string>,
  passwordHash: row.password_hash,
  srpSalt: row.srp_salt,
  srpVerifier: row.srp_verifier,
  totpSecret: row.totp_secret,
  totpVerified: row.totp_verified === 1,
  totpLastStep: row.totp_last_step,
  tempPasswordExpiresAt: row.temp_password_expires_at,
  mfaPreferred: row.mfa_preferred,
  mfaEnabled: JSON.parse(row.mfa_enabled) as string[],
  failedAttempts: row.failed_attempts,
  lastFailureAt: row.last_failure_at,
  lockedUntil: row.locked_until,
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

export type CodePurpose = 'signup' | 'reset' | 'verify_email' | 'mfa_sms' | 'mfa_email';
export type CodeCheck = 'ok' | 'mismatch' | 'expired' | 'none' | 'limit';

/** Wrong guesses a code survives; then it is dead and a new one must be requested. */
export const MAX_CODE_ATTEMPTS = 5;

const hashCode = (code: string) => createHash('sha256').update(code).digest();

export class UsersStore {
  private readonly byUsername;
  private readonly byEmail;
  private readonly groupsOf;
  private readonly insertUser;

  constructor(private readonly db: Db) {
    this.byUsername = db.prepare('SELECT * FROM users WHERE username = ?');
    this.byEmail = db.prepare('SELECT * FROM users WHERE email = ?');
    this.groupsOf = db.prepare('SELECT group_name FROM user_groups WHERE username = ? ORDER BY group_name');
    this.insertUser = db.prepare(`INSERT INTO users (username, email, status, enabled, attributes, password_hash, srp_salt,
      srp_verifier, created_at, updated_at) VALUES (@username, @email, @status, 1, @attributes, @passwordHash, @srpSalt, @srpVerifier, @now, @now)`);
  }

  get(username: string): UserRecord | undefined {
    const row = this.byUsername.get(username) as UserRow | undefined;
    return row && toRecord(row);
  }

  /** By e-mail (the pool's sign-in alias) or by username. */
  find(login: string): UserRecord | undefined {
    const row = (this.byEmail.get(login.trim().toLowerCase()) ?? this.byUsername.get(login)) as UserRow | undefined;
    return row && toRecord(row);
  }

  create(user: {
    username: string;
    email: string;
    status: UserStatus;
    attributes: Record<string, string>;
    passwordHash: string;
    srpSalt: string;
    srpVerifier: string;
  }): UserRecord {
    this.insertUser.run({
      ...user,
      email: user.email.toLowerCase(),
      attributes: JSON.stringify(user.attributes),
      now: Date.now(),
    });
    return this.get(user.username)!;
  }

  update(username: string, changes: Partial<Omit<UserRecord, 'username' | 'createdAt' | 'updatedAt'>>): void {
    const columns: Record<string, unknown> = {};
    if (changes.email !== undefined) columns.email = changes.email.toLowerCase();
    if (changes.status !== undefined) columns.status = changes.status;
    if (changes.enabled !== undefined) columns.enabled = changes.enabled ? 1 : 0;
    if (changes.attributes !== undefined) columns.attributes = JSON.stringify(changes.attributes);
    if (changes.passwordHash !== undefined) columns.password_hash = changes.passwordHash;
    if (changes.srpSalt !== undefined) columns.srp_salt = changes.srpSalt;
    if (changes.srpVerifier !== undefined) columns.srp_verifier = changes.srpVerifier;
    if (changes.totpSecret !== undefined) columns.totp_secret = changes.totpSecret;
    if (changes.totpVerified !== undefined) columns.totp_verified = changes.totpVerified ? 1 : 0;
    if (changes.tempPasswordExpiresAt !== undefined) columns.temp_password_expires_at = changes.tempPasswordExpiresAt;
    if (changes.totpLastStep !== undefined) columns.totp_last_step = changes.totpLastStep;
    if (changes.mfaPreferred !== undefined) columns.mfa_preferred = changes.mfaPreferred;
    if (changes.mfaEnabled !== undefined) columns.mfa_enabled = JSON.stringify(changes.mfaEnabled);
    if (changes.failedAttempts !== undefined) columns.failed_attempts = changes.failedAttempts;
    if (changes.lastFailureAt !== undefined) columns.last_failure_at = changes.lastFailureAt;
    if (changes.lockedUntil !== undefined) columns.locked_until = changes.lockedUntil;
    const names = Object.keys(columns);
    if (names.length === 0) return;
    // Column names come from the fixed list above, values are bound.
    const sql = `UPDATE users SET ${names.map((n) => `${n} = @${n}`).join(', ')}, updated_at = @updated_at WHERE username = @username`;
    this.db.prepare(sql).run({ ...columns, updated_at: Date.now(), username });
  }

  delete(username: string): void {
    this.db.transaction(() => {
      this.db.prepare('DELETE FROM user_groups WHERE username = ?').run(username);
      this.db.prepare('DELETE FROM codes WHERE username = ?').run(username);
      this.db.prepare('DELETE FROM users WHERE username = ?').run(username);
    })();
  }

  groups(username: string): string[] {
    return (this.groupsOf.all(username) as { group_name: string }[]).map((r) => r.group_name);
  }

  addToGroup(username: string, group: string): void {
    this.db.prepare('INSERT OR IGNORE INTO user_groups (username, group_name) VALUES (?, ?)').run(username, group);
  }

  removeFromGroup(username: string, group: string): void {
    this.db.prepare('DELETE FROM user_groups WHERE username = ? AND group_name = ?').run(username, group);
  }

  list(limit: number): UserRecord[] {
    return (this.db.prepare('SELECT * FROM users ORDER BY created_at, username LIMIT ?').all(limit) as UserRow[]).map(toRecord);
  }

  /** A new six-digit code for the purpose, replacing any earlier one. */
  issueCode(username: string, purpose: CodePurpose, ttlMs: number): string {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    this.db
      .prepare('INSERT OR REPLACE INTO codes (username, purpose, code_hash, expires_at, attempts) VALUES (?, ?, ?, ?, 0)')
      .run(username, purpose, hashCode(code).toString('hex'), Date.now() + ttlMs);
    return code;
  }

  /** Checks a code; a correct code is used up. */
  consumeCode(username: string, purpose: CodePurpose, code: string): CodeCheck {
    const row = this.db.prepare('SELECT code_hash, expires_at, attempts FROM codes WHERE username = ? AND purpose = ?').get(username, purpose) as
      | { code_hash: string; expires_at: number; attempts: number }
      | undefined;
    if (!row) return 'none';
    if (row.attempts >= MAX_CODE_ATTEMPTS) return 'limit';
    if (row.expires_at < Date.now()) return 'expired';
    const expected = Buffer.from(row.code_hash, 'hex');
    if (!timingSafeEqual(expected, hashCode(code))) {
      // Six digits are guessable without a limit: a code dies after a few wrong tries.
      this.db.prepare('UPDATE codes SET attempts = attempts + 1 WHERE username = ? AND purpose = ?').run(username, purpose);
      return row.attempts + 1 >= MAX_CODE_ATTEMPTS ? 'limit' : 'mismatch';
    }
    this.db.prepare('DELETE FROM codes WHERE username = ? AND purpose = ?').run(username, purpose);
    return 'ok';
  }
}
