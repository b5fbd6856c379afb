import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { padHex, parseSrpTimestamp, createVerifier } from './srp';

describe('srp helpers', () => {
  it('pads hex like Java BigInteger.toByteArray (aws-amplify getPaddedHex)', () => {
    expect(padHex(20n)).toBe('14');
    expect(padHex(236n)).toBe('00ec');
    expect(padHex(0xfffn)).toBe('0fff');
  });

  it('parses the TIMESTAMP format aws-amplify sends', () => {
    expect(parseSrpTimestamp('Sat Nov 21 22:20:11 UTC 2026')).toBe(Date.UTC(2026, 10, 21, 22, 20, 11));
    expect(parseSrpTimestamp('Mon Jan 5 03:04:05 UTC 2026')).toBe(Date.UTC(2026, 0, 5, 3, 4, 5));
    expect(parseSrpTimestamp('2026-11-21T22:20:11Z')).toBeUndefined();
  });

  it('stores a salt and a verifier, never the password', () => {
    const { salt, verifier } = createVerifier('EduFeLocal', 'user-id', 'S3cret#pass');
    expect(verifier).toMatch(/^[0-9a-f]+$/);
    expect(verifier).not.toContain(createHash('sha256').update('S3cret#pass').digest('hex'));
    expect(createVerifier('EduFeLocal', 'user-id', 'S3cret#pass').salt).not.toBe(salt);
  });
});
