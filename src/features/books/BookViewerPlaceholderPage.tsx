import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

/** /visor-libro: a placeholder with no function of its own (spec section 2); books open from the home page. */
export default function BookViewerPlaceholderPage() {
  const { t } = useTranslation('books');
  return (
    <section className="page">
      <h1>{t('placeholderTitle')}</h1>
      <p>{t('placeholderText')}</p>
      <p>
        <Link to="/">{t('placeholderLink')}</Link>
      </p>
    </section>
  );
}
