// Passwords are never stored: the pool keeps an SRP verifier (for USER_SRP_AUTH) and a
// bcrypt hash (for USER_PASSWORD_AUTH and ChangePassword's previous-password check).
import bcrypt from 'bcryptjs';
import { invalidPassword } from './errors';
import type { PoolSettings } from './pool-settings';
import { createVerifier } from './srp';

/** Cognito's special characters for password policies. */
const SYMBOLS = /[\^$*.[\]{}()?"!@#%&/\\,><':;|_~`=+\- ]/;
const BCRYPT_ROUNDS = 10;

export function checkPasswordPolicy(password: string, settings: PoolSettings): void {
  const policy = settings.passwordPolicy;
  const fail = (why: string) => invalidPassword(`Password did not conform with policy: ${why}`);
  if (password.length < policy.minLength) throw fail('Password not long enough');
  if (password.length > 256) throw fail('Password is too long');
  if (policy.requireLowercase && !/[a-z]/.test(password)) throw fail('Password must have lowercase characters');
  if (policy.requireUppercase && !/[A-Z]/.test(password)) throw fail('Password must have uppercase characters');
  if (policy.requireNumbers && !/[0-9]/.test(password)) throw fail('Password must have numeric characters');
  if (policy.requireSymbols && !SYMBOLS.test(password)) throw fail('Password must have symbol characters');
}

export interface PasswordSecrets {
  passwordHash: string;
  srpSalt: string;
  srpVerifier: string;
}

/** What is stored for a password; userId is the pool username (aws-amplify's USER_ID_FOR_SRP). */
export async function passwordSecrets(settings: PoolSettings, userId: string, password: string): Promise<PasswordSecrets> {
  const { salt, verifier } = createVerifier(settings.poolName, userId, password);
  return { passwordHash: await bcrypt.hash(password, BCRYPT_ROUNDS), srpSalt: salt, srpVerifier: verifier };
}

export function passwordMatches(password: string, hash: string): Promise<boolean> {
  return bcrypt.compare(password, hash);
}
