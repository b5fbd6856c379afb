/** The issuer an authenticator app shows beside the account (sign-in setup step and profile alike). */
export const TOTP_ISSUER = 'Educando en la Fe';
