// RFC 6238 time-based codes as authenticator apps make them (30 s, 6 digits, SHA-1).
import { Secret, TOTP } from 'otpauth';

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** Accepts the current code and the neighbouring ones, for clock drift. */
export function totpMatches(secret: string, code: string): boolean {
  if (!/^\d{6}$/.test(code)) return false;
  const totp = new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
  return totp.validate({ token: code, window: 1 }) !== null;
}
