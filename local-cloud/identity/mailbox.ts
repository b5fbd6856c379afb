// What the pool would e-mail or text: kept in identity.sqlite, served at
// GET /_local/messages?to=ADDRESS (newest first) and printed to the console.
import type { Db } from './db';

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

/** Cognito's default verification message (the pool sets no custom template). */
export function verificationMessage(code: string): { subject: string; body: string } {
  return { subject: 'Your verification code', body: `Your verification code is ${code}.` };
}
