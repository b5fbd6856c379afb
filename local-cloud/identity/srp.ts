// The server half of Cognito's SRP-6a, mirroring aws-amplify's client
// (@aws-amplify/auth providers/cognito/utils/srp): N is the 3072-bit MODP prime,
// g = 2, k = H(pad(N) | pad(g)), x = H(pad(salt) | H(poolName | userId | ':' | password)),
// u = H(pad(A) | pad(B)), the session key is HKDF(S, u, 'Caldera Derived Key') and the
// client proves it with HMAC(key, poolName | userId | secretBlock | timestamp).
// The pool stores only the salt and the verifier v = g^x.
import { createDiffieHellman, createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const N_HEX =
  'FFFFFFFFFFFFFFFFC90FDAA22168C234C4C6628B80DC1CD129024E088A67CC74020BBEA63B139B22514A08798E3404DD' +
  'EF9519B3CD3A431B302B0A6DF25F14374FE1356D6D51C245E485B576625E7EC6F44C42E9A637ED6B0BFF5CB6F406B7ED' +
  'EE386BFB5A899FA5AE9F24117C4B1FE649286651ECE45B3DC2007CB8A163BF0598DA48361C55D39A69163FA8FD24CF5F' +
  '83655D23DCA3AD961C62F356208552BB9ED529077096966D670C354E4ABC9804F1746C08CA18217C32905E462E36CE3B' +
  'E39E772C180E86039B2783A2EC07A28FB5C55DF06F4C52C9DE2BCBF6955817183995497CEA956AE515D2261898FA0510' +
  '15728E5A8AAAC42DAD33170D04507A33A85521ABDF1CBA64ECFB850458DBEF0A8AEA71575D060C7DB3970F85A6E1E4C7' +
  'ABF5AE8CDB0933D71E8C94E04A25619DCEE3D2261AD2EE6BF12FFA06D98A0864D87602733EC86A64521F2B18177B200C' +
  'BBE117577A615D6C770988C0BAD946E208E24FA074E5AB3143DB5BFCE0FD108E4B82D120A93AD2CAFFFFFFFFFFFFFFFF';
export const N = BigInt('0x' + N_HEX);
export const g = 2n;
const N_BYTES = Buffer.from(N_HEX, 'hex');

/** Java BigInteger.toByteArray-style hex (aws-amplify's getPaddedHex) of a non-negative integer. */
export function padHex(value: bigint): string {
  let hex = value.toString(16);
  if (hex.length % 2 !== 0) hex = '0' + hex;
  if (/^[89a-f]/i.test(hex)) hex = '00' + hex;
  return hex;
}
export const sha256Hex = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');
export const hashHex = (hex: string) => sha256Hex(Buffer.from(hex, 'hex'));
export const toBig = (hex: string) => BigInt('0x' + hex);
const bytesOf = (value: bigint) => {
  let hex = value.toString(16);
  if (hex.length % 2) hex = '0' + hex;
  return Buffer.from(hex, 'hex');
};

export const k = toBig(hashHex(padHex(N) + padHex(g)));

function modPowSlow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  base %= modulus;
  while (exponent > 0n) {
    if (exponent & 1n) result = (result * base) % modulus;
    exponent >>= 1n;
    base = (base * base) % modulus;
  }
  return result;
}

// One OpenSSL DH object over N serves every exponentiation (calls are synchronous).
const dh = createDiffieHellman(N_BYTES, Buffer.from([2]));

/** base^exponent mod N through OpenSSL's Diffie-Hellman (about ten times faster than BigInt). */
export function modPowN(base: bigint, exponent: bigint): bigint {
  base %= N;
  if (base <= 1n || base >= N - 1n || exponent === 0n) return modPowSlow(base, exponent, N);
  try {
    dh.setPrivateKey(bytesOf(exponent));
    return base === g ? toBig(dh.generateKeys('hex')) : toBig(dh.computeSecret(bytesOf(base)).toString('hex'));
  } catch {
    return modPowSlow(base, exponent, N);
  }
}

