import { useTranslation } from 'react-i18next';
import Spinner from '../../../components/Spinner';
import { AdminScreen } from '../shared/AdminScreen';
import { NoticeLine } from '../shared/NoticeLine';
import { useNotice } from '../shared/notice';
import { ContactInfoForm } from './ContactInfoForm';
import { useContactInfoAdmin } from './useContactInfoAdmin';
import { LoadError } from '../shared/LoadError';

/** /admin/contacto. */
export default function ContactInfoAdminPage() {
  const { t } = useTranslation('admin');
  const { info, loading, loadError, reload, save } = useContactInfoAdmin();
  const { notice, showError, showSuccess, clear } = useNotice();
  return (
    <AdminScreen title={t('contact.title')}>
      <NoticeLine notice={notice} onDismiss={clear} />
      {loading ? (
        <Spinner />
      ) : loadError ? (
        <LoadError message={t('contact.errorLoad')} onReload={() => void reload()} />
      ) : (
        <ContactInfoForm
          key={info?.id ?? 'new'}
          info={info}
          onSave={async (values) => {
            try {
              await save(values);
              showSuccess(t('contact.saved'));
              return true;
            } catch (error) {
              showError(t('contact.errorSave'), error);
              return false;
            }
          }}
        />
      )}
    </AdminScreen>
  );
}
