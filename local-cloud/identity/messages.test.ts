// The mailbox writes what the user pool definition says (amplify/auth/messages.ts): the Spanish
// verification e-mail for a sign-up and a password reset, and the invitation of a created user.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmSignUp, resetPassword, signUp } from 'aws-amplify/auth';
import { AdminCreateUserCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { INVITATION_EMAIL_SUBJECT, VERIFICATION_EMAIL_SUBJECT } from '../../amplify/auth/messages';
import { LOCAL_USER_POOL_ID } from '../shared/local-ids';
import { startTestIdentity, type TestIdentity } from './test-server';

let cloud: TestIdentity;

beforeAll(async () => {
  cloud = await startTestIdentity();
});
afterAll(async () => {
  await cloud?.close();
});

describe('e-mails of the local user pool', () => {
  it('mail the sign-up code in Spanish, as read from /_local/messages', async () => {
    const email = 'correo@example.com';
    await signUp({ username: email, password: 'Correo#2025x', options: { userAttributes: { email } } });
    const [mail] = await cloud.messages(email);
    expect(mail.subject).toBe(VERIFICATION_EMAIL_SUBJECT);
    expect(mail.subject).toBe('Tu código de Educando en la Fe');
    expect(mail.code).toMatch(/^\d{6}$/);
    expect(mail.body).toContain(`Tu código de verificación de <strong>Educando en la Fe</strong> es:`);
    expect(mail.body).toContain(`>${mail.code}</span>`);
    expect(mail.body).not.toContain('{####}');
    expect(mail.body).not.toMatch(/verification code/i);

    await confirmSignUp({ username: email, confirmationCode: mail.code! });
    await resetPassword({ username: email });
    const [reset] = await cloud.messages(email);
    expect(reset.code).not.toBe(mail.code);
    expect(reset.subject).toBe(VERIFICATION_EMAIL_SUBJECT);
    expect(reset.body).toContain(`>${reset.code}</span>`);
    expect(reset.body).toContain('para elegir una contraseña nueva');
  });

  it('mail an invited user their user name and temporary password in Spanish', async () => {
    const admin = new CognitoIdentityProviderClient({
      endpoint: cloud.url,
      region: 'us-east-1',
      credentials: cloud.operator,
    });
    const email = 'invitada@example.com';
    await admin.send(
      new AdminCreateUserCommand({
        UserPoolId: LOCAL_USER_POOL_ID,
        Username: email,
        TemporaryPassword: 'Temporal#2025',
        UserAttributes: [{ Name: 'email', Value: email }],
      }),
    );
    const [invite] = await cloud.messages(email);
    expect(invite.subject).toBe(INVITATION_EMAIL_SUBJECT);
    expect(invite.body).toContain(`Tu usuario: <strong>${email}</strong>`);
    expect(invite.body).toContain('Tu contraseña temporal: <strong>Temporal#2025</strong>');
    expect(invite.body).not.toMatch(/\{username\}|\{####\}/);
  });
});
