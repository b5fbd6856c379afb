import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Modal from '../../../components/Modal';
import { ACCESS_REASON_MAX } from '../../../lib/access-requests';

/** 'Rechazar': an optional reason the user will read, then the rejection itself. */
export function RejectDialog({
  email,
  onReject,
  onClose,
}: {
  email: string;
  onReject: (reason: string) => Promise<boolean>;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [tooLong, setTooLong] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (reason.trim().length > ACCESS_REASON_MAX) return setTooLong(true);
    setTooLong(false);
    setBusy(true);
    const done = await onReject(reason);
    setBusy(false);
    if (done) onClose();
  }

  return (
    <Modal open title={t('requests.rejectTitle', { email })} onClose={onClose}>
      <form className="admin-form" onSubmit={submit} noValidate>
        <label htmlFor={`${id}-reason`}>{t('requests.reasonLabel')}</label>
        <textarea
          id={`${id}-reason`}
          rows={3}
          value={reason}
          maxLength={ACCESS_REASON_MAX}
          onChange={(event) => setReason(event.target.value)}
          aria-describedby={`${id}-hint${tooLong ? ` ${id}-error` : ''}`}
          aria-invalid={tooLong || undefined}
        />
        <small id={`${id}-hint`} className="admin-hint">
          {t('requests.reasonHint')}
        </small>
        {tooLong && (
          <p id={`${id}-error`} className="admin-field-error" role="alert">
            {t('requests.reasonTooLong', { max: ACCESS_REASON_MAX })}
          </p>
        )}
        <div className="admin-actions">
          <button type="button" className="button" onClick={onClose}>
            {t('actions.cancel')}
          </button>
          <button type="submit" className="button admin-danger" disabled={busy}>
            {busy ? t('requests.rejecting') : t('requests.confirmReject')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
