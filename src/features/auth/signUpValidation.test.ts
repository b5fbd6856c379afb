import { Amplify } from 'aws-amplify';
import {
  configuredPasswordPolicy,
  isEmailValid,
  unmetRequirements,
  validateSignUp,
  type PasswordPolicy,
  type SignUpFields,
} from './signUpValidation';
import { toE164 } from '../../lib/phone';

const POOL: PasswordPolicy = { minLength: 8, requireLowercase: true, requireUppercase: true, requireNumbers: true, requireSymbols: true };

const fields = (over: Partial<SignUpFields>): SignUpFields => ({
  givenName: '',
  familyName: '',
  birthdate: '',
  gender: '',
  phone: '',
  email: '',
  password: '',
  confirmPassword: '',
  ...over,
});

describe('password rule = the user pool policy', () => {
  it('reads the policy amplify_outputs.json declares', () => {
    Amplify.configure({
      version: '1.4',
      auth: {
        aws_region: 'us-east-1',
        user_pool_id: 'us-east-1_X',
        user_pool_client_id: 'c',
        password_policy: { min_length: 10, require_lowercase: true, require_uppercase: false, require_numbers: true, require_symbols: false },
      },
    } as never);
    expect(configuredPasswordPolicy()).toEqual({
      minLength: 10,
      requireLowercase: true,
      requireUppercase: false,
      requireNumbers: true,
      requireSymbols: false,
    });
  });

  it('lists what a password lacks', () => {
    expect(unmetRequirements('abc', POOL)).toEqual(['minLength', 'uppercase', 'number', 'symbol']);
    expect(unmetRequirements('ABCDEFGH1!', POOL)).toEqual(['lowercase']);
    expect(unmetRequirements('Abcdefg1!', POOL)).toEqual([]);
    // The screen rule of 6 characters with a letter, digit and symbol would pass this; the pool would not.
    expect(unmetRequirements('abc1!x', POOL)).toEqual(['minLength', 'uppercase']);
  });

  it('accepts every symbol Cognito accepts', () => {
    for (const symbol of ['^', '$', '*', '.', '[', ']', '{', '}', '(', ')', '?', '"', '!', '@', '#', '%', '&', '/', '\\', ',', '>', '<', "'", ':', ';', '|', '_', '~', '`', '=', '+', '-']) {
      expect(unmetRequirements(`Abcdefg1${symbol}`, POOL)).toEqual([]);
    }
  });
});

describe('create-account validation', () => {
  it('checks the e-mail shape without spaces', () => {
    expect(isEmailValid('ana@example.com')).toBe(true);
    expect(isEmailValid('ana @example.com')).toBe(false);
    expect(isEmailValid('ana@example')).toBe(false);
    expect(isEmailValid('anaexample.com')).toBe(false);
  });

  it('gives the translation keys of section 5', () => {
    expect(validateSignUp(fields({ email: 'x', password: 'short', confirmPassword: 'other' }), POOL)).toEqual({
      email: 'emailNotValid',
      password: 'PasswNotValid',
      confirmPassword: 'notMatch',
    });
    expect(validateSignUp(fields({ email: 'a@b.co', password: 'Abcdefg1!', confirmPassword: 'Abcdefg1!' }), POOL)).toEqual({});
  });

  it('leaves untouched fields alone until submit', () => {
    expect(validateSignUp(fields({}), POOL)).toEqual({});
    expect(validateSignUp(fields({}), POOL, true)).toEqual({ email: 'emailNotValid', password: 'PasswNotValid' });
  });

  it('turns the phone into E.164', () => {
    expect(toE164('555-123-4567')).toBe('+525551234567');
    expect(toE164('+1 (555) 123-4567')).toBe('+15551234567');
    expect(toE164('12')).toBeNull();
    expect(validateSignUp(fields({ phone: 'abc' }), POOL)).toEqual({ phone: 'phoneNotValid' });
  });
});
