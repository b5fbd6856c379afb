/*
 * Numbers and prices written without making an Intl.NumberFormat in the browser. The first
 * NumberFormat a page makes costs Chromium about 40 ms of main thread on a fast desktop (ICU's
 * number data is set up then, whatever the locale; four times that on a mid-range phone), and
 * every page writes a number on its first screen (the footer's visit count, the prices of the
 * home page, the gallery and the video list). So the build asks Intl, in Node, how the site's
 * Spanish and English locales write numbers and the site's currency (numberPattern), and the
 * page applies those patterns (formatWithPattern). Intl has no API to export a pattern and apply it
 * elsewhere, hence this code; its tests hold it equal to Intl.NumberFormat.
 */

/** How one locale writes numbers, or amounts of one currency (positive ones; see formatWithPattern). */
export interface NumberPattern {
  locale: string;
  /** '' for plain numbers. */
  currency: string;
  /** Everything before the first digit ('$', 'MX$', '‏') and after the last (' €'). */
  prefix: string;
  suffix: string;
  group: string;
  decimal: string;
  minimumFractionDigits: number;
  maximumFractionDigits: number;
  /** Digits in the group nearest the decimal point, and in each group before it (India: 3, then 2). */
  primaryGroup: number;
  secondaryGroup: number;
  /** Integer digits below this count are not grouped (Spain: '1234,00 €' but '12.345,00 €'). */
  minimumGroupingDigits: number;
  /** The locale's digits 0-9 ('' for 0123456789). */
  digits: string;
}

const LATIN_DIGITS = '0123456789';

/** Intl's options for a pattern: a currency's, or plain numbers' (no currency). */
const intlOptions = (currency: string): Intl.NumberFormatOptions => (currency ? { style: 'currency', currency } : {});

/** The pattern of plain numbers (no currency) or of `currency` amounts in `locale`, read from Intl (at build time, or in tests). */
export function numberPattern(locale: string, currency = ''): NumberPattern {
  const format = new Intl.NumberFormat(locale, intlOptions(currency));
  const options = format.resolvedOptions();
  const digitFormat = new Intl.NumberFormat(locale, { numberingSystem: options.numberingSystem, useGrouping: false });
  const digits = Array.from({ length: 10 }, (_, d) => digitFormat.format(d)).join('');

  // A number long enough to show the primary and the secondary group, with fraction digits.
  const parts = format.formatToParts(123456789012.5);
  const numeric = new Set(['integer', 'group', 'decimal', 'fraction']);
  const first = parts.findIndex((part) => numeric.has(part.type));
  const last = parts.length - 1 - [...parts].reverse().findIndex((part) => numeric.has(part.type));
  const integers = parts.filter((part) => part.type === 'integer').map((part) => part.value.length);
  const primaryGroup = integers.length > 1 ? integers[integers.length - 1] : 0;
  const secondaryGroup = integers.length > 2 ? integers[integers.length - 2] : primaryGroup;
  let minimumGroupingDigits = 1;
  if (primaryGroup > 0) {
    while (
      minimumGroupingDigits < 4 &&
      !format.formatToParts(10 ** (primaryGroup + minimumGroupingDigits - 1)).some((p) => p.type === 'group')
    ) {
      minimumGroupingDigits += 1;
    }
  }
  return {
    locale,
    currency,
    prefix: parts
      .slice(0, first)
      .map((part) => part.value)
      .join(''),
    suffix: parts
      .slice(last + 1)
      .map((part) => part.value)
      .join(''),
    group: parts.find((part) => part.type === 'group')?.value ?? '',
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
    minimumFractionDigits: options.minimumFractionDigits ?? 0,
    maximumFractionDigits: options.maximumFractionDigits ?? 0,
    primaryGroup,
    secondaryGroup,
    minimumGroupingDigits,
    digits: digits === LATIN_DIGITS ? '' : digits,
  };
}

