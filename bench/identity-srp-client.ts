// A native SRP client for the benchmark: the same computation as aws-amplify's
// (providers/cognito/utils/srp), with the modular exponentiations done by OpenSSL so that
// the benchmark measures the server rather than a JavaScript big-integer library.
import { createDiffieHellman, createHash, createHmac, randomBytes } from 'node:crypto';
import { padHex } from '../local-cloud/identity/srp';

const N_HEX =
  'FFFFFFFFFFFFFFFFC90FDAA22168C234C4C6628B80DC1CD129024E088A67CC74020BBEA63B139B22514A08798E3404DD' +
  'EF9519B3CD3A431B302B0A6DF25F14374FE1356D6D51C245E485B576625E7EC6F44C42E9A637ED6B0BFF5CB6F406B7ED' +
  'EE386BFB5A899FA5AE9F24117C4B1FE649286651ECE45B3DC2007CB8A163BF0598DA48361C55D39A69163FA8FD24CF5F' +
  '83655D23DCA3AD961C62F356208552BB9ED529077096966D670C354E4ABC9804F1746C08CA18217C32905E462E36CE3B' +
  'E39E772C180E86039B2783A2EC07A28FB5C55DF06F4C52C9DE2BCBF6955817183995497CEA956AE515D2261898FA0510' +
  '15728E5A8AAAC42DAD33170D04507A33A85521ABDF1CBA64ECFB850458DBEF0A8AEA71575D060C7DB3970F85A6E1E4C7' +
  'ABF5AE8CDB0933D71E8C94E04A25619DCEE3D2261AD2EE6BF12FFA06D98A0864D87602733EC86A64521F2B18177B200C' +
  'BBE117577A615D6C770988C0BAD946E208E24FA074E5AB3143DB5BFCE0FD108E4B82D120A93AD2CAFFFFFFFFFFFFFFFF';
const N = BigInt('0x' + N_HEX);
const N_BYTES = Buffer.from(N_HEX, 'hex');
const big = (hex: string) => BigInt('0x' + hex);
const bytes = (v: bigint) => {
  let h = v.toString(16);
  if (h.length % 2) h = '0' + h;
  return Buffer.from(h, 'hex');
};
const sha = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');
const shaHex = (hex: string) => sha(Buffer.from(hex, 'hex'));
const k = big(shaHex(padHex(N) + padHex(2n)));

function modPow(base: bigint, exponent: bigint): bigint {
  const dh = createDiffieHellman(N_BYTES, Buffer.from([2]));
  dh.setPrivateKey(bytes(exponent));
  return base === 2n ? big(dh.generateKeys('hex')) : big(dh.computeSecret(bytes(base % N)).toString('hex'));
}

function nowString(): string {
  const d = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  const days = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  return `${days[d.getUTCDay()]} ${months[d.getUTCMonth()]} ${d.getUTCDate()} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())} UTC ${d.getUTCFullYear()}`;
}

export function srpStart(): { a: bigint; srpA: string } {
  const a = big(randomBytes(128).toString('hex'));
  return { a, srpA: modPow(2n, a).toString(16) };
}

/** The PASSWORD_VERIFIER challenge responses for the server's challenge parameters. */
export function srpRespond(
  poolName: string,
  password: string,
  a: bigint,
  srpA: string,
  params: { SALT: string; SECRET_BLOCK: string; SRP_B: string; USER_ID_FOR_SRP: string },
): Record<string, string> {
  const A = big(srpA);
  const B = big(params.SRP_B);
  const userId = params.USER_ID_FOR_SRP;
  const u = big(shaHex(padHex(A) + padHex(B)));
  const x = big(shaHex(padHex(big(params.SALT)) + sha(`${poolName}${userId}:${password}`)));
  const base = (((B - k * modPow(2n, x)) % N) + N) % N;
  const S = modPow(base, a + u * x);
  const prk = createHmac('sha256', Buffer.from(padHex(u), 'hex')).update(Buffer.from(padHex(S), 'hex')).digest();
  const key = createHmac('sha256', prk).update(Buffer.concat([Buffer.from('Caldera Derived Key'), Buffer.from([1])])).digest().subarray(0, 16);
  const timestamp = nowString();
  const signature = createHmac('sha256', key)
    .update(Buffer.concat([Buffer.from(poolName), Buffer.from(userId), Buffer.from(params.SECRET_BLOCK, 'base64'), Buffer.from(timestamp)]))
    .digest('base64');
  return { USERNAME: userId, PASSWORD_CLAIM_SECRET_BLOCK: params.SECRET_BLOCK, TIMESTAMP: timestamp, PASSWORD_CLAIM_SIGNATURE: signature };
}
