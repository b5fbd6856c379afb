import { describe, expect, it } from 'vitest';
import { codedError, errorCodeOf, ErrorCode } from './error-codes';

describe('function error codes', () => {
  it('start the message and are read back from it', () => {
    const error = codedError(ErrorCode.PURCHASE_REQUIRED, 'this video needs a purchase or donation');
    expect(error.message).toBe('PURCHASE_REQUIRED: this video needs a purchase or donation');
    expect(errorCodeOf(error.message)).toBe('PURCHASE_REQUIRED');
    expect(errorCodeOf('USER_NOT_FOUND: no account with e-mail nadie@x.mx')).toBe(ErrorCode.USER_NOT_FOUND);
  });

  it('are not guessed from other wording', () => {
    expect(errorCodeOf('User not found')).toBeUndefined();
    expect(errorCodeOf('UserNotFoundException: no user with that email')).toBeUndefined();
    expect(errorCodeOf('SOMETHING_ELSE: unknown code')).toBeUndefined();
    expect(errorCodeOf('a PURCHASE_REQUIRED: inside the text')).toBeUndefined();
    expect(errorCodeOf(undefined)).toBeUndefined();
  });
});
