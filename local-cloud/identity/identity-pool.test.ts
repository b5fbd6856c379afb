// Identity-pool credentials through the real aws-amplify client, for a guest, a plain user
// and an administrator of the seeded demo accounts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchAuthSession, signIn, signOut } from 'aws-amplify/auth';
import { LOCAL_IDENTITY_POOL_ID } from '../shared/local-ids';
import { settings } from '../shared/settings';
import { startTestIdentity, type TestIdentity } from './test-server';

let cloud: TestIdentity;

async function identityCall(operation: string, body: unknown) {
  const res = await fetch(cloud.url + '/', {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityService.${operation}` },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Record<string, any> };
}

beforeAll(async () => {
  cloud = await startTestIdentity({ seed: true });
});
afterAll(async () => {
  await signOut().catch(() => {});
  await cloud?.close();
});

describe('identity pool', () => {
  it('seeds the demo accounts once, confirmed, the administrator in ADMINS', async () => {
    await cloud.service.seed();
    expect(cloud.service.users.findByEmail(settings().seed.adminEmail)?.groups).toEqual(['ADMINS']);
    expect(cloud.service.users.findByEmail(settings().seed.userEmail)?.groups).toEqual([]);
  });

  it('gives guests credentials of the unauthenticated role', async () => {
    const session = await fetchAuthSession();
    expect(session.tokens).toBeUndefined();
    expect(session.identityId).toMatch(/^us-east-1:[0-9a-f-]{36}$/);
    const record = cloud.service.credentials.lookup(session.credentials!.accessKeyId);
    expect(record?.principal).toMatchObject({ kind: 'unauthenticated', roleName: 'unauthRole', identityId: session.identityId });
    expect(record!.secretAccessKey).toBe(session.credentials!.secretAccessKey);
    expect(record!.expiration.getTime()).toBeGreaterThan(Date.now());
  });

  it('gives a signed-in user the authenticated role and an administrator the ADMINS group role', async () => {
    await signIn({ username: settings().seed.userEmail, password: settings().seed.userPassword });
    const user = await fetchAuthSession();
    expect(cloud.service.credentials.lookup(user.credentials!.accessKeyId)?.principal).toMatchObject({
      kind: 'authenticated',
      roleName: 'authRole',
      sub: user.tokens!.idToken!.payload.sub,
    });
    await signOut();

    await signIn({ username: settings().seed.adminEmail, password: settings().seed.adminPassword });
    const admin = await fetchAuthSession();
    expect(admin.tokens!.idToken!.payload['cognito:groups']).toEqual(['ADMINS']);
    expect(cloud.service.credentials.lookup(admin.credentials!.accessKeyId)?.principal).toMatchObject({
      kind: 'admins',
      roleName: 'ADMINSGroupRole',
      groups: ['ADMINS'],
    });
    // A user's identity gives no credentials without their login.
    const refused = await identityCall('GetCredentialsForIdentity', { IdentityId: admin.identityId });
    expect(refused.json.__type).toBe('NotAuthorizedException');
    await signOut();
  });

  it('answers unknown pools, identities and bad logins with Cognito Identity errors', async () => {
    expect((await identityCall('GetId', { IdentityPoolId: 'us-east-1:00000000-0000-0000-0000-000000000000' })).json.__type).toBe(
      'ResourceNotFoundException',
    );
    // As AWS answers an identity it does not know (aws-amplify's site config then gets a new one).
    expect(await identityCall('GetCredentialsForIdentity', { IdentityId: 'us-east-1:00000000-0000-0000-0000-000000000000' })).toEqual({
      status: 400,
      json: { __type: 'ResourceNotFoundException', message: "Identity 'us-east-1:00000000-0000-0000-0000-000000000000' not found." },
    });
    const provider = `${cloud.url.replace('http://', '')}/us-east-1_EduFeLocal`;
    const bad = await identityCall('GetId', { IdentityPoolId: LOCAL_IDENTITY_POOL_ID, Logins: { [provider]: 'not-a-token' } });
    expect(bad.json.__type).toBe('NotAuthorizedException');
  });
});
