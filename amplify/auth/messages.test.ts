import { beforeAll, describe, expect, it } from 'vitest';
import { readTemplates, synthesize } from '../test/synth';
import { INVITATION_EMAIL_SUBJECT, VERIFICATION_EMAIL_SUBJECT } from './messages';

/*
 * The e-mails AWS would send, as the synthesized user pool carries them (offline synthesis,
 * shared with the other backend tests): Spanish subjects and bodies with Cognito's placeholders.
 */
let pool: Record<string, any>;

beforeAll(async () => {
  const templates = readTemplates(await synthesize());
  const pools = Object.values(templates).flatMap((template) =>
    Object.values(template.Resources ?? {}).filter((resource) => resource.Type === 'AWS::Cognito::UserPool'),
  );
  expect(pools).toHaveLength(1);
  pool = pools[0].Properties as Record<string, any>;
});

describe('user pool e-mails', () => {
  it('send the verification and password-reset code in Spanish', () => {
    const template = pool.VerificationMessageTemplate;
    expect(template.DefaultEmailOption).toBe('CONFIRM_WITH_CODE');
    expect(template.EmailSubject).toBe(VERIFICATION_EMAIL_SUBJECT);
    expect(template.EmailSubject).toBe('Tu código de Educando en la Fe');
    expect(template.EmailMessage).toContain('Tu código de verificación de <strong>Educando en la Fe</strong> es:');
    expect(template.EmailMessage).toContain('{####}');
    expect(template.EmailMessage).toContain('para elegir una contraseña nueva');
    // Cognito's limits: a subject of at most 140 characters, a message of at most 20,000.
    expect(template.EmailSubject.length).toBeLessThanOrEqual(140);
    expect(template.EmailMessage.length).toBeLessThanOrEqual(20_000);
  });

  it('invite administrators in Spanish with their user name and temporary password', () => {
    const invite = pool.AdminCreateUserConfig.InviteMessageTemplate;
    expect(invite.EmailSubject).toBe(INVITATION_EMAIL_SUBJECT);
    expect(invite.EmailMessage).toContain('Tu usuario: <strong>{username}</strong>');
    expect(invite.EmailMessage).toContain('Tu contraseña temporal: <strong>{####}</strong>');
    expect(invite.EmailMessage).toContain('vence en 7 días');
  });
});
