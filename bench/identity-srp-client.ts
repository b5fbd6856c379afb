// A native SRP client for the benchmark: the same computation as aws-amplify's
// (providers/cognito/utils/srp), on the server's SRP primitives (local-cloud/identity/srp.ts),
// whose modular exponentiations run in OpenSSL, so that the benchmark measures the server
// rather than a JavaScript big-integer library.
import { randomBytes } from 'node:crypto';
import {
  N,
  derivedKey,
  g,
  hashHex,
  k,
  modPowN,
  padHex,
  passwordClaim,
  passwordExponent,
  toBig,
} from '../local-cloud/identity/srp';

function nowString(): string {
  const d = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  const days = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  return `${days[d.getUTCDay()]} ${months[d.getUTCMonth()]} ${d.getUTCDate()} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())} UTC ${d.getUTCFullYear()}`;
}

export function srpStart(): { a: bigint; srpA: string } {
  const a = toBig(randomBytes(128).toString('hex'));
  return { a, srpA: modPowN(g, a).toString(16) };
}

/** The PASSWORD_VERIFIER challenge responses for the server's challenge parameters. */
export function srpRespond(
  poolName: string,
  password: string,
  a: bigint,
  srpA: string,
  params: { SALT: string; SECRET_BLOCK: string; SRP_B: string; USER_ID_FOR_SRP: string },
): Record<string, string> {
  const A = toBig(srpA);
  const B = toBig(params.SRP_B);
  const userId = params.USER_ID_FOR_SRP;
  const u = toBig(hashHex(padHex(A) + padHex(B)));
  const x = passwordExponent(poolName, userId, password, padHex(toBig(params.SALT)));
  const base = (((B - k * modPowN(g, x)) % N) + N) % N;
  const key = derivedKey(u, modPowN(base, a + u * x));
  const timestamp = nowString();
  const signature = passwordClaim({ key, poolName, userId, secretBlock: params.SECRET_BLOCK, timestamp }).toString('base64');
  return { USERNAME: userId, PASSWORD_CLAIM_SECRET_BLOCK: params.SECRET_BLOCK, TIMESTAMP: timestamp, PASSWORD_CLAIM_SIGNATURE: signature };
}
