// Admin operations (AdminCreateUser, groups, AdminGetUser, AdminUpdateUserAttributes,
// AdminDisableUser / AdminEnableUser, ListUsers ...), SigV4-signed: the local operator may call
// them all; a function may call what defineAuth's access grants it (grantPurchase: listUsers,
// getUser).
import { randomInt, randomUUID } from 'node:crypto';
import { LOCAL_ACCOUNT_ID } from '../shared/local-ids';
import { operatorAwareResolver } from '../shared/operator';
import type { Principal } from '../shared/contracts';
import { verifySigV4 } from '../shared/sigv4';
import { checkAttributes, readAttributeList, toAttributeList } from './attributes';
import type { Body, Operation, OperationRequest, PoolContext } from './context';
import { CognitoError, invalidParameter, requireString, userDoesNotExist, usernameExists } from './errors';
import { checkPasswordPolicy, passwordSecrets } from './password';
import { RESET_CODE_TTL_MS, VERIFY_CODE_TTL_MS } from './account';
import { invitationMessage, verificationMessage } from './mailbox';
import type { UserRecord } from './users-store';

export async function authorize(ctx: PoolContext, request: OperationRequest): Promise<Principal> {
  const result = await verifySigV4(
    { method: request.req.method ?? 'POST', url: request.req.url ?? '/', headers: request.req.headers, body: request.raw },
    {
      service: 'cognito-idp',
      resolveCredential: operatorAwareResolver(ctx.operator, ctx.credentials),
    },
  );
  if (!result.ok) {
    switch (result.code) {
      case 'MissingAuthenticationToken':
        throw new CognitoError('MissingAuthenticationTokenException', 'Missing Authentication Token');
      case 'InvalidAccessKeyId':
      case 'InvalidToken':
        throw new CognitoError('UnrecognizedClientException', 'The security token included in the request is invalid.');
      case 'ExpiredToken':
        throw new CognitoError('ExpiredTokenException', 'The security token included in the request is expired');
      default:
        throw new CognitoError('InvalidSignatureException', result.message);
    }
  }
  const principal = result.principal;
  const allowed =
    principal.kind === 'operator' ||
    (principal.kind === 'function' && ctx.settings.functionActions.get(principal.functionName ?? '')?.has(request.target) === true);
  if (!allowed) {
    throw new CognitoError(
      'AccessDeniedException',
      `User: arn:aws:sts::${LOCAL_ACCOUNT_ID}:assumed-role/${principal.roleName} is not authorized to perform: cognito-idp:${request.target} on resource: arn:aws:cognito-idp:${ctx.settings.userPoolId.split('_')[0]}:${LOCAL_ACCOUNT_ID}:userpool/${ctx.settings.userPoolId}`,
    );
  }
  return principal;
}

export function requirePool(ctx: PoolContext, body: Body): void {
  const id = requireString(body, 'UserPoolId', 'userPoolId');
  if (id !== ctx.settings.userPoolId) throw new CognitoError('ResourceNotFoundException', `User pool ${id} does not exist.`);
}

export function requireUser(ctx: PoolContext, body: Body): UserRecord {
  const user = ctx.users.find(requireString(body, 'Username', 'username'));
  if (!user) throw userDoesNotExist();
  return user;
}

export function requireGroup(ctx: PoolContext, body: Body): string {
  const name = requireString(body, 'GroupName', 'groupName');
  if (!ctx.settings.groups.some((g) => g.name === name)) throw new CognitoError('ResourceNotFoundException', 'Group not found.');
  return name;
}

function userType(user: UserRecord) {
  return {
    Username: user.username,
    Attributes: toAttributeList(user.attributes),
    UserCreateDate: user.createdAt / 1000,
    UserLastModifiedDate: user.updatedAt / 1000,
    Enabled: user.enabled,
    UserStatus: user.status,
  };
}

/** A temporary password that meets the pool's policy. */
function temporaryPassword(): string {
  const pick = (set: string) => set[randomInt(set.length)];
  const chars = [pick('abcdefghijkmnpqrstuvwxyz'), pick('ABCDEFGHJKLMNPQRSTUVWXYZ'), pick('23456789'), pick('!#$%&*?@')];
  while (chars.length < 12) chars.push(pick('abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789'));
  return chars.join('');
}

export const admin =
  (run: (ctx: PoolContext, body: Body) => unknown): Operation =>
  async (ctx, request) => {
    await authorize(ctx, request);
    requirePool(ctx, request.body);
    return run(ctx, request.body);
  };

