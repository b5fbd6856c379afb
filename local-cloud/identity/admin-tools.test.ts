// The calls admin tools and back ends make of the pools (the AWS CLI's cognito-idp and
// cognito-identity commands send the same requests), through the AWS SDK v3 clients: groups,
// the pool and client descriptions, attribute updates, deactivation, AdminInitiateAuth, and the
// identity pool's GetId / GetCredentialsForIdentity / GetOpenIdToken with the user pool named
// in AWS's login form. The pool's app client allows ADMIN_USER_PASSWORD_AUTH here, as a
// backend.ts that sets the client's explicitAuthFlows would.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AdminCreateUserCommand,
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminGetUserCommand,
  AdminInitiateAuthCommand,
  AdminSetUserPasswordCommand,
  AdminUpdateUserAttributesCommand,
  CognitoIdentityProviderClient,
  DescribeUserPoolClientCommand,
  DescribeUserPoolCommand,
  GetGroupCommand,
  GetUserCommand,
  ListGroupsCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { CognitoIdentityClient, GetCredentialsForIdentityCommand, GetIdCommand, GetOpenIdTokenCommand } from '@aws-sdk/client-cognito-identity';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { loadBackend } from '../backend/description';
import { LOCAL_IDENTITY_POOL_ID, LOCAL_USER_POOL_CLIENT_ID, LOCAL_USER_POOL_ID } from '../shared/local-ids';
import { startTestIdentity, type TestIdentity } from './test-server';

const pool = { UserPoolId: LOCAL_USER_POOL_ID };
const EMAIL = 'herramientas@example.com';
const PASSWORD = 'Herra#mienta2025';
const AWS_LOGIN = `cognito-idp.us-east-1.amazonaws.com/${LOCAL_USER_POOL_ID}`;

let cloud: TestIdentity;
let idp: CognitoIdentityProviderClient;
let identity: CognitoIdentityClient;

const failure = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return { name: (error as Error).name, message: (error as Error).message };
  }
  throw new Error('the call succeeded');
};

async function passwordSignIn(password = PASSWORD) {
  const result = await idp.send(
    new AdminInitiateAuthCommand({ ...pool, ClientId: LOCAL_USER_POOL_CLIENT_ID, AuthFlow: 'ADMIN_USER_PASSWORD_AUTH', AuthParameters: { USERNAME: EMAIL, PASSWORD: password } }),
  );
  return result.AuthenticationResult!;
}

beforeAll(async () => {
  const site = loadBackend();
  const backend = {
    ...site,
    overrides: [
      ...site.overrides,
      {
        path: ['auth', 'resources', 'cfnResources', 'cfnUserPoolClient', 'explicitAuthFlows'],
        value: ['ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH', 'ALLOW_ADMIN_USER_PASSWORD_AUTH'],
      },
    ],
  };
  cloud = await startTestIdentity({ backend });
  idp = new CognitoIdentityProviderClient({ region: 'us-east-1', endpoint: cloud.url, credentials: cloud.operator });
  identity = new CognitoIdentityClient({ region: 'us-east-1', endpoint: cloud.url, credentials: cloud.operator });
  await idp.send(new AdminCreateUserCommand({ ...pool, Username: EMAIL, UserAttributes: [{ Name: 'email', Value: EMAIL }, { Name: 'email_verified', Value: 'true' }], MessageAction: 'SUPPRESS' }));
  await idp.send(new AdminSetUserPasswordCommand({ ...pool, Username: EMAIL, Password: PASSWORD, Permanent: true }));
});
afterAll(async () => {
  idp?.destroy();
  identity?.destroy();
  await cloud?.close();
});

