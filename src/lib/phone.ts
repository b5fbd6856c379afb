/**
 * Cognito stores phone_number as E.164 (+ and digits). The screens show the placeholder
 * XXX-XXX-XXXX: ten digits are taken as a Mexican number (+52), a leading + is kept.
 * Returns null when the text cannot be a phone number.
 */
export function toE164(phone: string): string | null {
  const trimmed = phone.trim();
  if (!trimmed) return null;
  const digits = trimmed.replace(/[\s().-]/g, '');
  if (/^\+[1-9]\d{6,14}$/.test(digits)) return digits;
  if (/^\d{10}$/.test(digits)) return `+52${digits}`;
  return null;
}
