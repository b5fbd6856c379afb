// TOTP set-up and MFA preferences: AssociateSoftwareToken, VerifySoftwareToken
// (with an access token, or with the Session of an MFA_SETUP challenge) and SetUserMFAPreference.
import { userFromAccessToken } from './access-token';
import type { Body, Operation, PoolContext } from './context';
import { CognitoError, invalidParameter, notAuthorized, requireString } from './errors';
import type { UserRecord } from './users-store';
import { newTotpSecret, totpMatches } from './totp';

const INVALID_SESSION = 'Invalid session for the user, session is expired.';

async function userFromTokenOrSession(ctx: PoolContext, body: Body): Promise<{ user: UserRecord; session?: string; clientId?: string }> {
  if (typeof body.AccessToken === 'string') return { user: await userFromAccessToken(ctx, body) };
  const state = ctx.sessions.take(body.Session);
  if (!state || state.kind !== 'mfa_setup') throw notAuthorized(INVALID_SESSION);
  const user = ctx.users.get(state.username);
  if (!user) throw notAuthorized(INVALID_SESSION);
  return { user, session: ctx.sessions.open(state), clientId: state.clientId };
}

function requireTotpAllowed(ctx: PoolContext): void {
  if (ctx.settings.mfaConfiguration === 'OFF' || !ctx.settings.mfaMethods.includes('TOTP')) {
    throw invalidParameter('Software token MFA is not enabled for the user pool.');
  }
}

export const associateSoftwareToken: Operation = async (ctx, { body }) => {
  const { user, session } = await userFromTokenOrSession(ctx, body);
  requireTotpAllowed(ctx);
  const secret = newTotpSecret();
  ctx.users.update(user.username, { totpSecret: secret, totpVerified: false });
  return session ? { SecretCode: secret, Session: session } : { SecretCode: secret };
};

export const verifySoftwareToken: Operation = async (ctx, { body }) => {
  const code = requireString(body, 'UserCode', 'userCode');
  const { user, session } = await userFromTokenOrSession(ctx, body);
  if (!user.totpSecret) throw invalidParameter('User has not associated a software token.');
  if (!totpMatches(user.totpSecret, code)) {
    throw new CognitoError('EnableSoftwareTokenMFAException', 'Code mismatch and fail enable Software Token MFA');
  }
  if (session) {
    // Finishing MFA_SETUP during sign-in enables TOTP and lets the challenge complete.
    const state = ctx.sessions.take(session);
    ctx.users.update(user.username, {
      totpVerified: true,
      mfaEnabled: [...new Set([...user.mfaEnabled, 'SOFTWARE_TOKEN_MFA'])],
      mfaPreferred: 'SOFTWARE_TOKEN_MFA',
    });
    const next = ctx.sessions.open({ kind: 'mfa_setup', username: user.username, clientId: state?.clientId ?? ctx.settings.clientId, verified: true });
    return { Status: 'SUCCESS', Session: next };
  }
  ctx.users.update(user.username, { totpVerified: true });
  return { Status: 'SUCCESS' };
};

type MfaSettings = { Enabled?: boolean; PreferredMfa?: boolean } | undefined;

export const setUserMfaPreference: Operation = async (ctx, { body }) => {
  const user = await userFromAccessToken(ctx, body);
  const changes: [string, MfaSettings][] = [
    ['SOFTWARE_TOKEN_MFA', body.SoftwareTokenMfaSettings as MfaSettings],
    ['SMS_MFA', body.SMSMfaSettings as MfaSettings],
    ['EMAIL_OTP', body.EmailMfaSettings as MfaSettings],
  ];
  const enabled = new Set(user.mfaEnabled);
  let preferred = user.mfaPreferred;
  for (const [name, settings] of changes) {
    if (!settings) continue;
    if (settings.Enabled) {
      if (name === 'SOFTWARE_TOKEN_MFA') {
        requireTotpAllowed(ctx);
        if (!user.totpVerified) throw invalidParameter('User has not verified software token mfa');
      }
      if (name === 'SMS_MFA' && (!ctx.settings.mfaMethods.includes('SMS') || !user.attributes.phone_number)) {
        throw invalidParameter('User does not have delivery config set to turn on SMS_MFA');
      }
      if (name === 'EMAIL_OTP' && !ctx.settings.mfaMethods.includes('EMAIL')) {
        throw invalidParameter('Email MFA is not enabled for the user pool.');
      }
      enabled.add(name);
      if (settings.PreferredMfa) preferred = name;
    } else if (settings.Enabled === false) {
      enabled.delete(name);
      if (preferred === name) preferred = null;
    }
  }
  ctx.users.update(user.username, { mfaEnabled: [...enabled], mfaPreferred: preferred });
  return {};
};
