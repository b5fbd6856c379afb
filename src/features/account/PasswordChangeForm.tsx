import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Field from '../../components/Field';
import ModalFormActions from './ModalFormActions';

interface PasswordChangeFormProps {
  busy: boolean;
  onCancel: () => void;
  onSave: (oldPassword: string, newPassword: string) => void;
  /** Shown when a field is empty (section 5). */
  onMissing: () => void;
}

/** 'Contraseña Actual' and 'Nueva Contraseña'. */
export default function PasswordChangeForm({ busy, onCancel, onSave, onMissing }: PasswordChangeFormProps) {
  const { t } = useTranslation('account');
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!oldPassword || !newPassword) onMissing();
    else onSave(oldPassword, newPassword);
  };

  return (
    <form onSubmit={submit} className="acc-modal-form" noValidate>
      <Field label={t('profile.currentPassword')} type="password" autoComplete="current-password" value={oldPassword} onChange={(e) => setOldPassword(e.target.value)} />
      <Field label={t('profile.newPassword')} type="password" autoComplete="new-password" value={newPassword} onChange={(e) => setNewPassword(e.target.value)} />
      <ModalFormActions busy={busy} onCancel={onCancel} />
    </form>
  );
}
