// Routes gateway requests that belong to the identity service: the two Cognito JSON
// protocols (chosen by X-Amz-Target), the JWKS and the mailbox. Anything else is left to
// the next handler. Every failure is answered in Cognito's error shape, never a crash.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PoolContext, Operation, Body } from './context';
import { CognitoError } from './errors';
import * as account from './account';
import * as admin from './admin';
import * as flows from './auth-flows';
import * as identityPool from './identity-pool';
import * as mfa from './mfa';
import * as poolAdmin from './pool-admin';
import { adminInitiateAuth } from './admin-auth';
import * as signUp from './sign-up';

const USER_POOL_PREFIX = 'AWSCognitoIdentityProviderService.';
const IDENTITY_POOL_PREFIX = 'AWSCognitoIdentityService.';

const USER_POOL_OPERATIONS: Record<string, Operation> = {
  SignUp: signUp.signUp,
  ConfirmSignUp: signUp.confirmSignUp,
  ResendConfirmationCode: signUp.resendConfirmationCode,
  InitiateAuth: flows.initiateAuth,
  RespondToAuthChallenge: flows.respondToAuthChallenge,
  GetTokensFromRefreshToken: flows.getTokensFromRefreshToken,
  AssociateSoftwareToken: mfa.associateSoftwareToken,
  VerifySoftwareToken: mfa.verifySoftwareToken,
  SetUserMFAPreference: mfa.setUserMfaPreference,
  ForgotPassword: account.forgotPassword,
  ConfirmForgotPassword: account.confirmForgotPassword,
  ChangePassword: account.changePassword,
  GetUser: account.getUser,
  UpdateUserAttributes: account.updateUserAttributes,
  DeleteUserAttributes: account.deleteUserAttributes,
  GetUserAttributeVerificationCode: account.getUserAttributeVerificationCode,
  VerifyUserAttribute: account.verifyUserAttribute,
  DeleteUser: account.deleteUser,
  GlobalSignOut: account.globalSignOut,
  RevokeToken: account.revokeToken,
  ConfirmDevice: account.deviceNotConfigured,
  ForgetDevice: account.deviceNotConfigured,
  GetDevice: account.deviceNotConfigured,
  ListDevices: account.deviceNotConfigured,
  UpdateDeviceStatus: account.deviceNotConfigured,
  AdminCreateUser: admin.adminCreateUser,
  AdminAddUserToGroup: admin.adminAddUserToGroup,
  AdminRemoveUserFromGroup: admin.adminRemoveUserFromGroup,
  AdminListGroupsForUser: admin.adminListGroupsForUser,
  AdminGetUser: admin.adminGetUser,
  AdminConfirmSignUp: admin.adminConfirmSignUp,
  AdminDeleteUser: admin.adminDeleteUser,
  AdminSetUserPassword: admin.adminSetUserPassword,
  AdminResetUserPassword: admin.adminResetUserPassword,
  ListUsers: admin.listUsers,
  AdminUpdateUserAttributes: admin.adminUpdateUserAttributes,
  AdminDisableUser: admin.adminDisableUser,
  AdminEnableUser: admin.adminEnableUser,
  AdminInitiateAuth: adminInitiateAuth,
  ListGroups: poolAdmin.listGroups,
  GetGroup: poolAdmin.getGroup,
  DescribeUserPool: poolAdmin.describeUserPool,
  DescribeUserPoolClient: poolAdmin.describeUserPoolClient,
};

const IDENTITY_POOL_OPERATIONS: Record<string, Operation> = {
  GetId: identityPool.getId,
  GetCredentialsForIdentity: identityPool.getCredentialsForIdentity,
  GetOpenIdToken: identityPool.getOpenIdToken,
};

function send(res: ServerResponse, status: number, payload: unknown, contentType = 'application/x-amz-json-1.1'): void {
  const text = JSON.stringify(payload);
  res.writeHead(status, {
    'content-type': contentType,
    'content-length': Buffer.byteLength(text),
    'x-amzn-requestid': randomUUID(),
    ...(status >= 400 && payload && typeof payload === 'object' && '__type' in payload
      ? { 'x-amzn-errortype': String((payload as { __type: string }).__type) }
      : {}),
  });
  res.end(text);
}

function sendError(res: ServerResponse, error: CognitoError): void {
  send(res, error.status, { __type: error.type, message: error.message });
}

export function createRouter(ctx: PoolContext) {
  const jwksPath = `/${ctx.settings.userPoolId}/.well-known/jwks.json`;

  return async function handle(req: IncomingMessage, res: ServerResponse, raw: Buffer): Promise<boolean> {
    const url = new URL(req.url ?? '/', 'http://localhost');

    // The pool's keys, also where the identity pool's OpenID tokens are checked.
    if (req.method === 'GET' && (url.pathname === jwksPath || url.pathname === '/.well-known/jwks_uri')) {
      send(res, 200, ctx.tokens.jwks(), 'application/json');
      return true;
    }
    if (req.method === 'GET' && url.pathname === '/_local/messages') {
      const to = url.searchParams.get('to');
      if (!to) send(res, 400, { message: 'Query parameter "to" is required' }, 'application/json');
      else send(res, 200, ctx.mailbox.list(to), 'application/json');
      return true;
    }

    const targetHeader = req.headers['x-amz-target'];
    const target = Array.isArray(targetHeader) ? targetHeader[0] : targetHeader;
    if (req.method !== 'POST' || !target) return false;
    let operations: Record<string, Operation>;
    let name: string;
    if (target.startsWith(USER_POOL_PREFIX)) {
      operations = USER_POOL_OPERATIONS;
      name = target.slice(USER_POOL_PREFIX.length);
    } else if (target.startsWith(IDENTITY_POOL_PREFIX)) {
      operations = IDENTITY_POOL_OPERATIONS;
      name = target.slice(IDENTITY_POOL_PREFIX.length);
    } else {
      return false;
    }

    try {
      const operation = Object.hasOwn(operations, name) ? operations[name] : undefined;
      if (!operation) throw new CognitoError('UnknownOperationException', `Unknown operation ${target}`);
      let body: Body;
      try {
        const parsed: unknown = raw.length ? JSON.parse(raw.toString('utf8')) : {};
        if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object');
        body = parsed as Body;
      } catch {
        throw new CognitoError('SerializationException', 'Start of structure or map found where not expected.');
      }
      const result = await operation(ctx, { body, raw, req, target: name });
      send(res, 200, result ?? {});
    } catch (error) {
      if (error instanceof CognitoError) {
        sendError(res, error);
      } else {
        ctx.log(`identity: ${target} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
        sendError(res, new CognitoError('InternalErrorException', 'Internal server error.', 500));
      }
    }
    return true;
  };
}
