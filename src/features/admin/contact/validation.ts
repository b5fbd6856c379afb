// The contact details form's rules (spec section 5).
import { blank, fail, isEmail, ok, type Check } from '../shared/checks';

export interface ContactInfoValues {
  address: string;
  phone: string;
  email: string;
  lat: string;
  lng: string;
}

function parseCoordinate(text: string, limit: number): number | null {
  const trimmed = text.trim();
  if (!/^[-+]?\d+(\.\d+)?$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return Math.abs(value) <= limit ? value : null;
}

export function validateContactInfo(
  values: ContactInfoValues,
): Check<{ address: string; phone: string; email: string; lat: number; lng: number }> {
  if (blank(values.address) || blank(values.phone) || blank(values.email) || blank(values.lat) || blank(values.lng)) {
    return fail('errors.requiredFields');
  }
  if (!isEmail(values.email)) return fail('errors.emailInvalid');
  const lat = parseCoordinate(values.lat, 90);
  if (lat === null) return fail('errors.latInvalid');
  const lng = parseCoordinate(values.lng, 180);
  if (lng === null) return fail('errors.lngInvalid');
  return ok({ address: values.address.trim(), phone: values.phone.trim(), email: values.email.trim(), lat, lng });
}
