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