describe('user pool administration', () => {
  it('lists and gets the groups of the definition', async () => {
    const { Groups } = await idp.send(new ListGroupsCommand(pool));
    expect(Groups).toEqual([
      expect.objectContaining({ GroupName: 'ADMINS', UserPoolId: LOCAL_USER_POOL_ID, Precedence: 0, RoleArn: expect.stringMatching(/:role\/ADMINSGroupRole$/), CreationDate: expect.any(Date) }),
    ]);
    expect((await idp.send(new GetGroupCommand({ ...pool, GroupName: 'ADMINS' }))).Group?.GroupName).toBe('ADMINS');
    expect(await failure(idp.send(new GetGroupCommand({ ...pool, GroupName: 'EDITORES' })))).toEqual({ name: 'ResourceNotFoundException', message: 'Group not found.' });
    expect((await failure(idp.send(new ListGroupsCommand({ ...pool, Limit: 61 })))).name).toBe('InvalidParameterException');
    expect((await failure(idp.send(new ListGroupsCommand({ UserPoolId: 'us-east-1_Other' })))).name).toBe('ResourceNotFoundException');
  });

  it('describes the pool and its app client as the backend defines them', async () => {
    const { UserPool } = await idp.send(new DescribeUserPoolCommand(pool));
    expect(UserPool).toMatchObject({
      Id: LOCAL_USER_POOL_ID,
      Policies: { PasswordPolicy: { MinimumLength: 8, RequireUppercase: true, RequireLowercase: true, RequireNumbers: true, RequireSymbols: true, TemporaryPasswordValidityDays: 7 } },
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      MfaConfiguration: 'OPTIONAL',
    });
    expect(UserPool!.EstimatedNumberOfUsers).toBeGreaterThanOrEqual(1);
    expect(UserPool!.SchemaAttributes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ Name: 'email', Required: true, Mutable: true, AttributeDataType: 'String' }),
        expect.objectContaining({ Name: 'custom:avatarSeed', Mutable: true, AttributeDataType: 'String' }),
        expect.objectContaining({ Name: 'email_verified', AttributeDataType: 'Boolean' }),
      ]),
    );
    const { UserPoolClient } = await idp.send(new DescribeUserPoolClientCommand({ ...pool, ClientId: LOCAL_USER_POOL_CLIENT_ID }));
    expect(UserPoolClient).toMatchObject({
      ClientId: LOCAL_USER_POOL_CLIENT_ID,
      ExplicitAuthFlows: ['ALLOW_USER_SRP_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH', 'ALLOW_ADMIN_USER_PASSWORD_AUTH'],
      PreventUserExistenceErrors: 'ENABLED',
      EnableTokenRevocation: true,
      TokenValidityUnits: { AccessToken: 'minutes', IdToken: 'minutes', RefreshToken: 'days' },
    });
    expect(await failure(idp.send(new DescribeUserPoolClientCommand({ ...pool, ClientId: 'nope' })))).toEqual({
      name: 'ResourceNotFoundException',
      message: 'User pool client nope does not exist.',
    });
  });

  it("updates a user's attributes, verifying a new e-mail unless the administrator marks it verified", async () => {
    await idp.send(new AdminUpdateUserAttributesCommand({ ...pool, Username: EMAIL, UserAttributes: [{ Name: 'name', Value: 'Marta' }, { Name: 'custom:avatarSeed', Value: 'luna' }] }));
    const attrs = async (username = EMAIL) => Object.fromEntries(((await idp.send(new AdminGetUserCommand({ ...pool, Username: username }))).UserAttributes ?? []).map((a) => [a.Name, a.Value]));
    expect(await attrs()).toMatchObject({ name: 'Marta', 'custom:avatarSeed': 'luna', email_verified: 'true' });
    await idp.send(new AdminUpdateUserAttributesCommand({ ...pool, Username: EMAIL, UserAttributes: [{ Name: 'email', Value: 'nuevo@example.com' }] }));
    expect(await attrs('nuevo@example.com')).toMatchObject({ email: 'nuevo@example.com', email_verified: 'false' });
    expect((await cloud.messages('nuevo@example.com'))[0].code).toMatch(/^\d{6}$/);
    await idp.send(new AdminUpdateUserAttributesCommand({ ...pool, Username: 'nuevo@example.com', UserAttributes: [{ Name: 'email', Value: EMAIL }, { Name: 'email_verified', Value: 'true' }] }));
    expect(await attrs()).toMatchObject({ email: EMAIL, email_verified: 'true' });
    const refused = await failure(idp.send(new AdminUpdateUserAttributesCommand({ ...pool, Username: EMAIL, UserAttributes: [{ Name: 'custom:nope', Value: 'x' }] })));
    expect(refused).toEqual({ name: 'InvalidParameterException', message: 'Attributes did not conform to the schema: custom:nope: Attribute does not exist in the schema.\n' });
    expect((await failure(idp.send(new AdminUpdateUserAttributesCommand({ ...pool, Username: 'nadie@example.com', UserAttributes: [] })))).name).toBe('UserNotFoundException');
  });

  it('signs in with AdminInitiateAuth and refreshes, and a deactivated user can do neither until enabled again', async () => {
    const tokens = await passwordSignIn();
    expect(tokens).toMatchObject({ AccessToken: expect.any(String), IdToken: expect.any(String), RefreshToken: expect.any(String), TokenType: 'Bearer' });
    const refreshed = await idp.send(
      new AdminInitiateAuthCommand({ ...pool, ClientId: LOCAL_USER_POOL_CLIENT_ID, AuthFlow: 'REFRESH_TOKEN_AUTH', AuthParameters: { REFRESH_TOKEN: tokens.RefreshToken! } }),
    );
    expect(refreshed.AuthenticationResult?.AccessToken).toEqual(expect.any(String));
    expect(await failure(passwordSignIn('Wrong#pass2025'))).toEqual({ name: 'NotAuthorizedException', message: 'Incorrect username or password.' });

    await idp.send(new AdminDisableUserCommand({ ...pool, Username: EMAIL }));
    expect((await idp.send(new AdminGetUserCommand({ ...pool, Username: EMAIL }))).Enabled).toBe(false);
    expect(await failure(passwordSignIn())).toEqual({ name: 'NotAuthorizedException', message: 'User is disabled.' });
    // Its tokens were revoked with it.
    expect((await failure(idp.send(new GetUserCommand({ AccessToken: tokens.AccessToken! })))).name).toBe('NotAuthorizedException');
    await idp.send(new AdminEnableUserCommand({ ...pool, Username: EMAIL }));
    expect((await passwordSignIn()).AccessToken).toEqual(expect.any(String));
    expect((await failure(idp.send(new GetUserCommand({ AccessToken: tokens.AccessToken! })))).name).toBe('NotAuthorizedException');
  });

  it('refuses ADMIN_USER_PASSWORD_AUTH when the app client does not allow it (Gen 2 default)', async () => {
    const plain = await startTestIdentity();
    const client = new CognitoIdentityProviderClient({ region: 'us-east-1', endpoint: plain.url, credentials: plain.operator });
    try {
      const refused = await failure(
        client.send(new AdminInitiateAuthCommand({ ...pool, ClientId: LOCAL_USER_POOL_CLIENT_ID, AuthFlow: 'ADMIN_USER_PASSWORD_AUTH', AuthParameters: { USERNAME: EMAIL, PASSWORD } })),
      );
      expect(refused).toEqual({ name: 'InvalidParameterException', message: 'ADMIN_USER_PASSWORD_AUTH flow not enabled for this client' });
      const { UserPoolClient } = await client.send(new DescribeUserPoolClientCommand({ ...pool, ClientId: LOCAL_USER_POOL_CLIENT_ID }));
      expect(UserPoolClient?.ExplicitAuthFlows).toEqual(['ALLOW_USER_SRP_AUTH', 'ALLOW_CUSTOM_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH']);
    } finally {
      client.destroy();
      await plain.close();
    }
  });
});

