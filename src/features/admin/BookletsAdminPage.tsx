import { useTranslation } from 'react-i18next';

// Placeholder screen: the feature owner replaces it (keep the default export and file name).
export default function BookletsAdminPage() {
  const { t } = useTranslation('common');
  return (
    <section className="page">
      <h1>{t('pages.adminBooklets')}</h1>
    </section>
  );
}
