// The grant form's rules.
import { blank, fail, isEmail, ok, type Check } from '../shared/checks';

export function validateGrant(values: { email: string; id: string }): Check<{ email: string; id: string }> {
  if (!isEmail(values.email)) return fail('errors.emailInvalid');
  if (blank(values.id)) return fail('errors.grantItemRequired');
  return ok({ email: values.email.trim().toLowerCase(), id: values.id });
}
