// SignUp, ConfirmSignUp and ResendConfirmationCode: self sign-up with an e-mail code
// (valid 24 hours, single use) as a Gen 2 pool with e-mail sign-in and verification does it.
import { randomUUID } from 'node:crypto';
import { checkAttributes, emailDelivery, readAttributeList } from './attributes';
import { findNamedUser, requireClient } from './client';
import type { Operation, PoolContext } from './context';
import { codeMismatch, invalidParameter, notAuthorized, requireString, usernameExists } from './errors';
import { verificationMessage } from './mailbox';
import { checkPasswordPolicy, passwordSecrets } from './password';
import type { UserRecord } from './users-store';
import { redeemCode } from './codes';

export const SIGN_UP_CODE_TTL_MS = 24 * 3600_000;

export function sendSignUpCode(ctx: PoolContext, user: UserRecord) {
  const code = ctx.users.issueCode(user.username, 'signup', SIGN_UP_CODE_TTL_MS);
  const email = user.attributes.email ?? user.email;
  ctx.mailbox.send({ to: email, ...verificationMessage(ctx.settings, code), code });
  return emailDelivery(email);
}

export const signUp: Operation = async (ctx, { body }) => {
  requireClient(ctx, body);
  const login = requireString(body, 'Username', 'username');
  const password = requireString(body, 'Password', 'password');
  const attributes = readAttributeList(body.UserAttributes);
  // The pool signs in with e-mail: the username given is the e-mail address.
  if (!/^[^\s@]+@[^\s@]+$/.test(login)) throw invalidParameter('Username should be an email.');
  attributes.email ??= login;
  if (attributes.email.toLowerCase() !== login.toLowerCase()) {
    throw invalidParameter('Username should be an email.');
  }
  checkAttributes(ctx.settings, attributes, 'create');
  checkPasswordPolicy(password, ctx.settings);
  if (ctx.users.find(login)) throw usernameExists();

  const username = randomUUID();
  const secrets = await passwordSecrets(ctx.settings, username, password);
  // Re-check after the slow hash: two sign-ups of one address must not both succeed.
  if (ctx.users.find(login)) throw usernameExists();
  const user = ctx.users.create({
    username,
    email: login,
    status: 'UNCONFIRMED',
    attributes: { ...attributes, email_verified: 'false', sub: username },
    ...secrets,
  });
  const delivery = sendSignUpCode(ctx, user);
  return { UserConfirmed: false, UserSub: username, CodeDeliveryDetails: delivery };
};

export const confirmSignUp: Operation = (ctx, { body }) => {
  requireClient(ctx, body);
  const login = requireString(body, 'Username', 'username');
  const code = requireString(body, 'ConfirmationCode', 'confirmationCode');
  const user = findNamedUser(ctx, login);
  // With PreventUserExistenceErrors an unknown user looks like a wrong code.
  if (!user) throw codeMismatch();
  if (user.status !== 'UNCONFIRMED') throw notAuthorized(`User cannot be confirmed. Current status is ${user.status}`);
  redeemCode(ctx, user.username, 'signup', code);
  ctx.users.update(user.username, { status: 'CONFIRMED', attributes: { ...user.attributes, email_verified: 'true' } });
  return {};
};

export const resendConfirmationCode: Operation = (ctx, { body }) => {
  requireClient(ctx, body);
  const login = requireString(body, 'Username', 'username');
  const user = findNamedUser(ctx, login);
  // Hidden unknown users get the answer a real one would.
  if (!user) return { CodeDeliveryDetails: emailDelivery(login) };
  if (user.status !== 'UNCONFIRMED') throw invalidParameter('User is already confirmed.');
  return { CodeDeliveryDetails: sendSignUpCode(ctx, user) };
};
