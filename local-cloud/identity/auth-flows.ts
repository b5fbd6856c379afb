// InitiateAuth, RespondToAuthChallenge and GetTokensFromRefreshToken.
import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { TokenError } from '../shared/tokens';
import { requireClient } from './client';
import { tokenSubject, type Body, type Operation, type PoolContext } from './context';
import { checkAttributes } from './attributes';
import {
  CognitoError,
  INCORRECT_CREDENTIALS,
  codeMismatch,
  invalidParameter,
  notAuthorized,
  optionalString,
  passwordResetRequired,
  requireString,
  userDoesNotExist,
} from './errors';
import { assertNotLocked, recordFailure, recordSuccess } from './lockout';
import { checkPasswordPolicy, passwordMatches, passwordSecrets } from './password';
import { afterFirstFactor, afterPassword, challenge, enabledMfa, issueTokens, type ChallengeAnswer } from './sign-in-result';
import { checkPasswordClaim, createVerifier, padHex, parseClientA, parseSrpTimestamp, serverSessionKey, startServerChallenge } from './srp';
import { totpStep } from './totp';
import type { ChallengeState } from './sessions';
import type { UserRecord } from './users-store';
import { redeemCode } from './codes';

const CUSTOM_AUTH_NOT_CONFIGURED = 'Custom auth lambda trigger is not configured for the user pool.';
const INVALID_SESSION = 'Invalid session for the user, session is expired.';
/** How far the client's SRP TIMESTAMP may be from the server clock. */
const TIMESTAMP_SKEW_MS = 5 * 60_000;
/** Wrong codes accepted in one MFA session before the user must sign in again. */
const MAX_CHALLENGE_ATTEMPTS = 3;

function params(body: Body, member: string): Record<string, string> {
  const value = body[member];
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value)) throw invalidParameter(`1 validation error detected: Value at '${member}' failed to satisfy constraint: Member must be a map`);
  return value as Record<string, string>;
}

const FAKE_SALT_KEY = randomBytes(32);
function fakeSalt(login: string): string {
  return padHex(BigInt('0x' + createHmac('sha256', FAKE_SALT_KEY).update(login.toLowerCase()).digest('hex').slice(0, 32)));
}

export function requireFlow(ctx: PoolContext, flow: string): void {
  if (!ctx.settings.authFlows.has(`ALLOW_${flow}`)) throw invalidParameter(`${flow} flow not enabled for this client`);
}

async function refreshTokens(ctx: PoolContext, refreshToken: string, clientId: string) {
  try {
    return await ctx.tokens.refresh(refreshToken, clientId, (username) => {
      const user = ctx.users.get(username);
      return user && user.enabled ? tokenSubject(ctx, user) : undefined;
    });
  } catch (error) {
    if (error instanceof TokenError) throw notAuthorized(error.message);
    throw error;
  }
}

/** USERNAME and PASSWORD sent in the clear (USER_PASSWORD_AUTH, and ADMIN_USER_PASSWORD_AUTH for administrators). */
export async function signInWithPassword(ctx: PoolContext, clientId: string, auth: Record<string, string>): Promise<ChallengeAnswer> {
  const login = auth.USERNAME;
  const password = auth.PASSWORD;
  if (!login) throw invalidParameter('Missing required parameter USERNAME');
  if (!password) throw invalidParameter('Missing required parameter PASSWORD');
  const user = ctx.users.find(login);
  if (!user) throw ctx.settings.preventUserExistenceErrors ? notAuthorized(INCORRECT_CREDENTIALS) : userDoesNotExist();
  if (!user.enabled) throw notAuthorized('User is disabled.');
  assertNotLocked(user);
  if (!(await passwordMatches(password, user.passwordHash))) throw recordFailure(ctx, user);
  recordSuccess(ctx, user);
  return afterPassword(ctx, user, clientId);
}

export function authParameters(body: Body): Record<string, string> {
  return params(body, 'AuthParameters');
}

