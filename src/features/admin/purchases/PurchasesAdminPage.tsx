import { useTranslation } from 'react-i18next';
import Spinner from '../../../components/Spinner';
import { AdminScreen } from '../shared/AdminScreen';
import { AdminTable } from '../shared/AdminTable';
import { LoadError } from '../shared/LoadError';
import { NoticeLine } from '../shared/NoticeLine';
import { useNotice } from '../shared/notice';
import { useConfirm } from '../shared/useConfirm';
import { GrantForm } from './GrantForm';
import { isUserNotFound } from './grants';
import { imageLabel, usePurchasesAdmin } from './usePurchasesAdmin';

/** /admin/compras: grant paid content to a user by e-mail, list and revoke grants. */
export default function PurchasesAdminPage() {
  const { t, i18n } = useTranslation('admin');
  const admin = usePurchasesAdmin();
  const { notice, showError, showSuccess, clear } = useNotice();
  const { confirm, dialog } = useConfirm();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <AdminScreen title={t('purchases.title')} wide>
      <NoticeLine notice={notice} onDismiss={clear} />
      <GrantForm
        images={admin.paidImages.map((i) => ({ id: i.id, label: imageLabel(i) }))}
        videos={admin.paidVideos.map((v) => ({ id: v.id, label: v.title }))}
        onGrant={async (email, kind, id) => {
          try {
            await admin.grant(email, kind, id);
            showSuccess(t('purchases.granted', { email }));
            return true;
          } catch (error) {
            showError(
              isUserNotFound(error) ? t('purchases.errorUserNotFound') : t('purchases.errorGrant'),
              error,
            );
            return false;
          }
        }}
      />
      <section className="admin-section" aria-labelledby="admin-grants-title">
        <h2 id="admin-grants-title">{t('purchases.listTitle')}</h2>
        {admin.loading ? (
          <Spinner />
        ) : admin.loadError ? (
          <LoadError message={t('purchases.errorLoad')} onReload={() => void admin.reload()} />
        ) : admin.grants.length === 0 ? (
          <p>{t('purchases.empty')}</p>
        ) : (
          <AdminTable
            columns={[
              t('purchases.columns.kind'),
              t('purchases.columns.item'),
              t('purchases.columns.user'),
              t('purchases.columns.date'),
              t('purchases.columns.actions'),
            ]}
          >
            {admin.grants.map((row) => (
              <tr key={`${row.kind}-${row.id}`}>
                <td>{row.kind === 'IMAGEN' ? t('purchases.kindImage') : t('purchases.kindVideo')}</td>
                <th scope="row">{row.itemLabel ?? t('purchases.unknownItem')}</th>
                <td>{row.email ?? row.userId}</td>
                <td>{row.createdAt ? date.format(new Date(row.createdAt)) : ''}</td>
                <td>
                  <button
                    type="button"
                    className="button admin-danger"
                    onClick={async () => {
                      if (!(await confirm(t('purchases.confirmRevoke')))) return;
                      try {
                        await admin.revoke(row);
                        showSuccess(t('purchases.revoked'));
                      } catch (error) {
                        showError(t('purchases.errorRevoke'), error);
                      }
                    }}
                  >
                    {t('purchases.revoke')}
                  </button>
                </td>
              </tr>
            ))}
          </AdminTable>
        )}
      </section>
      {dialog}
    </AdminScreen>
  );
}
