// Account flows through the real aws-amplify client: new password required, password
// reset, change password, attributes, refresh, sign-out and global sign-out.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  confirmResetPassword,
  confirmSignIn,
  deleteUser,
  fetchAuthSession,
  fetchUserAttributes,
  resetPassword,
  signIn,
  signOut,
  updatePassword,
  updateUserAttributes,
} from 'aws-amplify/auth';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminResetUserPasswordCommand,
  CognitoIdentityProviderClient,
  GetUserCommand,
  ListUsersCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { LOCAL_USER_POOL_CLIENT_ID, LOCAL_USER_POOL_ID } from '../shared/local-ids';
import { startTestIdentity, type TestIdentity } from './test-server';

let cloud: TestIdentity;
let admin: CognitoIdentityProviderClient;
const store = new Map<string, string>();

async function call(operation: string, body: unknown) {
  const res = await fetch(cloud.url + '/', {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${operation}` },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Record<string, any> };
}
const refreshTokenInStore = () => [...store].find(([key]) => key.endsWith('.refreshToken'))?.[1];

async function createUser(email: string, temporaryPassword: string) {
  await admin.send(
    new AdminCreateUserCommand({
      UserPoolId: LOCAL_USER_POOL_ID,
      Username: email,
      TemporaryPassword: temporaryPassword,
      UserAttributes: [{ Name: 'email', Value: email }, { Name: 'email_verified', Value: 'true' }],
      MessageAction: 'SUPPRESS',
    }),
  );
}

async function confirmedUser(email: string, password: string) {
  await createUser(email, 'Temp#2025abc');
  const first = await signIn({ username: email, password: 'Temp#2025abc' });
  expect(first.nextStep.signInStep).toBe('CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED');
  await confirmSignIn({ challengeResponse: password });
  await signOut();
}

beforeAll(async () => {
  cloud = await startTestIdentity();
  cognitoUserPoolsTokenProvider.setKeyValueStorage({
    setItem: async (k, v) => void store.set(k, v),
    getItem: async (k) => store.get(k) ?? null,
    removeItem: async (k) => void store.delete(k),
    clear: async () => store.clear(),
  });
  admin = new CognitoIdentityProviderClient({
    region: 'us-east-1',
    endpoint: cloud.url,
    credentials: cloud.operator,
  });
});
afterAll(async () => {
  await signOut().catch(() => {});
  admin?.destroy();
  await cloud?.close();
});

describe('admin operations', () => {
  it('need a valid SigV4 signature from the operator', async () => {
    const stranger = new CognitoIdentityProviderClient({
      region: 'us-east-1',
      endpoint: cloud.url,
      credentials: { accessKeyId: cloud.operator.accessKeyId, secretAccessKey: 'wrong-secret' },
    });
    await expect(stranger.send(new ListUsersCommand({ UserPoolId: LOCAL_USER_POOL_ID }))).rejects.toMatchObject({
      name: 'InvalidSignatureException',
    });
    stranger.destroy();
    const unsigned = await call('ListUsers', { UserPoolId: LOCAL_USER_POOL_ID });
    expect(unsigned.json.__type).toBe('MissingAuthenticationTokenException');
  });

  it('let a function call only what defineAuth grants it (grantPurchase: listUsers, getUser)', async () => {
    const asFunction = (name: string) => {
      const c = cloud.service.credentials.issue({ kind: 'function', roleName: `function:${name}`, functionName: name });
      return new CognitoIdentityProviderClient({
        region: 'us-east-1',
        endpoint: cloud.url,
        credentials: { accessKeyId: c.accessKeyId, secretAccessKey: c.secretAccessKey, sessionToken: c.sessionToken },
      });
    };
    const grant = asFunction('grantPurchase');
    await expect(grant.send(new ListUsersCommand({ UserPoolId: LOCAL_USER_POOL_ID, Filter: 'email = "nadie@example.com"' }))).resolves.toMatchObject({ Users: [] });
    await expect(
      grant.send(new AdminCreateUserCommand({ UserPoolId: LOCAL_USER_POOL_ID, Username: 'x@example.com', MessageAction: 'SUPPRESS' })),
    ).rejects.toMatchObject({ name: 'AccessDeniedException' });
    const other = asFunction('mediaUrl');
    await expect(other.send(new ListUsersCommand({ UserPoolId: LOCAL_USER_POOL_ID }))).rejects.toMatchObject({ name: 'AccessDeniedException' });
    grant.destroy();
    other.destroy();
  });

  it('refuse a temporary password after its validity (7 days)', async () => {
    await createUser('tarde@example.com', 'Temp#2025abc');
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 8 * 86_400_000 });
    try {
      await expect(signIn({ username: 'tarde@example.com', password: 'Temp#2025abc' })).rejects.toMatchObject({
        name: 'NotAuthorizedException',
        message: 'Temporary password has expired and must be reset by an administrator.',
      });
    } finally {
      vi.useRealTimers();
    }
  });

  it('create a user with a temporary password who must choose a new one, and find them by e-mail', async () => {
    await createUser('invitado@example.com', 'Temp#2025abc');
    const found = await admin.send(new ListUsersCommand({ UserPoolId: LOCAL_USER_POOL_ID, Filter: 'email = "invitado@example.com"' }));
    expect(found.Users).toHaveLength(1);
    expect(found.Users![0].UserStatus).toBe('FORCE_CHANGE_PASSWORD');

    const first = await signIn({ username: 'invitado@example.com', password: 'Temp#2025abc' });
    expect(first.nextStep.signInStep).toBe('CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED');
    await expect(confirmSignIn({ challengeResponse: 'short' })).rejects.toMatchObject({ name: 'InvalidPasswordException' });
    const done = await confirmSignIn({ challengeResponse: 'Elegida#2025x' });
    expect(done.nextStep.signInStep).toBe('DONE');
    await signOut();

    const got = await admin.send(new AdminGetUserCommand({ UserPoolId: LOCAL_USER_POOL_ID, Username: 'invitado@example.com' }));
    expect(got.UserStatus).toBe('CONFIRMED');
    await admin.send(new AdminAddUserToGroupCommand({ UserPoolId: LOCAL_USER_POOL_ID, Username: 'invitado@example.com', GroupName: 'ADMINS' }));
    await signIn({ username: 'invitado@example.com', password: 'Elegida#2025x' });
    const { tokens } = await fetchAuthSession();
    expect(tokens!.idToken!.payload['cognito:groups']).toEqual(['ADMINS']);
    expect(cloud.service.users.findByEmail('invitado@example.com')?.groups).toEqual(['ADMINS']);
    await signOut();
  });
});

describe('account', () => {
  it('resets a forgotten password with the mailed code', async () => {
    await confirmedUser('olvido@example.com', 'Primera#2025x');
    const reset = await resetPassword({ username: 'olvido@example.com' });
    expect(reset.nextStep.resetPasswordStep).toBe('CONFIRM_RESET_PASSWORD_WITH_CODE');
    const code = await cloud.latestCode('olvido@example.com');
    await expect(confirmResetPassword({ username: 'olvido@example.com', confirmationCode: code === '123456' ? '654321' : '123456', newPassword: 'Segunda#2025x' })).rejects.toMatchObject({
      name: 'CodeMismatchException',
    });
    await confirmResetPassword({ username: 'olvido@example.com', confirmationCode: code, newPassword: 'Segunda#2025x' });
    await expect(signIn({ username: 'olvido@example.com', password: 'Primera#2025x' })).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    expect((await signIn({ username: 'olvido@example.com', password: 'Segunda#2025x' })).nextStep.signInStep).toBe('DONE');
    await signOut();
  });

  it('kills a reset code after five wrong guesses', async () => {
    await confirmedUser('adivina@example.com', 'Adivina#2025x');
    await resetPassword({ username: 'adivina@example.com' });
    const code = await cloud.latestCode('adivina@example.com');
    const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
    const names: string[] = [];
    for (let i = 0; i < 5; i++) {
      names.push(await confirmResetPassword({ username: 'adivina@example.com', confirmationCode: wrong(i), newPassword: 'Nueva#2025xy' }).then(() => 'ok', (e: Error) => e.name));
    }
    expect(names).toEqual(['CodeMismatchException', 'CodeMismatchException', 'CodeMismatchException', 'CodeMismatchException', 'LimitExceededException']);
    await expect(confirmResetPassword({ username: 'adivina@example.com', confirmationCode: code, newPassword: 'Nueva#2025xy' })).rejects.toMatchObject({
      name: 'LimitExceededException',
      message: 'Attempt limit exceeded, please try after some time.',
    });
    await resetPassword({ username: 'adivina@example.com' });
    await confirmResetPassword({ username: 'adivina@example.com', confirmationCode: await cloud.latestCode('adivina@example.com'), newPassword: 'Nueva#2025xy' });
  });

  it('make a user reset their password when an administrator asks (RESET_PASSWORD step)', async () => {
    await confirmedUser('reinicio@example.com', 'Reinicio#2025x');
    await admin.send(new AdminResetUserPasswordCommand({ UserPoolId: LOCAL_USER_POOL_ID, Username: 'reinicio@example.com' }));
    const step = await signIn({ username: 'reinicio@example.com', password: 'Reinicio#2025x' });
    expect(step.nextStep.signInStep).toBe('RESET_PASSWORD');
    const code = await cloud.latestCode('reinicio@example.com');
    await confirmResetPassword({ username: 'reinicio@example.com', confirmationCode: code, newPassword: 'Otra#2025xyz' });
    expect((await signIn({ username: 'reinicio@example.com', password: 'Otra#2025xyz' })).nextStep.signInStep).toBe('DONE');
    await signOut();
  });

  it('changes the password, and updates and fetches attributes', async () => {
    await confirmedUser('perfil@example.com', 'Perfil#2025x');
    await signIn({ username: 'perfil@example.com', password: 'Perfil#2025x' });
    await expect(updatePassword({ oldPassword: 'Otra#2025xx', newPassword: 'Nueva#2025xx' })).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    await updatePassword({ oldPassword: 'Perfil#2025x', newPassword: 'Nueva#2025xx' });

    const updated = await updateUserAttributes({
      userAttributes: { name: 'María', family_name: 'López', gender: 'Femenino', 'custom:avatarEyes': 'variant02' },
    });
    expect(updated.name.isUpdated).toBe(true);
    const attributes = await fetchUserAttributes();
    expect(attributes).toMatchObject({ name: 'María', family_name: 'López', gender: 'Femenino', 'custom:avatarEyes': 'variant02', email: 'perfil@example.com' });
    await expect(updateUserAttributes({ userAttributes: { 'custom:nope': 'x' } })).rejects.toMatchObject({ name: 'InvalidParameterException' });
    await expect(updateUserAttributes({ userAttributes: { phone_number: '555-555-0123' } })).rejects.toMatchObject({
      name: 'InvalidParameterException',
      message: 'Invalid phone number format.',
    });
    await signOut();

    await expect(signIn({ username: 'perfil@example.com', password: 'Perfil#2025x' })).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    await signIn({ username: 'perfil@example.com', password: 'Nueva#2025xx' });
    // The id token carries the new attributes after a refresh.
    const { tokens } = await fetchAuthSession({ forceRefresh: true });
    expect(tokens!.idToken!.payload.name).toBe('María');
    await signOut();
  });

  it('refreshes tokens, and sign-out revokes the refresh token and the tokens issued from it', async () => {
    await confirmedUser('sesion@example.com', 'Sesion#2025x');
    await signIn({ username: 'sesion@example.com', password: 'Sesion#2025x' });
    const before = (await fetchAuthSession()).tokens!;
    await new Promise((r) => setTimeout(r, 1100)); // a new iat
    const after = (await fetchAuthSession({ forceRefresh: true })).tokens!;
    expect(after.accessToken.toString()).not.toBe(before.accessToken.toString());
    expect(after.accessToken.payload.origin_jti).toBe(before.accessToken.payload.origin_jti);
    expect((await call('GetUser', { AccessToken: after.accessToken.toString() })).status).toBe(200);

    const refreshToken = refreshTokenInStore();
    expect(refreshToken).toBeTruthy();
    await signOut();
    const refreshed = await call('GetTokensFromRefreshToken', { ClientId: LOCAL_USER_POOL_CLIENT_ID, RefreshToken: refreshToken });
    expect(refreshed.json).toEqual({ __type: 'NotAuthorizedException', message: 'Refresh Token has been revoked' });
    const oldInitiate = await call('InitiateAuth', { AuthFlow: 'REFRESH_TOKEN_AUTH', ClientId: LOCAL_USER_POOL_CLIENT_ID, AuthParameters: { REFRESH_TOKEN: refreshToken } });
    expect(oldInitiate.json.__type).toBe('NotAuthorizedException');
    const getUser = await call('GetUser', { AccessToken: after.accessToken.toString() });
    expect(getUser.json).toEqual({ __type: 'NotAuthorizedException', message: 'Access Token has been revoked' });
  });

  it('global sign-out ends every session of the user', async () => {
    await signIn({ username: 'sesion@example.com', password: 'Sesion#2025x' });
    const oldAccess = (await fetchAuthSession()).tokens!.accessToken.toString();
    const sdk = new CognitoIdentityProviderClient({ region: 'us-east-1', endpoint: cloud.url, credentials: { accessKeyId: 'x', secretAccessKey: 'y' } });
    await expect(sdk.send(new GetUserCommand({ AccessToken: oldAccess }))).resolves.toMatchObject({ Username: expect.any(String) });
    await signOut({ global: true });
    await expect(sdk.send(new GetUserCommand({ AccessToken: oldAccess }))).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Access Token has been revoked',
    });
    sdk.destroy();
  });

  it('deletes the user, whose tokens then stop working', async () => {
    await signIn({ username: 'sesion@example.com', password: 'Sesion#2025x' });
    const access = (await fetchAuthSession()).tokens!.accessToken.toString();
    await deleteUser();
    expect((await call('GetUser', { AccessToken: access })).json.__type).toBe('NotAuthorizedException');
    await expect(signIn({ username: 'sesion@example.com', password: 'Sesion#2025x' })).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    expect(cloud.service.users.findByEmail('sesion@example.com')).toBeUndefined();
  });
});
