import { useTranslation } from 'react-i18next';

// Placeholder screen: the feature owner replaces it (keep the default export and file name).
export default function BooksAdminPage() {
  const { t } = useTranslation('common');
  return (
    <section className="page">
      <h1>{t('pages.adminBooks')}</h1>
    </section>
  );
}