export const initiateAuth: Operation = async (ctx, { body }) => {
  const clientId = requireClient(ctx, body);
  const flow = requireString(body, 'AuthFlow', 'authFlow');
  const auth = params(body, 'AuthParameters');

  switch (flow) {
    case 'USER_SRP_AUTH': {
      requireFlow(ctx, 'USER_SRP_AUTH');
      const login = auth.USERNAME;
      if (!login) throw invalidParameter('Missing required parameter USERNAME');
      if (!auth.SRP_A) throw invalidParameter('Missing required parameter SRP_A');
      const A = parseClientA(auth.SRP_A);
      if (A === undefined) throw invalidParameter('Invalid SRP_A value.');
      const user = ctx.users.find(login);
      if (!user && !ctx.settings.preventUserExistenceErrors) throw userDoesNotExist();
      if (user && !user.enabled) throw notAuthorized('User is disabled.');
      // A locked-out user, or one whose password an administrator reset, is told so before any password work.
      if (user) assertNotLocked(user);
      if (user?.status === 'RESET_REQUIRED') throw passwordResetRequired();
      // An unknown user gets a challenge that no password can answer (PreventUserExistenceErrors).
      const userId = user?.username ?? login;
      // Its salt is stable per name, so that asking twice does not reveal that the user is unknown.
      const fake = user ? undefined : { salt: fakeSalt(login), verifier: createVerifier(ctx.settings.poolName, login, randomUUID()).verifier };
      const verifier = user?.srpVerifier ?? fake!.verifier;
      const serverChallenge = startServerChallenge(verifier);
      const secretBlock = ctx.sessions.open({ kind: 'srp', username: userId, clientId, A, challenge: serverChallenge, fake: fake?.verifier });
      const salt = user?.srpSalt ?? fake!.salt;
      return {
        ChallengeName: 'PASSWORD_VERIFIER',
        ChallengeParameters: { SALT: salt, SECRET_BLOCK: secretBlock, SRP_B: serverChallenge.srpB, USERNAME: userId, USER_ID_FOR_SRP: userId },
      };
    }
    case 'USER_PASSWORD_AUTH': {
      requireFlow(ctx, 'USER_PASSWORD_AUTH');
      return signInWithPassword(ctx, clientId, auth);
    }
    case 'REFRESH_TOKEN_AUTH':
    case 'REFRESH_TOKEN': {
      requireFlow(ctx, 'REFRESH_TOKEN_AUTH');
      if (!auth.REFRESH_TOKEN) throw invalidParameter('Missing required parameter REFRESH_TOKEN');
      const tokens = await refreshTokens(ctx, auth.REFRESH_TOKEN, clientId);
      return { ChallengeParameters: {}, AuthenticationResult: tokens };
    }
    case 'CUSTOM_AUTH':
      requireFlow(ctx, 'CUSTOM_AUTH');
      throw notAuthorized(CUSTOM_AUTH_NOT_CONFIGURED);
    case 'ADMIN_NO_SRP_AUTH':
    case 'ADMIN_USER_PASSWORD_AUTH':
      throw invalidParameter('Initiate Auth method not supported.');
    case 'USER_AUTH':
      throw invalidParameter('USER_AUTH flow not enabled for this client');
    default:
      throw invalidParameter(
        `1 validation error detected: Value '${flow}' at 'authFlow' failed to satisfy constraint: Member must satisfy enum value set: [USER_SRP_AUTH, REFRESH_TOKEN_AUTH, REFRESH_TOKEN, CUSTOM_AUTH, ADMIN_NO_SRP_AUTH, USER_PASSWORD_AUTH, ADMIN_USER_PASSWORD_AUTH, USER_AUTH]`,
      );
  }
};

async function passwordVerifier(ctx: PoolContext, clientId: string, responses: Record<string, string>): Promise<ChallengeAnswer> {
  const secretBlock = responses.PASSWORD_CLAIM_SECRET_BLOCK;
  const signature = responses.PASSWORD_CLAIM_SIGNATURE;
  const timestamp = responses.TIMESTAMP;
  if (!secretBlock || !signature || !timestamp) throw invalidParameter('Missing required parameter PASSWORD_CLAIM_SIGNATURE');
  const state = ctx.sessions.take(secretBlock);
  if (!state || state.kind !== 'srp' || state.clientId !== clientId) throw notAuthorized(INCORRECT_CREDENTIALS);
  if (state.fake) {
    // Same work as for a real user, so that the answer's timing does not tell them apart.
    serverSessionKey(state.A, state.challenge, state.fake);
    throw notAuthorized(INCORRECT_CREDENTIALS);
  }
  const user = ctx.users.get(state.username);
  if (!user) throw notAuthorized(INCORRECT_CREDENTIALS);
  assertNotLocked(user);
  const when = parseSrpTimestamp(timestamp);
  if (when === undefined || Math.abs(when - Date.now()) > TIMESTAMP_SKEW_MS) throw notAuthorized('Invalid timestamp.');
  const key = serverSessionKey(state.A, state.challenge, user.srpVerifier);
  const ok = checkPasswordClaim({ key, poolName: ctx.settings.poolName, userId: user.username, secretBlock, timestamp, signature });
  if (!ok) throw recordFailure(ctx, user);
  recordSuccess(ctx, user);
  return afterPassword(ctx, user, clientId);
}

