// Sign-in state between InitiateAuth and RespondToAuthChallenge. Cognito keeps it
// server-side behind an opaque Session string valid for three minutes; so do we, in memory
// (an interrupted sign-in after a restart simply starts again).
import { randomBytes } from 'node:crypto';
import type { ServerChallenge } from './srp';

export type ChallengeState =
  | { kind: 'srp'; username: string; clientId: string; A: bigint; challenge: ServerChallenge; /** For an unknown user: the throw-away verifier. */ fake?: string }
  | { kind: 'challenge'; name: string; username: string; clientId: string; attempts?: number }
  | { kind: 'mfa_setup'; username: string; clientId: string; verified: boolean };

const SESSION_TTL_MS = 3 * 60_000;
const MAX_SESSIONS = 10_000;

export class ChallengeSessions {
  private readonly states = new Map<string, { state: ChallengeState; expires: number }>();

  /** Stores a state under a new opaque token (also used as the SRP SECRET_BLOCK). */
  open(state: ChallengeState): string {
    if (this.states.size >= MAX_SESSIONS) this.sweep();
    const token = randomBytes(96).toString('base64');
    this.states.set(token, { state, expires: Date.now() + SESSION_TTL_MS });
    return token;
  }

  /** The state behind a token, once: a session answers one challenge. */
  take(token: unknown): ChallengeState | undefined {
    if (typeof token !== 'string') return undefined;
    const entry = this.states.get(token);
    if (!entry) return undefined;
    this.states.delete(token);
    return entry.expires >= Date.now() ? entry.state : undefined;
  }

  /** Puts a taken state back under its token (a refused answer may be tried again). */
  restore(token: string, state: ChallengeState): void {
    this.states.set(token, { state, expires: Date.now() + SESSION_TTL_MS });
  }

  peek(token: unknown): ChallengeState | undefined {
    if (typeof token !== 'string') return undefined;
    const entry = this.states.get(token);
    return entry && entry.expires >= Date.now() ? entry.state : undefined;
  }

  private sweep(): void {
    const now = Date.now();
    for (const [token, entry] of this.states) if (entry.expires < now) this.states.delete(token);
  }
}
