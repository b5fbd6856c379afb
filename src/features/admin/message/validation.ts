// The footer message form's rules (spec section 5).
import { blank, fail, ok, type Check } from '../shared/checks';

export function validateMessage(values: { quote: string; author: string }): Check<{ quote: string; author: string }> {
  if (blank(values.quote) || blank(values.author)) return fail('errors.messageRequired');
  return ok({ quote: values.quote.trim(), author: values.author.trim() });
}
