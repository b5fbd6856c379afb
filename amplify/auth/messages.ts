import { PASSWORD_POLICY } from './password-policy';

/*
 * The e-mails the user pool sends, in Spanish. Cognito fills the placeholders: {####} with the
 * code (or, in an invitation, the temporary password) and {username} with the user name. One
 * code template serves sign-up, a new code, a changed e-mail and a password reset (Cognito uses
 * the same verification message for all of them), so its words fit each case. HTML is allowed in
 * these messages; the local cloud's mailbox keeps them as written here.
 */
const SITE = 'Educando en la Fe';

const paragraphs = (...lines: string[]) => lines.map((line) => `<p>${line}</p>`).join('\n');

export const VERIFICATION_EMAIL_SUBJECT = `Tu código de ${SITE}`;

/** The verification (and password reset) e-mail; `code` gives the code's placeholder. */
export function verificationEmailBody(code: () => string): string {
  return paragraphs(
    '¡Hola!',
    `Tu código de verificación de <strong>${SITE}</strong> es:`,
    `<span style="font-size:24px;font-weight:bold;letter-spacing:4px">${code()}</span>`,
    'Escríbelo en la pantalla que te lo pidió, para confirmar tu correo electrónico o para elegir una contraseña nueva. No lo compartas con nadie: nadie de nuestro equipo te lo pedirá.',
    'Si no pediste este código, puedes ignorar este mensaje; tu cuenta sigue segura.',
    `Con cariño,<br>${SITE}`,
  );
}

export const INVITATION_EMAIL_SUBJECT = `Te damos la bienvenida a ${SITE}`;

/** The e-mail of an account an administrator creates (the first administrators are invited so). */
export function invitationEmailBody(username: () => string, code: () => string): string {
  return paragraphs(
    '¡Hola!',
    `Te creamos una cuenta en <strong>${SITE}</strong> para que nos ayudes a cuidar sus libros, devocionarios, videos y recursos.`,
    `Tu usuario: <strong>${username()}</strong><br>Tu contraseña temporal: <strong>${code()}</strong>`,
    `Entra en «Iniciar sesión» con estos datos; el sitio te pedirá elegir una contraseña nueva. La contraseña temporal vence en ${PASSWORD_POLICY.temporaryPasswordValidityDays} días.`,
    `Con cariño,<br>${SITE}`,
  );
}
