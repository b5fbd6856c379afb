// RFC 6238 time-based codes as authenticator apps make them (30 s, 6 digits, SHA-1).
import { Secret, TOTP } from 'otpauth';

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/**
 * The 30-second time step a code belongs to, accepting the current step and its neighbours
 * (clock drift); undefined when the code is wrong.
 */
export function totpStep(secret: string, code: string, now = Date.now()): number | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  const totp = new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
  const delta = totp.validate({ token: code, window: 1, timestamp: now });
  return delta === null ? undefined : Math.floor(now / 30_000) + delta;
}

export function totpMatches(secret: string, code: string): boolean {
  return totpStep(secret, code) !== undefined;
}