/** Adds one to a string of decimal digits ('199' → '200'). */
function incremented(digits: string): string {
  const out = digits.split('');
  for (let i = out.length - 1; i >= 0; i -= 1) {
    if (out[i] !== '9') {
      out[i] = String(Number(out[i]) + 1);
      return out.join('');
    }
    out[i] = '0';
  }
  return `1${out.join('')}`;
}

function grouped(integer: string, pattern: NumberPattern): string {
  const { primaryGroup, secondaryGroup, minimumGroupingDigits, group } = pattern;
  if (primaryGroup === 0 || integer.length < primaryGroup + minimumGroupingDigits) return integer;
  const groups = [integer.slice(-primaryGroup)];
  let rest = integer.slice(0, -primaryGroup);
  while (rest.length > secondaryGroup) {
    groups.unshift(rest.slice(-secondaryGroup));
    rest = rest.slice(0, -secondaryGroup);
  }
  if (rest) groups.unshift(rest);
  return groups.join(group);
}

/**
 * `amount` written with `pattern`, as Intl.NumberFormat writes it: rounded half away from zero
 * on the amount's shortest decimal form (1.005 → 1.01, as Intl, where toFixed gives 1.00).
 * Amounts it does not cover (negative, not finite, or written with an exponent) go to Intl.
 */
export function formatWithPattern(amount: number, pattern: NumberPattern): string {
  const text = String(amount);
  if (!(amount >= 0) || !Number.isFinite(amount) || text.includes('e')) {
    return new Intl.NumberFormat(pattern.locale, intlOptions(pattern.currency)).format(amount);
  }
  const [whole, fraction = ''] = text.split('.');
  const max = pattern.maximumFractionDigits;
  let digits = whole + fraction.slice(0, max).padEnd(max, '0');
  if (fraction.length > max && fraction[max] >= '5') digits = incremented(digits);
  let integer = digits.slice(0, digits.length - max) || '0';
  let decimals = digits.slice(digits.length - max);
  while (decimals.length > pattern.minimumFractionDigits && decimals.endsWith('0')) decimals = decimals.slice(0, -1);
  integer = grouped(integer, pattern);
  let written = decimals ? `${integer}${pattern.decimal}${decimals}` : integer;
  if (pattern.digits) written = written.replace(/[0-9]/g, (d) => pattern.digits[Number(d)]);
  return `${pattern.prefix}${written}${pattern.suffix}`;
}

/** Where a build's patterns are kept: by `locale|currency` (`locale|` for plain numbers). */
export const patternKey = (locale: string, currency = '') => `${locale}|${currency}`;

/** The patterns a build writes into the page: prices and plain numbers in the setting's two locales. */
export function buildPatterns(setting: PriceSetting): Record<string, NumberPattern> {
  const patterns: Record<string, NumberPattern> = {};
  for (const locale of [setting.locale, setting.englishLocale]) {
    patterns[patternKey(locale, setting.currency)] = numberPattern(locale, setting.currency);
    patterns[patternKey(locale)] = numberPattern(locale);
  }
  return patterns;
}

/**
 * How a build writes prices and numbers: the currency, the locale Spanish pages write numbers and
 * prices in, and the locale of English pages (same currency). One way per language, whatever
 * the visitor's region, so a page's prices and counts agree.
 */
export interface PriceSetting {
  currency: string;
  locale: string;
  englishLocale: string;
}

/** The locale a page in `language` ('es', 'en-US', ...) writes numbers in. */
export const localeFor = (language: string, setting: PriceSetting) => (language.startsWith('en') ? setting.englishLocale : setting.locale);

/** The setting of a build from its VITE_PRICE_* variables. */
export function priceSettingFrom(env: Record<string, string | undefined>): PriceSetting {
  return { currency: env.VITE_PRICE_CURRENCY || 'MXN', locale: env.VITE_PRICE_LOCALE || 'es-MX', englishLocale: 'en-US' };
}
