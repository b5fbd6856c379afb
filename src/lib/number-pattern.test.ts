import { buildPatterns, formatWithPattern, localeFor, numberPattern, patternKey, priceSettingFrom } from './number-pattern';

/** Settings a deployment might choose: grouping, separators, symbol places and digits all differ. */
const SETTINGS: Array<[string, string]> = [
  ['es-MX', 'MXN'],
  ['en-US', 'MXN'],
  ['es-ES', 'EUR'],
  ['en-GB', 'EUR'],
  ['de-CH', 'CHF'],
  ['en-IN', 'INR'],
  ['ja-JP', 'JPY'],
  ['es-CO', 'COP'],
  ['pt-BR', 'BRL'],
  ['fr-FR', 'EUR'],
  ['ar-EG', 'EGP'],
];

/** Amounts with 0-3 decimals, from cents to billions, from a fixed seed (the same every run). */
function amounts(count: number): number[] {
  let seed = 42;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const out = [0, 0.5, 1, 9.995, 1.005, 2.675, 0.125, 999.995, 1000, 1234, 12345, 99999.999, 123456789.5];
  for (let i = 0; i < count; i += 1) {
    const scale = 10 ** Math.floor(next() * 10);
    out.push(Number((next() * scale).toFixed(Math.floor(next() * 4))));
  }
  return out;
}

describe('formatWithPattern', () => {
  it.each(SETTINGS)('writes %s %s amounts exactly as Intl.NumberFormat does', (locale, currency) => {
    const pattern = numberPattern(locale, currency);
    const intl = new Intl.NumberFormat(locale, { style: 'currency', currency });
    for (const amount of amounts(2000)) {
      expect([amount, formatWithPattern(amount, pattern)]).toEqual([amount, intl.format(amount)]);
    }
  });

  it('rounds half away from zero on the written decimal, as Intl does (toFixed would not)', () => {
    const pattern = numberPattern('en-US', 'USD');
    expect(formatWithPattern(1.005, pattern)).toBe('$1.01');
    expect((1.005).toFixed(2)).toBe('1.00');
    expect(formatWithPattern(999.995, pattern)).toBe('$1,000.00');
  });

  it('hands amounts outside its pattern to Intl', () => {
    const pattern = numberPattern('es-MX', 'MXN');
    expect(formatWithPattern(-5, pattern)).toBe(new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' }).format(-5));
    expect(formatWithPattern(1e21, pattern)).toBe(new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' }).format(1e21));
  });

  it('reads the grouping of the locale', () => {
    expect(numberPattern('en-IN', 'INR')).toMatchObject({ primaryGroup: 3, secondaryGroup: 2 });
    expect(numberPattern('es-ES', 'EUR')).toMatchObject({ minimumGroupingDigits: 2, suffix: '\u00a0€' });
    expect(numberPattern('ar-EG', 'EGP').digits).toBe('٠١٢٣٤٥٦٧٨٩');
  });
});

describe('plain numbers', () => {
  it.each(['es', 'en', 'es-MX', 'en-US', 'de', 'en-IN'])(
    'writes %s numbers exactly as Intl.NumberFormat does (up to three decimals)',
    (locale) => {
      const pattern = numberPattern(locale);
      const intl = new Intl.NumberFormat(locale);
      for (const amount of amounts(2000)) {
        expect([amount, formatWithPattern(amount, pattern)]).toEqual([amount, intl.format(amount)]);
      }
    },
  );

  it('are in the build for both locales of the setting, beside its currency', () => {
    const patterns = buildPatterns(priceSettingFrom({}));
    expect(Object.keys(patterns).sort()).toEqual(
      [patternKey('en-US'), patternKey('en-US', 'MXN'), patternKey('es-MX'), patternKey('es-MX', 'MXN')].sort(),
    );
    expect(formatWithPattern(12345.5, patterns[patternKey('es-MX')])).toBe('12,345.5');
    const spain = buildPatterns(priceSettingFrom({ VITE_PRICE_LOCALE: 'es-ES', VITE_PRICE_CURRENCY: 'EUR' }));
    expect(formatWithPattern(12345.5, spain[patternKey('es-ES')])).toBe('12.345,5');
    expect(formatWithPattern(1234, spain[patternKey('es-ES')])).toBe('1234');
  });
});

describe('the setting', () => {
  it('writes Spanish pages in its locale and English ones in its English locale, whatever the region', () => {
    const setting = priceSettingFrom({});
    expect(['es', 'es-ES', 'es-AR', 'fr'].map((l) => localeFor(l, setting))).toEqual(['es-MX', 'es-MX', 'es-MX', 'es-MX']);
    expect(['en', 'en-US', 'en-GB'].map((l) => localeFor(l, setting))).toEqual(['en-US', 'en-US', 'en-US']);
  });

  it('defaults to Mexican pesos and reads the build variables', () => {
    expect(priceSettingFrom({})).toEqual({ currency: 'MXN', locale: 'es-MX', englishLocale: 'en-US' });
    expect(priceSettingFrom({ VITE_PRICE_CURRENCY: 'EUR', VITE_PRICE_LOCALE: 'es-ES' })).toMatchObject({
      currency: 'EUR',
      locale: 'es-ES',
    });
  });
});
