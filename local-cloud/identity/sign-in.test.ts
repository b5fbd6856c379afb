// Sign-up, confirmation with the mailed code and SRP sign-in through the real aws-amplify client.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { autoSignIn, confirmSignUp, fetchAuthSession, getCurrentUser, resendSignUpCode, signIn, signOut, signUp } from 'aws-amplify/auth';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { LOCAL_USER_POOL_CLIENT_ID, LOCAL_USER_POOL_ID } from '../shared/local-ids';
import { startTestIdentity, type TestIdentity } from './test-server';

let cloud: TestIdentity;
const email = 'nueva@example.com';
const password = 'Nueva#2025fe';

async function target(operation: string, body: unknown, prefix = 'AWSCognitoIdentityProviderService') {
  const res = await fetch(cloud.url + '/', {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `${prefix}.${operation}` },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Record<string, any> };
}

beforeAll(async () => {
  cloud = await startTestIdentity();
});
afterAll(async () => {
  await signOut().catch(() => {});
  await cloud?.close();
});

describe('sign-up and SRP sign-in', () => {
  it('signs up, mails a code, confirms with it and signs in with SRP', async () => {
    const result = await signUp({
      username: email,
      password,
      options: { userAttributes: { email, name: 'Nueva', 'custom:avatarSeed': 'Felix' } },
    });
    expect(result.nextStep.signUpStep).toBe('CONFIRM_SIGN_UP');
    const [mail] = await cloud.messages(email);
    expect(mail.code).toMatch(/^\d{6}$/);
    expect(mail.body).toContain(mail.code);

    await expect(confirmSignUp({ username: email, confirmationCode: '000000' === mail.code ? '111111' : '000000' })).rejects.toMatchObject({
      name: 'CodeMismatchException',
    });
    const confirmed = await confirmSignUp({ username: email, confirmationCode: mail.code! });
    expect(confirmed.isSignUpComplete).toBe(true);
    // The code is single-use. As in Cognito, a confirmed user answers NotAuthorizedException
    // ('Current status is CONFIRMED') while, with PreventUserExistenceErrors, an unknown user
    // answers as a wrong code would.
    await expect(confirmSignUp({ username: email, confirmationCode: mail.code! })).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'User cannot be confirmed. Current status is CONFIRMED',
    });
    await expect(confirmSignUp({ username: `nadie-${email}`, confirmationCode: mail.code! })).rejects.toMatchObject({ name: 'CodeMismatchException' });

    const signedIn = await signIn({ username: email, password });
    expect(signedIn.nextStep.signInStep).toBe('DONE');

    const { tokens } = await fetchAuthSession();
    const jwks = createRemoteJWKSet(new URL(`${cloud.url}/${LOCAL_USER_POOL_ID}/.well-known/jwks.json`));
    const id = await jwtVerify(tokens!.idToken!.toString(), jwks, { issuer: `${cloud.url}/${LOCAL_USER_POOL_ID}`, audience: LOCAL_USER_POOL_CLIENT_ID });
    expect(id.payload).toMatchObject({ token_use: 'id', email, email_verified: true, name: 'Nueva', 'custom:avatarSeed': 'Felix' });
    expect(id.payload['cognito:username']).toBe(id.payload.sub);
    const access = await jwtVerify(tokens!.accessToken.toString(), jwks, { issuer: `${cloud.url}/${LOCAL_USER_POOL_ID}` });
    expect(access.payload).toMatchObject({ token_use: 'access', client_id: LOCAL_USER_POOL_CLIENT_ID, scope: 'aws.cognito.signin.user.admin' });
    expect(access.payload.exp! - access.payload.iat!).toBe(3600);
    expect(access.payload.origin_jti).toBe(id.payload.origin_jti);
    await expect(cloud.service.tokens.verify(tokens!.accessToken.toString())).resolves.toMatchObject({ tokenUse: 'access', sub: id.payload.sub });
    await signOut();
  });

  it('signs in automatically after confirming, as aws-amplify does it', async () => {
    const result = await signUp({ username: 'auto@example.com', password, options: { userAttributes: { email: 'auto@example.com' }, autoSignIn: true } });
    expect(result.nextStep.signUpStep).toBe('CONFIRM_SIGN_UP');
    const confirmed = await confirmSignUp({ username: 'auto@example.com', confirmationCode: await cloud.latestCode('auto@example.com') });
    expect(confirmed.nextStep.signUpStep).toBe('COMPLETE_AUTO_SIGN_IN');
    const signedIn = await autoSignIn();
    expect(signedIn.nextStep.signInStep).toBe('DONE');
    expect((await getCurrentUser()).signInDetails?.loginId).toBe('auto@example.com');
    await signOut();
  });

  it('refuses a wrong password, an unknown user and an unconfirmed user as Cognito does', async () => {
    await expect(signIn({ username: email, password: 'Wrong#2025fe' })).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
    // PreventUserExistenceErrors (Gen 2's default client): an unknown user looks like a wrong password.
    await expect(signIn({ username: 'nadie@example.com', password })).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
    await signUp({ username: 'pendiente@example.com', password, options: { userAttributes: { email: 'pendiente@example.com' } } });
    const pending = await signIn({ username: 'pendiente@example.com', password });
    expect(pending.nextStep.signInStep).toBe('CONFIRM_SIGN_UP');

    // A new code replaces the old one; the mailbox lists newest first.
    await resendSignUpCode({ username: 'pendiente@example.com' });
    const [newest, older] = await cloud.messages('pendiente@example.com');
    expect(newest).toMatchObject({ to: 'pendiente@example.com', subject: expect.any(String), code: expect.stringMatching(/^\d{6}$/) });
    expect(Date.parse(newest.createdAt)).toBeGreaterThanOrEqual(Date.parse(older.createdAt));
    if (older.code !== newest.code) {
      await expect(confirmSignUp({ username: 'pendiente@example.com', confirmationCode: older.code! })).rejects.toMatchObject({ name: 'CodeMismatchException' });
    }
    await confirmSignUp({ username: 'pendiente@example.com', confirmationCode: newest.code! });
  });

  it('locks the account after repeated wrong passwords, for a time that doubles', async () => {
    // A successful sign-in clears earlier failures.
    await signIn({ username: email, password });
    await signOut();
    // The pool's clock is this process's clock: freezing Date makes the lock-out independent of machine speed.
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    try {
      const errors: string[] = [];
      for (let i = 0; i < 6; i++) {
        errors.push(await signIn({ username: email, password: `Wrong#${i}abcX` }).then(() => 'ok', (e: Error) => e.message));
      }
      expect(errors.slice(0, 5)).toEqual(Array(5).fill('Incorrect username or password.'));
      expect(errors[5]).toBe('Password attempts exceeded');
      // While locked even the right password is refused.
      await expect(signIn({ username: email, password })).rejects.toMatchObject({ message: 'Password attempts exceeded' });
      // The first lock-out lasts a second; then a wrong password locks for two.
      vi.setSystemTime(start + 1_500);
      await expect(signIn({ username: email, password: 'Wrong#6abcX' })).rejects.toMatchObject({ message: 'Password attempts exceeded' });
      vi.setSystemTime(start + 3_000);
      await expect(signIn({ username: email, password })).rejects.toMatchObject({ message: 'Password attempts exceeded' });
      vi.setSystemTime(start + 4_000);
      expect((await signIn({ username: email, password })).nextStep.signInStep).toBe('DONE');
      await signOut();
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses sign-up against the password policy and the attribute schema', async () => {
    await expect(signUp({ username: 'corta@example.com', password: 'Ab#1' })).rejects.toMatchObject({
      name: 'InvalidPasswordException',
      message: 'Password did not conform with policy: Password not long enough',
    });
    await expect(
      signUp({ username: 'attr@example.com', password, options: { userAttributes: { 'custom:unknown': 'x' } } }),
    ).rejects.toMatchObject({ name: 'InvalidParameterException', message: expect.stringContaining('custom:unknown: Attribute does not exist in the schema.') });
    await expect(signUp({ username: email, password })).rejects.toMatchObject({ name: 'UsernameExistsException' });
  });

  it('answers flows the app client does not allow, malformed JSON and unknown targets with Cognito errors', async () => {
    const plain = await target('InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: LOCAL_USER_POOL_CLIENT_ID,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    });
    expect(plain).toEqual({ status: 400, json: { __type: 'InvalidParameterException', message: 'USER_PASSWORD_AUTH flow not enabled for this client' } });
    expect((await target('InitiateAuth', '{not json')).json.__type).toBe('SerializationException');
    // An unknown user gets a challenge like anyone else's, with the same salt each time.
    const unknown = () =>
      target('InitiateAuth', { AuthFlow: 'USER_SRP_AUTH', ClientId: LOCAL_USER_POOL_CLIENT_ID, AuthParameters: { USERNAME: 'ghost@example.com', SRP_A: 'abc123' } });
    const [first, second] = [await unknown(), await unknown()];
    expect(first.json.ChallengeName).toBe('PASSWORD_VERIFIER');
    expect(first.json.ChallengeParameters.SALT).toBe(second.json.ChallengeParameters.SALT);
    expect((await target('NoSuchThing', {})).json.__type).toBe('UnknownOperationException');
    const badClient = await target('SignUp', { ClientId: 'nope', Username: 'x@example.com', Password: password });
    expect(badClient.json.__type).toBe('ResourceNotFoundException');
  });
});
