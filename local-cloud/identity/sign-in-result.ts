// What follows a verified password: the account's status (unconfirmed, reset required,
// new password required), then MFA as the pool and the user have it, then tokens.
import type { IssuedTokens } from '../shared/tokens';
import { maskDestination } from './attributes';
import { tokenSubject, type PoolContext } from './context';
import { CognitoError, passwordResetRequired, userNotConfirmed } from './errors';
import type { UserRecord } from './users-store';

export const MFA_CODE_TTL_MS = 3 * 60_000;

export interface ChallengeAnswer {
  ChallengeName?: string;
  Session?: string;
  ChallengeParameters: Record<string, string>;
  AuthenticationResult?: IssuedTokens;
}

export async function issueTokens(ctx: PoolContext, user: UserRecord, clientId: string): Promise<ChallengeAnswer> {
  const tokens = await ctx.tokens.issue(tokenSubject(ctx, user), clientId);
  return { ChallengeParameters: {}, AuthenticationResult: tokens };
}

/** MFA methods the user has enabled that the pool allows, as challenge names. */
export function enabledMfa(ctx: PoolContext, user: UserRecord): string[] {
  if (ctx.settings.mfaConfiguration === 'OFF') return [];
  const allowed = new Set<string>(ctx.settings.mfaMethods.map((m) => (m === 'TOTP' ? 'SOFTWARE_TOKEN_MFA' : m === 'SMS' ? 'SMS_MFA' : 'EMAIL_OTP')));
  return user.mfaEnabled.filter((m) => allowed.has(m));
}

export function challenge(ctx: PoolContext, user: UserRecord, clientId: string, name: string): ChallengeAnswer {
  const parameters: Record<string, string> = { USER_ID_FOR_SRP: user.username };
  if (name === 'SMS_MFA' || name === 'EMAIL_OTP') {
    const sms = name === 'SMS_MFA';
    const to = sms ? user.attributes.phone_number : user.attributes.email;
    if (!to) throw new CognitoError('InvalidParameterException', sms ? 'No phone number for SMS MFA.' : 'No email for EMAIL_OTP.');
    const code = ctx.users.issueCode(user.username, sms ? 'mfa_sms' : 'mfa_email', MFA_CODE_TTL_MS);
    ctx.mailbox.send({
      to,
      subject: sms ? 'SMS' : 'Your sign-in code',
      body: sms ? `Your authentication code is ${code}.` : `Your sign-in code is ${code}.`,
      code,
    });
    parameters.CODE_DELIVERY_DELIVERY_MEDIUM = sms ? 'SMS' : 'EMAIL';
    parameters.CODE_DELIVERY_DESTINATION = maskDestination(to);
  }
  if (name === 'SELECT_MFA_TYPE') parameters.MFAS_CAN_CHOOSE = JSON.stringify(enabledMfa(ctx, user));
  if (name === 'MFA_SETUP') {
    parameters.MFAS_CAN_SETUP = JSON.stringify(
      ctx.settings.mfaMethods.flatMap((m) => (m === 'TOTP' ? ['SOFTWARE_TOKEN_MFA'] : m === 'EMAIL' ? ['EMAIL_OTP'] : [])),
    );
  }
  if (name === 'NEW_PASSWORD_REQUIRED') {
    const { sub: _sub, email_verified: _ev, phone_number_verified: _pv, ...visible } = user.attributes;
    const required = [...ctx.settings.attributes].filter(([n, s]) => s.required && !user.attributes[n]).map(([n]) => `userAttributes.${n}`);
    parameters.userAttributes = JSON.stringify(visible);
    parameters.requiredAttributes = JSON.stringify(required);
  }
  const Session =
    name === 'MFA_SETUP'
      ? ctx.sessions.open({ kind: 'mfa_setup', username: user.username, clientId, verified: false })
      : ctx.sessions.open({ kind: 'challenge', name, username: user.username, clientId });
  return { ChallengeName: name, Session, ChallengeParameters: parameters };
}

/** After the password (or the new password) is accepted. */
export async function afterPassword(ctx: PoolContext, user: UserRecord, clientId: string): Promise<ChallengeAnswer> {
  if (user.status === 'UNCONFIRMED') throw userNotConfirmed();
  if (user.status === 'RESET_REQUIRED') throw passwordResetRequired();
  if (user.status === 'FORCE_CHANGE_PASSWORD') {
    if (user.tempPasswordExpiresAt && user.tempPasswordExpiresAt < Date.now()) {
      throw new CognitoError('NotAuthorizedException', 'Temporary password has expired and must be reset by an administrator.');
    }
    return challenge(ctx, user, clientId, 'NEW_PASSWORD_REQUIRED');
  }
  return afterFirstFactor(ctx, user, clientId);
}

export async function afterFirstFactor(ctx: PoolContext, user: UserRecord, clientId: string): Promise<ChallengeAnswer> {
  const mfa = enabledMfa(ctx, user);
  if (mfa.length === 0) {
    if (ctx.settings.mfaConfiguration === 'ON') return challenge(ctx, user, clientId, 'MFA_SETUP');
    return issueTokens(ctx, user, clientId);
  }
  const preferred = user.mfaPreferred && mfa.includes(user.mfaPreferred) ? user.mfaPreferred : undefined;
  if (preferred) return challenge(ctx, user, clientId, preferred);
  if (mfa.length === 1) return challenge(ctx, user, clientId, mfa[0]);
  return challenge(ctx, user, clientId, 'SELECT_MFA_TYPE');
}