describe('identity pool with the login key in AWS form', () => {
  it('finds one identity for both login forms, issues its credentials and its OpenID token', async () => {
    const { IdToken } = await passwordSignIn();
    const localLogin = new URL(cloud.url).host + `/${LOCAL_USER_POOL_ID}`;
    const { IdentityId } = await identity.send(new GetIdCommand({ IdentityPoolId: LOCAL_IDENTITY_POOL_ID, Logins: { [AWS_LOGIN]: IdToken! } }));
    expect(IdentityId).toMatch(/^us-east-1:[0-9a-f-]{36}$/);
    expect((await identity.send(new GetIdCommand({ IdentityPoolId: LOCAL_IDENTITY_POOL_ID, Logins: { [localLogin]: IdToken! } }))).IdentityId).toBe(IdentityId);
    const { Credentials } = await identity.send(new GetCredentialsForIdentityCommand({ IdentityId, Logins: { [AWS_LOGIN]: IdToken! } }));
    expect(Credentials).toMatchObject({ AccessKeyId: expect.any(String), SecretKey: expect.any(String), SessionToken: expect.any(String), Expiration: expect.any(Date) });

    const { Token } = await identity.send(new GetOpenIdTokenCommand({ IdentityId, Logins: { [AWS_LOGIN]: IdToken! } }));
    const keys = createRemoteJWKSet(new URL(`${cloud.url}/.well-known/jwks_uri`));
    const { payload } = await jwtVerify(Token!, keys, { issuer: 'https://cognito-identity.amazonaws.com', audience: LOCAL_IDENTITY_POOL_ID });
    expect(payload.sub).toBe(IdentityId);
    expect(payload.amr).toEqual(['authenticated', AWS_LOGIN, expect.stringMatching(new RegExp(`^${AWS_LOGIN}:CognitoSignIn:`))]);
    expect(payload.exp! - payload.iat!).toBe(600);

    // The same identity without its login, or with someone else's pool, is refused.
    expect((await failure(identity.send(new GetOpenIdTokenCommand({ IdentityId })))).name).toBe('NotAuthorizedException');
    expect((await failure(identity.send(new GetIdCommand({ IdentityPoolId: LOCAL_IDENTITY_POOL_ID, Logins: { 'cognito-idp.us-east-1.amazonaws.com/us-east-1_Other': IdToken! } })))).name).toBe('NotAuthorizedException');
    expect((await failure(identity.send(new GetOpenIdTokenCommand({ IdentityId: 'us-east-1:00000000-0000-0000-0000-000000000000' })))).name).toBe('ResourceNotFoundException');
  });

  it("gives a guest identity an OpenID token marked 'unauthenticated'", async () => {
    const { IdentityId } = await identity.send(new GetIdCommand({ IdentityPoolId: LOCAL_IDENTITY_POOL_ID }));
    const { Token } = await identity.send(new GetOpenIdTokenCommand({ IdentityId }));
    const { payload } = await jwtVerify(Token!, createRemoteJWKSet(new URL(`${cloud.url}/.well-known/jwks_uri`)));
    expect(payload).toMatchObject({ sub: IdentityId, aud: LOCAL_IDENTITY_POOL_ID, amr: ['unauthenticated'] });
  });
});
