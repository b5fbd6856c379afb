import { useTranslation } from 'react-i18next';

/** The footer of the profile's edit dialogs: cancel, and a save button that says "Guardando..." while busy. */
export default function ModalFormActions({
  busy,
  onCancel,
  saveLabel,
}: {
  busy?: boolean;
  onCancel: () => void;
  /** The save button's text when idle (profile.save unless given). */
  saveLabel?: string;
}) {
  const { t } = useTranslation('account');
  return (
    <div className="acc-actions">
      <button type="button" className="button" onClick={onCancel}>
        {t('profile.cancel')}
      </button>
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? t('profile.saving') : (saveLabel ?? t('profile.save'))}
      </button>
    </div>
  );
}
