// The API key of an API whose defineData enables API-key authorization
// (`apiKeyAuthorizationMode`, or API key by default when the backend has no auth). The key's
// value is the local cloud's fixed one, written into amplify_outputs.json as `data.api_key`;
// like a deploy, each start sets its expiry `expiresInDays` ahead, and past it AppSync (and
// the local cloud) refuse the key with 401 UnauthorizedException.
import { LOCAL_API_KEY } from '../shared/local-ids';

export type ApiKeyCheck = { ok: true; expiresAt: number } | { ok: false; reason: 'invalid' | 'expired' };

export class ApiKeys {
  private readonly expiresAt: number;

  constructor(
    expiresInDays: number,
    private readonly clock: () => number = Date.now,
    readonly value = LOCAL_API_KEY,
  ) {
    this.expiresAt = clock() + expiresInDays * 86_400_000;
  }

  check(given: string): ApiKeyCheck {
    if (given !== this.value) return { ok: false, reason: 'invalid' };
    if (this.clock() >= this.expiresAt) return { ok: false, reason: 'expired' };
    return { ok: true, expiresAt: this.expiresAt };
  }
}
