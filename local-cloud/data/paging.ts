// nextToken: the position of the last item examined, bound to the query it came from and
// signed (HMAC-SHA256 with a key kept in data.sqlite), so a client can neither forge a
// position nor reuse a token on another query. Opaque base64url to the client.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { invalidNextToken } from './errors';

export class PageTokens {
  constructor(private readonly key: Buffer) {}

  encode(scope: string, lastKey: unknown[]): string {
    const payload = Buffer.from(JSON.stringify({ s: scope, k: lastKey }), 'utf8');
    const mac = createHmac('sha256', this.key).update(payload).digest();
    return Buffer.concat([mac, payload]).toString('base64url');
  }

  decode(scope: string, token: string): unknown[] {
    const raw = Buffer.from(token, 'base64url');
    if (raw.length <= 32) throw invalidNextToken();
    const mac = raw.subarray(0, 32);
    const payload = raw.subarray(32);
    const expected = createHmac('sha256', this.key).update(payload).digest();
    if (!timingSafeEqual(mac, expected)) throw invalidNextToken();
    const parsed = JSON.parse(payload.toString('utf8')) as { s: string; k: unknown[] };
    if (parsed.s !== scope || !Array.isArray(parsed.k)) throw invalidNextToken();
    return parsed.k;
  }
}
