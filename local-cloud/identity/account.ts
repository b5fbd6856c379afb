// The signed-in user's own account (GetUser, UpdateUserAttributes, attribute verification,
// ChangePassword, DeleteUser, GlobalSignOut), RevokeToken, and the password reset by code.
import { userFromAccessToken } from './access-token';
import { checkAttributes, emailDelivery, readAttributeList, toAttributeList } from './attributes';
import { findNamedUser, requireClient } from './client';
import type { Operation } from './context';
import {
  CognitoError,
  codeMismatch,
  invalidParameter,
  notAuthorized,
  requireString,
} from './errors';
import { assertNotLocked, recordFailure, recordSuccess } from './lockout';
import { verificationMessage } from './mailbox';
import { checkPasswordPolicy, passwordMatches, passwordSecrets } from './password';
import { redeemCode } from './codes';

export const RESET_CODE_TTL_MS = 3600_000;
export const VERIFY_CODE_TTL_MS = 24 * 3600_000;

export const getUser: Operation = async (ctx, { body }) => {
  const user = await userFromAccessToken(ctx, body);
  const mfa = user.mfaEnabled;
  return {
    Username: user.username,
    UserAttributes: toAttributeList(user.attributes),
    ...(mfa.length ? { UserMFASettingList: mfa } : {}),
    ...(user.mfaPreferred ? { PreferredMfaSetting: user.mfaPreferred } : {}),
  };
};

export const updateUserAttributes: Operation = async (ctx, { body }) => {
  const user = await userFromAccessToken(ctx, body);
  const changes = readAttributeList(body.UserAttributes);
  checkAttributes(ctx.settings, changes, 'update');
  const attributes = { ...user.attributes, ...changes };
  const deliveries = [];
  const newEmail = changes.email;
  if (newEmail !== undefined && newEmail.toLowerCase() !== user.email) {
    const other = ctx.users.find(newEmail);
    if (other && other.username !== user.username) throw new CognitoError('AliasExistsException', 'An account with the given email already exists.');
    attributes.email_verified = 'false';
    ctx.users.update(user.username, { email: newEmail });
    const code = ctx.users.issueCode(user.username, 'verify_email', VERIFY_CODE_TTL_MS);
    ctx.mailbox.send({ to: newEmail, ...verificationMessage(ctx.settings, code), code });
    deliveries.push(emailDelivery(newEmail));
  }
  ctx.users.update(user.username, { attributes });
  return deliveries.length ? { CodeDeliveryDetailsList: deliveries } : {};
};

export const deleteUserAttributes: Operation = async (ctx, { body }) => {
  const user = await userFromAccessToken(ctx, body);
  const names = Array.isArray(body.UserAttributeNames) ? (body.UserAttributeNames as unknown[]).filter((n): n is string => typeof n === 'string') : [];
  const attributes = { ...user.attributes };
  for (const name of names) {
    const spec = ctx.settings.attributes.get(name);
    if (!spec || name === 'sub') throw invalidParameter(`Attributes did not conform to the schema: ${name}: Attribute does not exist in the schema.\n`);
    if (spec.required || !spec.mutable) throw invalidParameter(`Attributes did not conform to the schema: ${name}: The attribute ${name} is required\n`);
    delete attributes[name];
  }
  ctx.users.update(user.username, { attributes });
  return {};
};

export const getUserAttributeVerificationCode: Operation = async (ctx, { body }) => {
  const user = await userFromAccessToken(ctx, body);
  const name = requireString(body, 'AttributeName', 'attributeName');
  if (name !== 'email') throw invalidParameter(`Invalid attribute name ${name} for verification.`);
  const code = ctx.users.issueCode(user.username, 'verify_email', VERIFY_CODE_TTL_MS);
  ctx.mailbox.send({ to: user.attributes.email, ...verificationMessage(ctx.settings, code), code });
  return { CodeDeliveryDetails: emailDelivery(user.attributes.email) };
};

