/**
 * What the admin forms' rules (spec section 5) have in common: each rule is a pure function
 * that answers the checked value or a translation key of the `admin` namespace, so the screens
 * show the spec's Spanish texts and their English translations. The rules themselves live in
 * the area they serve (videos/validation.ts, books/validation.ts, ...).
 */
import type { ParseKeys } from 'i18next';
import { parseTags } from '../../../lib/tags';

/** An error text of the admin namespace ('errors.requiredFields'). */
export type ErrorKey = Extract<ParseKeys<'admin'>, `errors.${string}`>;

export type Check<T> = { ok: true; value: T } | { ok: false; error: ErrorKey };

export const ok = <T>(value: T): Check<T> => ({ ok: true, value });
export const fail = <T>(error: ErrorKey): Check<T> => ({ ok: false, error });
export const blank = (text: string | undefined | null) => !text || text.trim() === '';

/** An amount of money typed in a form: digits with at most two decimals (step 0.01), ',' or '.' as the point. */
export function parseMoney(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  return /^\d+(\.\d{1,2})?$/.test(trimmed) ? Number(trimmed) : null;
}

/** Cost of paid content: an amount of at least 0.01. */
export function parsePaidCost(text: string): number | null {
  const value = parseMoney(text);
  return value !== null && value >= 0.01 ? value : null;
}

/** Tags as the public screens split them: comma-separated, trimmed, no empties, no repeats (first spelling kept). */
export function normalizeTags(text: string): string {
  return parseTags(text).join(',');
}

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isEmail = (text: string) => EMAIL_RE.test(text.trim());
