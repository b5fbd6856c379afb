// Create-account validation (spec section 5). The password rule is the user pool's own
// policy (architecture.md, point 5), read from the Amplify configuration that
// amplify_outputs.json's auth.password_policy produced, so the screen never accepts a
// password the pool would refuse.
import { Amplify } from 'aws-amplify';
import { toE164 } from '../../lib/phone';

export interface PasswordPolicy {
  minLength: number;
  requireLowercase: boolean;
  requireUppercase: boolean;
  requireNumbers: boolean;
  requireSymbols: boolean;
}

/** Screen limits of section 2. */
export const SIGN_UP_LIMITS = {
  givenName: 50,
  familyName: 50,
  phone: 13,
  email: 100,
  /** The specification limits the confirm field to 12; the password field follows so both can match. */
  password: 12,
} as const;

/** Cognito's default policy, used only when the configuration carries none. */
const COGNITO_DEFAULT_POLICY: PasswordPolicy = {
  minLength: 8,
  requireLowercase: true,
  requireUppercase: true,
  requireNumbers: true,
  requireSymbols: true,
};

export function configuredPasswordPolicy(): PasswordPolicy {
  const format = Amplify.getConfig().Auth?.Cognito?.passwordFormat;
  if (!format) return COGNITO_DEFAULT_POLICY;
  return {
    minLength: format.minLength ?? COGNITO_DEFAULT_POLICY.minLength,
    requireLowercase: format.requireLowercase ?? false,
    requireUppercase: format.requireUppercase ?? false,
    requireNumbers: format.requireNumbers ?? false,
    requireSymbols: format.requireSpecialCharacters ?? false,
  };
}

/**
 * The characters Cognito counts as symbols in a password policy (Cognito developer guide,
 * "password requirements"; the same list as the Amplify UI's ALLOWED_SPECIAL_CHARACTERS,
 * written here so the sign-up chunk does not pull in the whole UI package).
 */
const COGNITO_SYMBOLS = new Set('^$*.[]{}()?"!@#%&/\\,><\':;|_~`=+- ');

export type PasswordRequirement = 'minLength' | 'lowercase' | 'uppercase' | 'number' | 'symbol';

/** Every requirement of the policy, in the order the message lists them. */
export function policyRequirements(policy: PasswordPolicy): PasswordRequirement[] {
  const list: PasswordRequirement[] = ['minLength'];
  if (policy.requireLowercase) list.push('lowercase');
  if (policy.requireUppercase) list.push('uppercase');
  if (policy.requireNumbers) list.push('number');
  if (policy.requireSymbols) list.push('symbol');
  return list;
}

/** The requirements a password fails (empty when it satisfies the policy). */
export function unmetRequirements(password: string, policy: PasswordPolicy): PasswordRequirement[] {
  return policyRequirements(policy).filter((requirement) => {
    switch (requirement) {
      case 'minLength':
        return password.length < policy.minLength;
      case 'lowercase':
        return !/[a-z]/.test(password);
      case 'uppercase':
        return !/[A-Z]/.test(password);
      case 'number':
        return !/[0-9]/.test(password);
      case 'symbol':
        return ![...password].some((char) => COGNITO_SYMBOLS.has(char));
    }
  });
}

/** 'name@domain.tld' without spaces (section 5). */
export function isEmailValid(email: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email);
}

export interface SignUpFields {
  givenName: string;
  familyName: string;
  birthdate: string;
  gender: string;
  phone: string;
  email: string;
  password: string;
  confirmPassword: string;
}

/** Translation keys of the createAcount namespace, per field (absent when the field is fine). */
export type SignUpErrors = Partial<
  Record<'email' | 'password' | 'confirmPassword' | 'phone', 'emailNotValid' | 'PasswNotValid' | 'notMatch' | 'phoneNotValid'>
>;

/**
 * Checks the fields the user has typed into; empty fields are not complained about
 * until submit (`complete` true), so a half-filled form is not covered in red.
 */
export function validateSignUp(fields: SignUpFields, policy: PasswordPolicy, complete = false): SignUpErrors {
  const errors: SignUpErrors = {};
  if ((fields.email || complete) && !isEmailValid(fields.email.trim())) errors.email = 'emailNotValid';
  if ((fields.password || complete) && unmetRequirements(fields.password, policy).length > 0) {
    errors.password = 'PasswNotValid';
  }
  if ((fields.confirmPassword || complete) && fields.confirmPassword !== fields.password) {
    errors.confirmPassword = 'notMatch';
  }
  if (fields.phone && toE164(fields.phone) === null) errors.phone = 'phoneNotValid';
  return errors;
}
