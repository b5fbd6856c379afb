// Cognito's JSON-protocol error shape: HTTP 400 with { "__type": name, "message": text }.
// Handlers throw CognitoError; the router turns it into the response.

export class CognitoError extends Error {
  constructor(
    readonly type: string,
    message: string,
    readonly status = 400,
  ) {
    super(message);
    this.name = type;
  }
}

const err = (type: string) => (message: string) => new CognitoError(type, message);

export const notAuthorized = err('NotAuthorizedException');
export const invalidParameter = err('InvalidParameterException');
export const userNotFound = err('UserNotFoundException');
export const resourceNotFound = err('ResourceNotFoundException');
export const invalidPassword = err('InvalidPasswordException');

export const INCORRECT_CREDENTIALS = 'Incorrect username or password.';
export const ATTEMPTS_EXCEEDED = 'Password attempts exceeded';

export const codeMismatch = () =>
  new CognitoError('CodeMismatchException', 'Invalid verification code provided, please try again.');
export const expiredCode = () =>
  new CognitoError('ExpiredCodeException', 'Invalid code provided, please request a code again.');
export const userNotConfirmed = () => new CognitoError('UserNotConfirmedException', 'User is not confirmed.');
export const usernameExists = () =>
  new CognitoError('UsernameExistsException', 'An account with the given email already exists.');
export const userDoesNotExist = () => userNotFound('User does not exist.');
/** An unknown Username on the unauthenticated operations (sign-up confirmation, password reset). */
export const unknownLogin = () => userNotFound('Username/client id combination not found.');

/** Cognito answers missing required members with a 1-validation-error message naming the member. */
export function requireString(body: Record<string, unknown>, member: string, label = member): string {
  const value = body[member];
  if (typeof value !== 'string' || value.length === 0) {
    throw invalidParameter(`1 validation error detected: Value at '${label}' failed to satisfy constraint: Member must not be null`);
  }
  return value;
}

export function optionalString(body: Record<string, unknown>, member: string): string | undefined {
  const value = body[member];
  return typeof value === 'string' ? value : undefined;
}
export const passwordResetRequired = () =>
  new CognitoError('PasswordResetRequiredException', 'Password reset required for the user');