/** Salt and verifier stored for a user (the password itself is never kept). */
export function createVerifier(poolName: string, userId: string, password: string): { salt: string; verifier: string } {
  const salt = padHex(toBig(randomBytes(16).toString('hex')));
  return { salt, verifier: padHex(modPowN(g, passwordExponent(poolName, userId, password, salt))) };
}

/** x = H(pad(salt) | H(poolName | userId | ':' | password)); saltHex is already padded. */
export function passwordExponent(poolName: string, userId: string, password: string, saltHex: string): bigint {
  return toBig(hashHex(saltHex + sha256Hex(`${poolName}${userId}:${password}`)));
}

/** The 16-byte session key: HKDF-SHA256 of S with salt u and info 'Caldera Derived Key'. */
export function derivedKey(u: bigint, S: bigint): Buffer {
  const prk = createHmac('sha256', Buffer.from(padHex(u), 'hex')).update(Buffer.from(padHex(S), 'hex')).digest();
  const info = Buffer.concat([Buffer.from('Caldera Derived Key', 'utf8'), Buffer.from([1])]);
  return createHmac('sha256', prk).update(info).digest().subarray(0, 16);
}

/** PASSWORD_CLAIM_SIGNATURE's bytes: HMAC(key, poolName | userId | secretBlock | timestamp). */
export function passwordClaim(input: { key: Buffer; poolName: string; userId: string; secretBlock: string; timestamp: string }): Buffer {
  const message = Buffer.concat([
    Buffer.from(input.poolName, 'utf8'),
    Buffer.from(input.userId, 'utf8'),
    Buffer.from(input.secretBlock, 'base64'),
    Buffer.from(input.timestamp, 'utf8'),
  ]);
  return createHmac('sha256', input.key).update(message).digest();
}

export interface ServerChallenge {
  b: bigint;
  B: bigint;
  /** Hex of B as Cognito sends it in SRP_B. */
  srpB: string;
}

/**
 * The server's ephemeral secret b is 256 bits: twice the 128-bit strength of the 3072-bit
 * group, as RFC 3526 and NIST SP 800-56A size private exponents; it makes each exponentiation
 * four times cheaper than a 1024-bit one. (Clients choose their own a; aws-amplify's is 1024 bits.)
 */
const SERVER_SECRET_BYTES = 32;

export function startServerChallenge(verifierHex: string): ServerChallenge {
  const v = toBig(verifierHex);
  for (;;) {
    const b = toBig(randomBytes(SERVER_SECRET_BYTES).toString('hex'));
    const B = (k * v + modPowN(g, b)) % N;
    if (B % N !== 0n) return { b, B, srpB: B.toString(16) };
  }
}

/** Parses the client's SRP_A; undefined when it is not a valid public value. */
export function parseClientA(srpA: string): bigint | undefined {
  if (!/^[0-9a-fA-F]{1,1024}$/.test(srpA)) return undefined;
  const A = toBig(srpA);
  return A % N === 0n ? undefined : A;
}

/** The 16-byte key both sides derive (aws-amplify's getPasswordAuthenticationKey). */
export function serverSessionKey(A: bigint, challenge: ServerChallenge, verifierHex: string): Buffer {
  const u = toBig(hashHex(padHex(A) + padHex(challenge.B)));
  const v = toBig(verifierHex);
  return derivedKey(u, modPowN((A * modPowN(v, u)) % N, challenge.b));
}

/** Checks PASSWORD_CLAIM_SIGNATURE in constant time. */
export function checkPasswordClaim(input: {
  key: Buffer;
  poolName: string;
  userId: string;
  secretBlock: string;
  timestamp: string;
  signature: string;
}): boolean {
  const expected = passwordClaim(input);
  const given = Buffer.from(input.signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const TIMESTAMP = /^(Sun|Mon|Tue|Wed|Thu|Fri|Sat) (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) (\d{1,2}) (\d{2}):(\d{2}):(\d{2}) UTC (\d{4})$/;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Parses the TIMESTAMP aws-amplify sends ('ddd MMM D HH:mm:ss UTC YYYY'); undefined when malformed. */
export function parseSrpTimestamp(value: string): number | undefined {
  const m = TIMESTAMP.exec(value);
  if (!m) return undefined;
  return Date.UTC(Number(m[7]), MONTHS.indexOf(m[2]), Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6]));
}
