import { formatPrice, PRICE_SETTING } from './price';

describe('formatPrice', () => {
  it('writes pesos the Mexican way on Spanish pages and with the same currency on English ones', () => {
    expect(PRICE_SETTING).toMatchObject({ currency: 'MXN', locale: 'es-MX' });
    expect(formatPrice(99.5)).toBe('$99.50');
    expect(formatPrice(1234, 'es')).toBe('$1,234.00');
    expect(formatPrice(99.5, 'en')).toBe('MX$99.50');
    expect(formatPrice(0.1 + 0.2, 'es')).toBe('$0.30');
  });

  it('follows the setting', () => {
    expect(formatPrice(15, 'es', { currency: 'EUR', locale: 'es-ES', englishLocale: 'en-GB' })).toBe('15,00\u00a0€');
    expect(formatPrice(15, 'en', { currency: 'EUR', locale: 'es-ES', englishLocale: 'en-GB' })).toBe('€15.00');
  });
});

describe('the build setting', () => {
  it('writes prices from the patterns the build prepared, without making an Intl.NumberFormat', async () => {
    // A fresh module: no formatter left over from the tests above.
    vi.resetModules();
    const fresh = await import('./price');
    const made = vi.spyOn(Intl, 'NumberFormat');
    try {
      expect(fresh.formatPrice(1234.5, 'es')).toBe('$1,234.50');
      expect(fresh.formatPrice(1234.5, 'en')).toBe('MX$1,234.50');
      expect(made).not.toHaveBeenCalled();
    } finally {
      made.mockRestore();
    }
  });
});