export const verifyUserAttribute: Operation = async (ctx, { body }) => {
  const user = await userFromAccessToken(ctx, body);
  const name = requireString(body, 'AttributeName', 'attributeName');
  const code = requireString(body, 'Code', 'code');
  if (name !== 'email') throw invalidParameter(`Invalid attribute name ${name} for verification.`);
  redeemCode(ctx, user.username, 'verify_email', code);
  ctx.users.update(user.username, { attributes: { ...user.attributes, email_verified: 'true' } });
  return {};
};

export const changePassword: Operation = async (ctx, { body }) => {
  const user = await userFromAccessToken(ctx, body);
  const previous = requireString(body, 'PreviousPassword', 'previousPassword');
  const proposed = requireString(body, 'ProposedPassword', 'proposedPassword');
  assertNotLocked(user);
  if (!(await passwordMatches(previous, user.passwordHash))) throw recordFailure(ctx, user);
  recordSuccess(ctx, user);
  checkPasswordPolicy(proposed, ctx.settings);
  ctx.users.update(user.username, await passwordSecrets(ctx.settings, user.username, proposed));
  return {};
};

export const deleteUser: Operation = async (ctx, { body }) => {
  const user = await userFromAccessToken(ctx, body);
  ctx.tokens.revokeUser(user.username);
  ctx.users.delete(user.username);
  return {};
};

export const globalSignOut: Operation = async (ctx, { body }) => {
  const user = await userFromAccessToken(ctx, body);
  ctx.tokens.revokeUser(user.username);
  return {};
};

export const revokeToken: Operation = (ctx, { body }) => {
  const clientId = requireClient(ctx, body);
  const token = requireString(body, 'Token', 'token');
  const result = ctx.tokens.revokeRefreshToken(token, clientId);
  if (result === 'wrong-client') throw notAuthorized('Client is not authorized to revoke the token.');
  // An unknown or already revoked token is not an error (RevokeToken is idempotent).
  return {};
};

export const forgotPassword: Operation = (ctx, { body }) => {
  requireClient(ctx, body);
  const login = requireString(body, 'Username', 'username');
  const user = findNamedUser(ctx, login);
  // Hidden unknown users get the answer a real one would.
  if (!user) return { CodeDeliveryDetails: emailDelivery(login) };
  if (user.attributes.email_verified !== 'true' && user.status !== 'RESET_REQUIRED') {
    throw invalidParameter('Cannot reset password for the user as there is no registered/verified email or phone_number');
  }
  const code = ctx.users.issueCode(user.username, 'reset', RESET_CODE_TTL_MS);
  ctx.mailbox.send({ to: user.attributes.email, ...verificationMessage(ctx.settings, code), code });
  return { CodeDeliveryDetails: emailDelivery(user.attributes.email) };
};

export const confirmForgotPassword: Operation = async (ctx, { body }) => {
  requireClient(ctx, body);
  const login = requireString(body, 'Username', 'username');
  const code = requireString(body, 'ConfirmationCode', 'confirmationCode');
  const password = requireString(body, 'Password', 'password');
  const user = findNamedUser(ctx, login);
  // A hidden unknown user looks like a wrong code.
  if (!user) throw codeMismatch();
  checkPasswordPolicy(password, ctx.settings);
  redeemCode(ctx, user.username, 'reset', code);
  const secrets = await passwordSecrets(ctx.settings, user.username, password);
  ctx.users.update(user.username, {
    ...secrets,
    status: user.status === 'UNCONFIRMED' ? 'UNCONFIRMED' : 'CONFIRMED',
    failedAttempts: 0,
    lockedUntil: 0,
  });
  return {};
};

/** The pool has no device tracking: device calls answer as such a pool does. */
export const deviceNotConfigured: Operation = async (ctx, { body, target }) => {
  if (typeof body.AccessToken === 'string') await userFromAccessToken(ctx, body);
  if (target === 'ListDevices') return { Devices: [] };
  throw invalidParameter('Device tracking is not enabled for this user pool.');
};
