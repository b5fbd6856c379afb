// A pool that requires MFA (outputs override): a user without a second factor is taken
// through MFA_SETUP during sign-in (AssociateSoftwareToken and VerifySoftwareToken with the
// challenge Session), as aws-amplify's CONTINUE_SIGN_IN_WITH_TOTP_SETUP step does it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmSignIn, fetchMFAPreference, signIn, signOut } from 'aws-amplify/auth';
import { TOTP } from 'otpauth';
import { settings } from '../shared/settings';
import { startTestIdentity, type TestIdentity } from './test-server';

let cloud: TestIdentity;

beforeAll(async () => {
  cloud = await startTestIdentity({ seed: true, auth: { mfa_configuration: 'REQUIRED', mfa_methods: ['TOTP'] } });
});
afterAll(async () => {
  await signOut().catch(() => {});
  await cloud?.close();
});

describe('required MFA', () => {
  it('sets up TOTP during sign-in and requires it from then on', async () => {
    const step = await signIn({ username: settings().seed.userEmail, password: settings().seed.userPassword });
    expect(step.nextStep.signInStep).toBe('CONTINUE_SIGN_IN_WITH_TOTP_SETUP');
    if (step.nextStep.signInStep !== 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP') return;
    const secret = step.nextStep.totpSetupDetails.sharedSecret;
    const code = new TOTP({ secret, digits: 6, period: 30, algorithm: 'SHA1' }).generate();
    const done = await confirmSignIn({ challengeResponse: code });
    expect(done.nextStep.signInStep).toBe('DONE');
    expect(await fetchMFAPreference()).toMatchObject({ enabled: ['TOTP'], preferred: 'TOTP' });
    await signOut();

    const again = await signIn({ username: settings().seed.userEmail, password: settings().seed.userPassword });
    expect(again.nextStep.signInStep).toBe('CONFIRM_SIGN_IN_WITH_TOTP_CODE');
  });
});
