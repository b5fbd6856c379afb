/*
 * The codes the function handlers' errors start with ('PURCHASE_REQUIRED: this video needs a
 * purchase or donation'). AppSync hands a function's error message to the caller (its errorType
 * is Lambda:Unhandled whatever the error), so the code travels at the start of the message; the
 * SPA reads it back with errorCodeOf and compares codes, never the wording after them.
 * No imports: the SPA bundles this file too.
 */
export const ErrorCode = {
  /** An argument is missing or malformed. */
  BAD_REQUEST: 'BAD_REQUEST',
  /** The caller may not do this (not signed in, or not in ADMINS). */
  UNAUTHORIZED: 'UNAUTHORIZED',
  /** No image or video with that id. */
  NOT_FOUND: 'NOT_FOUND',
  /** A private image or paid video, and the caller holds no purchase of it. */
  PURCHASE_REQUIRED: 'PURCHASE_REQUIRED',
  /** A purchase was granted to an e-mail no account has. */
  USER_NOT_FOUND: 'USER_NOT_FOUND',
  /** The function was called for a field it does not serve. */
  UNSUPPORTED: 'UNSUPPORTED',
  /** The function's environment lacks a setting it needs. */
  CONFIGURATION: 'CONFIGURATION',
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

const CODES = new Set<string>(Object.values(ErrorCode));

/** An error whose message starts with its code, the way every handler reports a refusal. */
export function codedError(code: ErrorCode, detail: string): Error {
  return new Error(`${code}: ${detail}`);
}

/** The code a handler's error message starts with, or undefined for any other message. */
export function errorCodeOf(message: string | undefined | null): ErrorCode | undefined {
  const code = /^([A-Z_]+):/.exec(message ?? '')?.[1];
  return code !== undefined && CODES.has(code) ? (code as ErrorCode) : undefined;
}
