// The identity service behind the real local-cloud gateway (local-cloud/main.ts), as the
// site reaches it: sign-up, mailed code, SRP sign-in and identity-pool credentials.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Amplify } from 'aws-amplify';
import { confirmSignUp, fetchAuthSession, signIn, signOut, signUp } from 'aws-amplify/auth';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { buildAmplifyConfig } from '../../src/lib/amplify-config';
import { LOCAL_USER_POOL_ID } from '../shared/local-ids';
import { startTestCloud, type TestCloud } from '../testing/start-test-cloud';

let cloud: TestCloud;

beforeAll(async () => {
  cloud = await startTestCloud();
  Amplify.configure(buildAmplifyConfig(cloud.outputs as Parameters<typeof buildAmplifyConfig>[0]));
});
afterAll(async () => {
  await signOut().catch(() => {});
  await cloud?.close();
});

describe('identity through the gateway', () => {
  it('signs up, confirms with the mailed code, signs in and gets credentials', async () => {
    const email = 'gateway@example.com';
    await signUp({ username: email, password: 'Gateway#2025x', options: { userAttributes: { email } } });
    const [mail] = (await (await fetch(`${cloud.gatewayUrl}/_local/messages?to=${encodeURIComponent(email)}`)).json()) as { code: string }[];
    await confirmSignUp({ username: email, confirmationCode: mail.code });
    expect((await signIn({ username: email, password: 'Gateway#2025x' })).nextStep.signInStep).toBe('DONE');

    const session = await fetchAuthSession();
    expect(session.credentials?.accessKeyId).toMatch(/^ASIA/);
    const jwks = createRemoteJWKSet(new URL(`${cloud.gatewayUrl}/${LOCAL_USER_POOL_ID}/.well-known/jwks.json`));
    const { payload } = await jwtVerify(session.tokens!.idToken!.toString(), jwks, { issuer: `${cloud.gatewayUrl}/${LOCAL_USER_POOL_ID}` });
    expect(payload.email).toBe(email);
    await signOut();
  });
});
