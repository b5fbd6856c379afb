// The local operator: long-term credentials that may call every operation of every service
// (the seed, scripts, benchmarks and the AWS CLI sign with them, as an account's administrator
// would in AWS). They come from LOCAL_OPERATOR_ACCESS_KEY_ID / LOCAL_OPERATOR_SECRET_ACCESS_KEY
// when set; otherwise they are generated on first start and kept in the data directory,
// readable by its owner only (`npm run local-cloud -- credentials` shows them).
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CredentialStore, Principal } from './contracts';
import type { ResolveCredential } from './sigv4';

export interface OperatorCredentials {
  accessKeyId: string;
  secretAccessKey: string;
}

export const OPERATOR_PRINCIPAL: Principal = Object.freeze({ kind: 'operator', roleName: 'operator' });

export const OPERATOR_FILE = 'operator-credentials.json';

const KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** A new pair with the shapes IAM gives long-term keys: AKIA + 16 characters, a 40-character secret. */
export function generateOperatorCredentials(): OperatorCredentials {
  let accessKeyId = 'AKIA';
  for (const byte of randomBytes(16)) accessKeyId += KEY_ALPHABET[byte % 32];
  return { accessKeyId, secretAccessKey: randomBytes(30).toString('base64') };
}

function parse(text: string, path: string): OperatorCredentials {
  const value = JSON.parse(text) as Partial<OperatorCredentials>;
  if (typeof value.accessKeyId !== 'string' || typeof value.secretAccessKey !== 'string' || !value.accessKeyId || !value.secretAccessKey) {
    throw new Error(`${path} does not hold operator credentials; delete it to have new ones generated`);
  }
  return { accessKeyId: value.accessKeyId, secretAccessKey: value.secretAccessKey };
}

/**
 * The operator credentials of a data directory: the environment's pair when given, else the
 * pair kept in `<dir>/operator-credentials.json`, created (mode 0600) when missing.
 */
export function loadOperatorCredentials(dir: string, fromEnvironment?: OperatorCredentials): OperatorCredentials {
  if (fromEnvironment) return fromEnvironment;
  mkdirSync(dir, { recursive: true });
  const path = join(dir, OPERATOR_FILE);
  try {
    // 'wx' fails when the file exists, so two processes starting at once keep the same pair.
    const created = generateOperatorCredentials();
    writeFileSync(path, `${JSON.stringify(created, null, 2)}\n`, { mode: 0o600, flag: 'wx' });
    return created;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  // A copy restored with looser permissions is tightened again: the secret may do anything.
  if ((statSync(path).mode & 0o077) !== 0) chmodSync(path, 0o600);
  return parse(readFileSync(path, 'utf8'), path);
}

/** Resolves SigV4 access keys: the operator's, else the temporary credentials the local cloud issued. */
export function operatorAwareResolver(operator: OperatorCredentials, credentials: CredentialStore): ResolveCredential {
  return (accessKeyId) => {
    if (accessKeyId === operator.accessKeyId) return { secretAccessKey: operator.secretAccessKey, principal: OPERATOR_PRINCIPAL };
    const record = credentials.lookup(accessKeyId);
    return (
      record && {
        secretAccessKey: record.secretAccessKey,
        sessionToken: record.sessionToken,
        expiration: record.expiration,
        principal: record.principal,
      }
    );
  };
}
