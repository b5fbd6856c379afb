import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

// Placeholder account area of the header: the accounts engineer replaces it with the
// dropdown of the specification (keep the default export and file name).
export default function AccountMenu() {
  const { t } = useTranslation('common');
  return (
    <Link className="button button--primary" to="/user">
      {t('signIn')}
    </Link>
  );
}
