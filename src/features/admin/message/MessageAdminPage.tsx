import { useTranslation } from 'react-i18next';
import Spinner from '../../../components/Spinner';
import { AdminScreen } from '../shared/AdminScreen';
import { NoticeLine } from '../shared/NoticeLine';
import { useNotice } from '../shared/notice';
import { MessageForm } from './MessageForm';
import { useMessageAdmin } from './useMessageAdmin';
import { LoadError } from '../shared/LoadError';

/** /admin/mensaje: 'Administrar Mensaje', the footer quote and its author. */
export default function MessageAdminPage() {
  const { t } = useTranslation('admin');
  const { quote, author, loading, loadError, reload, save } = useMessageAdmin();
  const { notice, showError, showSuccess, clear } = useNotice();
  return (
    <AdminScreen title={t('message.title')}>
      <NoticeLine notice={notice} onDismiss={clear} />
      {loading ? (
        <Spinner />
      ) : loadError ? (
        <LoadError message={t('message.errorLoad')} onReload={() => void reload()} />
      ) : (
        <MessageForm
          initial={{ quote, author }}
          onSave={async (values) => {
            try {
              await save(values);
              showSuccess(t('message.saved'));
              return true;
            } catch (error) {
              showError(t('message.errorSave'), error);
              return false;
            }
          }}
        />
      )}
    </AdminScreen>
  );
}
