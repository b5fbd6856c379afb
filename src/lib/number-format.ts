import {
  formatWithPattern,
  localeFor,
  numberPattern,
  patternKey,
  priceSettingFrom,
  type NumberPattern,
  type PriceSetting,
} from './number-pattern';

/**
 * The one setting every price and number of the site is shown with. A deployment for another
 * country changes it at build time with VITE_PRICE_CURRENCY and VITE_PRICE_LOCALE.
 */
export const PRICE_SETTING: Readonly<PriceSetting> = priceSettingFrom(import.meta.env as Record<string, string | undefined>);

/** The patterns the build worked out (scripts/number-patterns.ts) for that setting. */
declare const __NUMBER_PATTERNS__: Record<string, NumberPattern> | undefined;

const patterns = new Map<string, NumberPattern>(Object.entries(typeof __NUMBER_PATTERNS__ === 'undefined' ? {} : __NUMBER_PATTERNS__));

/** The pattern of plain numbers, or of `currency` amounts, in `locale`: the build's; another is read from Intl once. */
export function patternOf(locale: string, currency = ''): NumberPattern {
  const key = patternKey(locale, currency);
  let pattern = patterns.get(key);
  if (!pattern) {
    pattern = numberPattern(locale, currency);
    patterns.set(key, pattern);
  }
  return pattern;
}

/** The Intl.NumberFormat options a text may give its number ('{{n, number(minimumFractionDigits: 2)}}'). */
const FORMAT_OPTIONS = [
  'style',
  'currency',
  'currencyDisplay',
  'currencySign',
  'unit',
  'unitDisplay',
  'notation',
  'compactDisplay',
  'signDisplay',
  'useGrouping',
  'numberingSystem',
  'minimumIntegerDigits',
  'minimumFractionDigits',
  'maximumFractionDigits',
  'minimumSignificantDigits',
  'maximumSignificantDigits',
  'roundingMode',
  'roundingIncrement',
  'roundingPriority',
  'trailingZeroDisplay',
];

/**
 * i18next's 'number' format ('{{count, number}}'): in the locale of the page's language (the
 * setting's, as prices), from the build's pattern; a text that gives Intl options gets a
 * NumberFormat with them, as i18next's own format does.
 */
export function formatNumber(value: unknown, lng: string | undefined, options: Record<string, unknown> = {}): string {
  const locale = localeFor(lng ?? 'es', PRICE_SETTING);
  if (typeof value === 'number' && !FORMAT_OPTIONS.some((option) => options[option] !== undefined)) {
    return formatWithPattern(value, patternOf(locale));
  }
  return new Intl.NumberFormat(locale, options).format(value as number);
}
