import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteUserAttributes, updatePassword, updateUserAttributes } from 'aws-amplify/auth';
import Spinner from '../../components/Spinner';
import Modal from '../../components/Modal';
import Alert from '../../components/Alert';
import Avatar from '../../components/Avatar';
import { avatarAttributes, avatarOptionsFromAttributes, type AvatarOptions } from '../../components/AvatarOptions';
import { useSession } from '../../lib/session';
import { toE164 } from '../../lib/phone';
import { errorMessage, libraryMessage } from '../../lib/auth-messages';
import { isGender, profileRows, type ProfileRow } from './profileRows';
import { useUserAttributes } from './useUserAttributes';
import EditAttributeForm from './EditAttributeForm';
import PasswordChangeForm from './PasswordChangeForm';
import AvatarCustomizer from './AvatarCustomizer';
import TwoStepSection, { totpAvailable } from './TwoStepSection';
import './account.css';

/**
 * 'Perfil de Usuario' (/user/configuracion and /admin/configuracion): the attributes in
 * the order of section 2, each but the e-mail editable in its own modal.
 */
export default function ProfilePage() {
  const { t, i18n } = useTranslation('account');
  const session = useSession();
  const { attributes, loading, reload } = useUserAttributes();
  const [editing, setEditing] = useState<ProfileRow | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');

  const close = () => {
    setEditing(null);
    setError('');
  };

  /** Runs one change; on success closes the modal and reloads the attributes (and the header). */
  async function apply(change: () => Promise<unknown>, done?: string) {
    setBusy(true);
    setError('');
    try {
      await change();
      setEditing(null);
      setNotice(done ?? t('profile.saved'));
      await reload();
      await session.refresh({ forceRefresh: true });
    } catch (err) {
      console.error('Error al actualizar el atributo:', err);
      setError(t('profile.updateError'));
    } finally {
      setBusy(false);
    }
  }

  function saveAttribute(row: ProfileRow, value: string) {
    if (!value) {
      return apply(() => deleteUserAttributes({ userAttributeKeys: [row.attribute as 'name'] }));
    }
    let stored = value;
    if (row.input === 'tel') {
      const phone = toE164(value);
      if (!phone) {
        setError(t('profile.phoneNotValid'));
        return;
      }
      stored = phone;
    }
    return apply(() => updateUserAttributes({ userAttributes: { [row.attribute]: stored } }));
  }

  function saveAvatar(options: AvatarOptions) {
    const update = avatarAttributes(options);
    if (typeof update.picture !== 'string' || update.picture.trim() === '') {
      console.error('URL del avatar no válida:', update.picture);
      setError(t('avatar.urlError'));
      return;
    }
    return apply(() => updateUserAttributes({ userAttributes: update }));
  }

  function savePassword(oldPassword: string, newPassword: string) {
    setBusy(true);
    setError('');
    updatePassword({ oldPassword, newPassword })
      .then(() => {
        setEditing(null);
        setNotice(t('profile.passwordChanged'));
      })
      .catch((err: unknown) => {
        console.error('Error al cambiar la contraseña:', err);
        const detail = errorMessage(err);
        setError(detail ? `${t('profile.updateError')} (${libraryMessage(detail, i18n.language)})` : t('profile.updateError'));
      })
      .finally(() => setBusy(false));
  }

  const display = (row: ProfileRow) => {
    switch (row.input) {
      case 'avatar':
        return <Avatar picture={row.value} alt={t('profile.rows.picture')} size={64} />;
      case 'password':
        return <span aria-label={t('profile.hiddenPassword')}>••••••••</span>;
      case 'select':
        return isGender(row.value) ? t(`profile.gender.${row.value}`) : row.value;
      case 'date': {
        const date = new Date(`${row.value}T00:00:00`);
        return Number.isNaN(date.getTime()) ? row.value : date.toLocaleDateString(i18n.language, { dateStyle: 'long' });
      }
      default:
        return row.value;
    }
  };

  const modalBody = (row: ProfileRow) => {
    switch (row.input) {
      case 'avatar':
        return <AvatarCustomizer initial={avatarOptionsFromAttributes(attributes)} busy={busy} onCancel={close} onSave={saveAvatar} />;
      case 'password':
        return <PasswordChangeForm busy={busy} onCancel={close} onSave={savePassword} onMissing={() => setError(t('profile.passwordMissing'))} />;
      default:
        return <EditAttributeForm row={row} busy={busy} onCancel={close} onSave={(value) => void saveAttribute(row, value)} />;
    }
  };

  return (
    <section className="page profile-page">
      <h1>{t('profile.title')}</h1>
      {notice && (
        <Alert kind="success" onDismiss={() => setNotice('')}>
          {notice}
        </Alert>
      )}
      {loading && Object.keys(attributes).length === 0 ? (
        <Spinner />
      ) : (
        <table className="profile-table">
          <tbody>
            {profileRows(attributes).map((row) => (
              <tr key={row.attribute}>
                <th scope="row">{t(row.label)}</th>
                <td>{display(row)}</td>
                <td className="profile-table__action">
                  {row.editable && (
                    <button
                      type="button"
                      className="button"
                      aria-label={t('profile.editLabel', { label: t(row.label) })}
                      onClick={() => {
                        setNotice('');
                        setError('');
                        setEditing(row);
                      }}
                    >
                      {t('profile.edit')}
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {attributes.email !== undefined && totpAvailable() && <TwoStepSection email={attributes.email} />}
      <Modal open={editing !== null} title={editing ? t('profile.editLabel', { label: t(editing.label) }) : ''} onClose={close}>
        {error && <Alert kind="error">{error}</Alert>}
        {editing && modalBody(editing)}
      </Modal>
    </section>
  );
}