export const respondToAuthChallenge: Operation = async (ctx, { body }) => {
  const clientId = requireClient(ctx, body);
  const name = requireString(body, 'ChallengeName', 'challengeName');
  const responses = params(body, 'ChallengeResponses');

  if (name === 'PASSWORD_VERIFIER') return passwordVerifier(ctx, clientId, responses);
  if (name === 'DEVICE_SRP_AUTH' || name === 'DEVICE_PASSWORD_VERIFIER') {
    throw new CognitoError('ResourceNotFoundException', 'Device does not exist.');
  }
  if (name === 'CUSTOM_CHALLENGE') throw notAuthorized(CUSTOM_AUTH_NOT_CONFIGURED);

  const state = ctx.sessions.take(body.Session);
  if (!state || state.kind === 'srp' || state.clientId !== clientId) throw notAuthorized(INVALID_SESSION);
  const user = ctx.users.get(state.username);
  if (!user) throw notAuthorized(INVALID_SESSION);
  const expected = state.kind === 'mfa_setup' ? 'MFA_SETUP' : state.name;
  if (name !== expected) {
    throw invalidParameter(`Invalid challenge name ${name}, expected ${expected}.`);
  }

  try {
    return await answerChallenge(ctx, clientId, name, responses, state, user);
  } catch (error) {
    // A refused new password or a wrong code may be tried again within the same session.
    const retryable = error instanceof CognitoError && (error.type === 'InvalidPasswordException' || error.type === 'CodeMismatchException');
    if (retryable && (state.kind !== 'challenge' || (state.attempts ?? 0) < MAX_CHALLENGE_ATTEMPTS)) {
      ctx.sessions.restore(body.Session as string, state.kind === 'challenge' ? { ...state, attempts: (state.attempts ?? 0) + 1 } : state);
    }
    throw error;
  }
};

async function answerChallenge(
  ctx: PoolContext,
  clientId: string,
  name: string,
  responses: Record<string, string>,
  state: Exclude<ChallengeState, { kind: 'srp' }>,
  user: UserRecord,
): Promise<ChallengeAnswer> {
  switch (name) {
    case 'NEW_PASSWORD_REQUIRED': {
      const password = responses.NEW_PASSWORD;
      if (!password) throw invalidParameter('Missing required parameter NEW_PASSWORD');
      const attributes: Record<string, string> = {};
      for (const [key, value] of Object.entries(responses)) {
        if (key.startsWith('userAttributes.')) attributes[key.slice('userAttributes.'.length)] = value;
      }
      checkAttributes(ctx.settings, attributes, 'update');
      checkPasswordPolicy(password, ctx.settings);
      const secrets = await passwordSecrets(ctx.settings, user.username, password);
      ctx.users.update(user.username, { ...secrets, status: 'CONFIRMED', attributes: { ...user.attributes, ...attributes } });
      return afterFirstFactor(ctx, ctx.users.get(user.username)!, clientId);
    }
    case 'SOFTWARE_TOKEN_MFA': {
      const code = responses.SOFTWARE_TOKEN_MFA_CODE ?? '';
      const step = user.totpSecret ? totpStep(user.totpSecret, code) : undefined;
      if (step === undefined) throw codeMismatch();
      if (step <= user.totpLastStep) throw new CognitoError('ExpiredCodeException', 'Your software token has already been used once.');
      ctx.users.update(user.username, { totpLastStep: step });
      return issueTokens(ctx, user, clientId);
    }
    case 'SMS_MFA':
    case 'EMAIL_OTP': {
      const code = (name === 'SMS_MFA' ? responses.SMS_MFA_CODE : responses.EMAIL_OTP_CODE) ?? '';
      redeemCode(ctx, user.username, name === 'SMS_MFA' ? 'mfa_sms' : 'mfa_email', code);
      return issueTokens(ctx, user, clientId);
    }
    case 'SELECT_MFA_TYPE': {
      const answer = responses.ANSWER ?? '';
      if (!enabledMfa(ctx, user).includes(answer)) throw invalidParameter('Invalid MFA type.');
      return challenge(ctx, user, clientId, answer);
    }
    case 'MFA_SETUP': {
      if (state.kind !== 'mfa_setup') throw notAuthorized(INVALID_SESSION);
      if (responses.EMAIL && ctx.settings.mfaMethods.includes('EMAIL')) {
        ctx.users.update(user.username, { mfaEnabled: [...new Set([...user.mfaEnabled, 'EMAIL_OTP'])] });
        return challenge(ctx, ctx.users.get(user.username)!, clientId, 'EMAIL_OTP');
      }
      if (!state.verified) throw notAuthorized(INVALID_SESSION);
      return issueTokens(ctx, user, clientId);
    }
    default:
      throw invalidParameter(`Invalid challenge name ${name}.`);
  }
}

export const getTokensFromRefreshToken: Operation = async (ctx, { body }) => {
  const clientId = requireClient(ctx, body);
  const refreshToken = requireString(body, 'RefreshToken', 'refreshToken');
  void optionalString(body, 'DeviceKey');
  return { AuthenticationResult: await refreshTokens(ctx, refreshToken, clientId) };
};
