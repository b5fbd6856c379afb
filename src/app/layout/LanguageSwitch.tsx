import { useTranslation } from 'react-i18next';
import { SUPPORTED_LANGUAGES } from '../../lib/i18n';
import './LanguageSwitch.css';

/** ES / EN buttons; the choice is cached in localStorage by the language detector. */
export default function LanguageSwitch() {
  const { t, i18n } = useTranslation('common');
  const current = (i18n.resolvedLanguage ?? i18n.language ?? 'es').split('-')[0];
  return (
    <div className="language-switch" role="group" aria-label={t('language.label')}>
      {SUPPORTED_LANGUAGES.map((lng) => (
        <button
          key={lng}
          type="button"
          lang={lng}
          className="language-switch__option"
          aria-pressed={current === lng}
          title={t(`language.${lng}`)}
          onClick={() => void i18n.changeLanguage(lng)}
        >
          <span aria-hidden="true">{lng.toUpperCase()}</span>
          <span className="visually-hidden">{t(`language.${lng}`)}</span>
        </button>
      ))}
    </div>
  );
}
