// What the pool would e-mail or text: kept in identity.sqlite, served at
// GET /_local/messages?to=ADDRESS (newest first) and printed to the console.
import type { Db } from './db';
import type { PoolSettings } from './pool-settings';

export interface MailMessage {
  to: string;
  subject: string;
  body: string;
  code: string | null;
  createdAt: string;
}

export class Mailbox {
  constructor(
    private readonly db: Db,
    private readonly log: (message: string) => void,
  ) {}

  send(message: { to: string; subject: string; body: string; code?: string }): void {
    this.db
      .prepare('INSERT INTO messages (recipient, subject, body, code, created_at) VALUES (?, ?, ?, ?, ?)')
      .run(message.to.toLowerCase(), message.subject, message.body, message.code ?? null, Date.now());
    this.log(`[mail] to ${message.to}: ${message.subject}${message.code ? ` (code ${message.code})` : ''}`);
  }

  list(to: string): MailMessage[] {
    const rows = this.db
      .prepare('SELECT recipient, subject, body, code, created_at FROM messages WHERE recipient = ? ORDER BY id DESC LIMIT 100')
      .all(to.trim().toLowerCase()) as { recipient: string; subject: string; body: string; code: string | null; created_at: number }[];
    return rows.map((r) => ({ to: r.recipient, subject: r.subject, body: r.body, code: r.code, createdAt: new Date(r.created_at).toISOString() }));
  }
}

/** The pool's verification e-mail (also sent for a password reset) carrying `code`. */
export function verificationMessage(settings: Pick<PoolSettings, 'messages'>, code: string): { subject: string; body: string } {
  const { subject, body } = settings.messages.verification;
  return { subject, body: body.replaceAll('{####}', code) };
}

/** The pool's invitation e-mail: the user name and temporary password of a created account. */
export function invitationMessage(settings: Pick<PoolSettings, 'messages'>, username: string, password: string): { subject: string; body: string } {
  const { subject, body } = settings.messages.invitation;
  return { subject, body: body.replaceAll('{username}', username).replaceAll('{####}', password) };
}
