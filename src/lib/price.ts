import { useTranslation } from 'react-i18next';
import { formatWithPattern, localeFor, type PriceSetting } from './number-pattern';
import { patternOf, PRICE_SETTING } from './number-format';

export { PRICE_SETTING };

/** A price as the site writes it in `language` ('$99.50' in Spanish, 'MX$99.50' in English, for MXN). */
export function formatPrice(amount: number, language = 'es', setting: PriceSetting = PRICE_SETTING): string {
  return formatWithPattern(amount, patternOf(localeFor(language, setting), setting.currency));
}

/** formatPrice in the page's language. */
export function usePriceFormat(): (amount: number) => string {
  const { i18n } = useTranslation();
  const language = i18n.language ?? 'es';
  return (amount) => formatPrice(amount, language);
}