export const adminCreateUser: Operation = async (ctx, request) => {
  await authorize(ctx, request);
  const body = request.body;
  requirePool(ctx, body);
  const login = requireString(body, 'Username', 'username');
  const attributes = readAttributeList(body.UserAttributes);
  if (!/^[^\s@]+@[^\s@]+$/.test(login)) throw invalidParameter('Username should be an email.');
  attributes.email ??= login;
  const { email_verified: emailVerified, ...clientAttributes } = attributes;
  checkAttributes(ctx.settings, clientAttributes, 'create');
  const action = typeof body.MessageAction === 'string' ? body.MessageAction : undefined;
  if (ctx.users.find(login)) {
    if (action !== 'RESEND') throw usernameExists();
  }
  const given = typeof body.TemporaryPassword === 'string' ? body.TemporaryPassword : undefined;
  const password = given ?? temporaryPassword();
  if (given) checkPasswordPolicy(given, ctx.settings);
  const existing = ctx.users.find(login);
  const username = existing?.username ?? randomUUID();
  const secrets = await passwordSecrets(ctx.settings, username, password);
  if (existing) {
    ctx.users.update(username, { ...secrets, status: 'FORCE_CHANGE_PASSWORD' });
  } else {
    if (ctx.users.find(login)) throw usernameExists();
    ctx.users.create({
      username,
      email: login,
      status: 'FORCE_CHANGE_PASSWORD',
      attributes: { ...clientAttributes, email_verified: emailVerified === 'true' ? 'true' : 'false', sub: username },
      ...secrets,
    });
  }
  ctx.users.update(username, { tempPasswordExpiresAt: Date.now() + ctx.settings.temporaryPasswordValidityDays * 86_400_000 });
  const user = ctx.users.get(username)!;
  if (action !== 'SUPPRESS') {
    ctx.mailbox.send({
      to: user.attributes.email,
      ...invitationMessage(ctx.settings, login, password),
      code: password,
    });
  }
  return { User: userType(user) };
};

export const adminAddUserToGroup = admin((ctx, body) => {
  const user = requireUser(ctx, body);
  ctx.users.addToGroup(user.username, requireGroup(ctx, body));
  return {};
});

export const adminRemoveUserFromGroup = admin((ctx, body) => {
  const user = requireUser(ctx, body);
  ctx.users.removeFromGroup(user.username, requireGroup(ctx, body));
  return {};
});

export const adminListGroupsForUser = admin((ctx, body) => {
  const user = requireUser(ctx, body);
  const groups = ctx.users.groups(user.username);
  return {
    Groups: ctx.settings.groups
      .filter((g) => groups.includes(g.name))
      .map((g) => ({ GroupName: g.name, UserPoolId: ctx.settings.userPoolId, Precedence: g.precedence, RoleArn: ctx.settings.roleArn(`${g.name}GroupRole`) })),
  };
});

export const adminGetUser = admin((ctx, body) => {
  const user = requireUser(ctx, body);
  const { Attributes, ...rest } = userType(user);
  return {
    ...rest,
    UserAttributes: Attributes,
    ...(user.mfaEnabled.length ? { UserMFASettingList: user.mfaEnabled } : {}),
    ...(user.mfaPreferred ? { PreferredMfaSetting: user.mfaPreferred } : {}),
  };
});

export const adminConfirmSignUp = admin((ctx, body) => {
  const user = requireUser(ctx, body);
  if (user.status !== 'UNCONFIRMED') throw new CognitoError('NotAuthorizedException', `User cannot be confirmed. Current status is ${user.status}`);
  ctx.users.update(user.username, { status: 'CONFIRMED' });
  return {};
});

export const adminSetUserPassword: Operation = async (ctx, request) => {
  await authorize(ctx, request);
  requirePool(ctx, request.body);
  const user = requireUser(ctx, request.body);
  const password = requireString(request.body, 'Password', 'password');
  checkPasswordPolicy(password, ctx.settings);
  const permanent = request.body.Permanent === true;
  ctx.users.update(user.username, {
    ...(await passwordSecrets(ctx.settings, user.username, password)),
    status: permanent ? 'CONFIRMED' : 'FORCE_CHANGE_PASSWORD',
    tempPasswordExpiresAt: permanent ? 0 : Date.now() + ctx.settings.temporaryPasswordValidityDays * 86_400_000,
    failedAttempts: 0,
    lockedUntil: 0,
  });
  return {};
};

/** The user must reset their password with a mailed code before signing in again. */
export const adminResetUserPassword = admin((ctx, body) => {
  const user = requireUser(ctx, body);
  ctx.users.update(user.username, { status: 'RESET_REQUIRED' });
  const code = ctx.users.issueCode(user.username, 'reset', RESET_CODE_TTL_MS);
  ctx.mailbox.send({ to: user.attributes.email, ...verificationMessage(ctx.settings, code), code });
  return {};
});

