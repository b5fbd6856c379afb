// The login screen's error line (spec section 8). Cognito reports wrong passwords and
// locked-out users with the same exception name, so the message decides between them.

import type { ParseKeys } from 'i18next';

/** A message of the logIn namespace, or the library's own text when nothing maps. */
export type SignInErrorText = { key: Extract<ParseKeys<'logIn'>, `errors.${string}`> } | { raw: string };

export function signInErrorText(error: unknown): SignInErrorText {
  const { name, message } = describe(error);
  if (name === 'UserNotFoundException') return { key: 'errors.userNotFound' };
  if (message && /password attempts exceeded/i.test(message)) return { key: 'errors.attemptsExceeded' };
  if (name === 'NotAuthorizedException' && message && /incorrect username or password/i.test(message)) {
    return { key: 'errors.wrongCredentials' };
  }
  if (message) return { raw: message };
  return { key: 'errors.unknown' };
}

function describe(error: unknown): { name?: string; message?: string } {
  if (error instanceof Error) return { name: error.name, message: error.message || undefined };
  if (typeof error === 'object' && error !== null) {
    const { name, message } = error as { name?: unknown; message?: unknown };
    return {
      name: typeof name === 'string' ? name : undefined,
      message: typeof message === 'string' && message ? message : undefined,
    };
  }
  if (typeof error === 'string' && error) return { message: error };
  return {};
}
