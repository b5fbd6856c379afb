/*
 * Limits of the texts an access request carries. No imports: the SPA bundles this file
 * too, so its forms count the same way (UTF-16 code units, as a textarea's maxLength does).
 */
export const ACCESS_MESSAGE_MAX = 500;
export const ACCESS_REFERENCE_MAX = 100;
/** An administrator's reason for rejecting a request. */
export const ACCESS_REASON_MAX = 500;
