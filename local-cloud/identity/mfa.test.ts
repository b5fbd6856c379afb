// MFA through the real aws-amplify client, on a pool whose outputs enable optional TOTP and
// SMS MFA (the site's screens handle those steps): TOTP set-up and sign-in with a TOTP code,
// and the MFA type choice with an SMS code from the mailbox.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmSignIn, fetchMFAPreference, setUpTOTP, signIn, signOut, updateMFAPreference, updateUserAttributes, verifyTOTPSetup } from 'aws-amplify/auth';
import { TOTP } from 'otpauth';
import { settings } from '../shared/settings';
import { startTestIdentity, type TestIdentity } from './test-server';

let cloud: TestIdentity;
const totpCode = (secret: string, offset = 0) =>
  new TOTP({ secret, digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: Date.now() + offset * 30_000 });

beforeAll(async () => {
  cloud = await startTestIdentity({ seed: true, auth: { mfa_configuration: 'OPTIONAL', mfa_methods: ['TOTP', 'SMS'] } });
});
afterAll(async () => {
  await signOut().catch(() => {});
  await cloud?.close();
});

describe('multi-factor authentication', () => {
  it('sets up TOTP and then signs in with a TOTP code', async () => {
    await signIn({ username: settings().seed.userEmail, password: settings().seed.userPassword });
    const setup = await setUpTOTP();
    const secret = setup.sharedSecret;
    expect(setup.getSetupUri('Educando en la Fe').toString()).toContain(secret);
    await expect(verifyTOTPSetup({ code: totpCode(secret, 10) })).rejects.toMatchObject({ name: 'EnableSoftwareTokenMFAException' });
    await verifyTOTPSetup({ code: totpCode(secret) });
    await updateMFAPreference({ totp: 'PREFERRED' });
    expect(await fetchMFAPreference()).toMatchObject({ enabled: ['TOTP'], preferred: 'TOTP' });
    await signOut();

    const step = await signIn({ username: settings().seed.userEmail, password: settings().seed.userPassword });
    expect(step.nextStep.signInStep).toBe('CONFIRM_SIGN_IN_WITH_TOTP_CODE');
    await expect(confirmSignIn({ challengeResponse: totpCode(secret, 10) })).rejects.toMatchObject({ name: 'CodeMismatchException' });
    const code = totpCode(secret);
    const done = await confirmSignIn({ challengeResponse: code });
    expect(done.nextStep.signInStep).toBe('DONE');
    await signOut();
    // A code works once.
    await signIn({ username: settings().seed.userEmail, password: settings().seed.userPassword });
    await expect(confirmSignIn({ challengeResponse: code })).rejects.toMatchObject({ name: 'ExpiredCodeException' });
  });

  it('lets a user with SMS and TOTP choose, then confirms with the SMS code', async () => {
    await signIn({ username: settings().seed.adminEmail, password: settings().seed.adminPassword });
    await updateUserAttributes({ userAttributes: { phone_number: '+15555550123' } });
    const setup = await setUpTOTP();
    await verifyTOTPSetup({ code: totpCode(setup.sharedSecret) });
    await updateMFAPreference({ totp: 'ENABLED', sms: 'ENABLED' });
    await signOut();

    const step = await signIn({ username: settings().seed.adminEmail, password: settings().seed.adminPassword });
    expect(step.nextStep.signInStep).toBe('CONTINUE_SIGN_IN_WITH_MFA_SELECTION');
    const sms = await confirmSignIn({ challengeResponse: 'SMS' });
    expect(sms.nextStep.signInStep).toBe('CONFIRM_SIGN_IN_WITH_SMS_CODE');
    const code = await cloud.latestCode('+15555550123');
    const done = await confirmSignIn({ challengeResponse: code });
    expect(done.nextStep.signInStep).toBe('DONE');
    await signOut();
  });
});