export const adminDeleteUser = admin((ctx, body) => {
  const user = requireUser(ctx, body);
  ctx.tokens.revokeUser(user.username);
  ctx.users.delete(user.username);
  return {};
});

/** The attributes ListUsers can filter on, and how to read them from a user. */
const FILTERABLE: Record<string, (u: UserRecord) => string | undefined> = {
  username: (u) => u.username,
  sub: (u) => u.username,
  email: (u) => u.attributes.email,
  phone_number: (u) => u.attributes.phone_number,
  name: (u) => u.attributes.name,
  given_name: (u) => u.attributes.given_name,
  family_name: (u) => u.attributes.family_name,
  preferred_username: (u) => u.attributes.preferred_username,
  'cognito:user_status': (u) => u.status,
  status: (u) => (u.enabled ? 'Enabled' : 'Disabled'),
};

export const listUsers = admin((ctx, body) => {
  const limit = typeof body.Limit === 'number' ? body.Limit : 60;
  if (limit < 0 || limit > 60) throw invalidParameter(`1 validation error detected: Value '${limit}' at 'limit' failed to satisfy constraint: Member must have value less than or equal to 60`);
  let match: (u: UserRecord) => boolean = () => true;
  if (typeof body.Filter === 'string' && body.Filter.trim()) {
    const m = /^\s*([\w:]+)\s*(=|\^=)\s*"((?:[^"\\]|\\.)*)"\s*$/.exec(body.Filter);
    if (!m || !FILTERABLE[m[1]]) throw invalidParameter('Invalid search filter.');
    const read = FILTERABLE[m[1]];
    const value = m[3].replace(/\\(.)/g, '$1');
    // Cognito compares e-mail filters case-insensitively like the sign-in alias.
    const norm = (s: string) => (m[1] === 'email' ? s.toLowerCase() : s);
    match = m[2] === '=' ? (u) => norm(read(u) ?? '') === norm(value) : (u) => norm(read(u) ?? '').startsWith(norm(value));
  }
  const start = typeof body.PaginationToken === 'string' ? Number(Buffer.from(body.PaginationToken, 'base64').toString()) || 0 : 0;
  const all = ctx.users.list(100_000).filter(match);
  const page = all.slice(start, start + limit);
  const next = start + limit < all.length ? Buffer.from(String(start + limit)).toString('base64') : undefined;
  return { Users: page.map(userType), ...(next ? { PaginationToken: next } : {}) };
});

/** Attributes an administrator may set that a client may not: the verification flags. */
const VERIFICATION_FLAGS = ['email_verified', 'phone_number_verified'];

export const adminUpdateUserAttributes = admin((ctx, body) => {
  const user = requireUser(ctx, body);
  const given = readAttributeList(body.UserAttributes);
  if (body.UserAttributes === undefined) {
    throw invalidParameter("1 validation error detected: Value null at 'userAttributes' failed to satisfy constraint: Member must not be null");
  }
  const flags: Record<string, string> = {};
  const changes: Record<string, string> = {};
  for (const [name, value] of Object.entries(given)) {
    if (VERIFICATION_FLAGS.includes(name)) {
      if (value !== 'true' && value !== 'false') throw invalidParameter(`Invalid value for ${name}: must be true or false.`);
      flags[name] = value;
    } else changes[name] = value;
  }
  checkAttributes(ctx.settings, changes, 'update');
  const attributes = { ...user.attributes, ...changes, ...flags };
  const newEmail = changes.email;
  if (newEmail !== undefined && newEmail.toLowerCase() !== user.email) {
    const other = ctx.users.find(newEmail);
    if (other && other.username !== user.username) throw new CognitoError('AliasExistsException', 'An account with the given email already exists.');
    ctx.users.update(user.username, { email: newEmail });
    // An address the administrator does not mark verified must be verified by its owner.
    if (flags.email_verified !== 'true') {
      attributes.email_verified = 'false';
      const code = ctx.users.issueCode(user.username, 'verify_email', VERIFY_CODE_TTL_MS);
      ctx.mailbox.send({ to: newEmail, ...verificationMessage(ctx.settings, code), code });
    }
  }
  ctx.users.update(user.username, { attributes });
  return {};
});

/** A deactivated user cannot sign in and every token issued to them stops working at once. */
export const adminDisableUser = admin((ctx, body) => {
  const user = requireUser(ctx, body);
  ctx.users.update(user.username, { enabled: false });
  ctx.tokens.revokeUser(user.username);
  return {};
});

export const adminEnableUser = admin((ctx, body) => {
  const user = requireUser(ctx, body);
  ctx.users.update(user.username, { enabled: true });
  return {};
});
