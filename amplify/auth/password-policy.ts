/**
 * The user pool's password policy (spec section 5). backend.ts applies it to the user
 * pool and the outputs generator writes it to amplify_outputs.json, so both read it here.
 */
export const PASSWORD_POLICY = {
  minLength: 8,
  requireLowercase: true,
  requireUppercase: true,
  requireNumbers: true,
  requireSymbols: true,
  temporaryPasswordValidityDays: 7,
} as const;
