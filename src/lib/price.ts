import { useTranslation } from 'react-i18next';

/**
 * The one setting every price of the site is shown with: the currency, the locale Spanish pages
 * write it in, and the locale of English pages (same currency). A deployment for another country
 * changes it at build time with VITE_PRICE_CURRENCY and VITE_PRICE_LOCALE.
 */
export const PRICE_SETTING = {
  currency: (import.meta.env.VITE_PRICE_CURRENCY as string | undefined) || 'MXN',
  locale: (import.meta.env.VITE_PRICE_LOCALE as string | undefined) || 'es-MX',
  englishLocale: 'en-US',
} as const;

const formatters = new Map<string, Intl.NumberFormat>();

/** A price as the site writes it in `language` ('$99.50' in Spanish, 'MX$99.50' in English, for MXN). */
export function formatPrice(amount: number, language = 'es', setting: { currency: string; locale: string; englishLocale: string } = PRICE_SETTING): string {
  const locale = language.startsWith('en') ? setting.englishLocale : setting.locale;
  const key = `${locale}|${setting.currency}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: setting.currency });
    formatters.set(key, format);
  }
  return format.format(amount);
}

/** formatPrice in the page's language. */
export function usePriceFormat(): (amount: number) => string {
  const { i18n } = useTranslation();
  const language = i18n.language ?? 'es';
  return (amount) => formatPrice(amount, language);
}
