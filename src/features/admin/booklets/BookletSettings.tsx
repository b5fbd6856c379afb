import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { validateBookletName } from './validation';
import type { Booklet } from './useBookletsAdmin';

/** The selected booklet's name (changed in place; its folder and pages stay) and its deletion with all its pages. */
export function BookletSettings({
  booklet,
  onRename,
  onDelete,
}: {
  booklet: Booklet;
  onRename: (name: string) => Promise<boolean>;
  onDelete: () => void;
}) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [name, setName] = useState(booklet.name);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const check = validateBookletName(name);
    if (!check.ok) return setError(t(check.error));
    setError(null);
    setBusy(true);
    await onRename(check.value);
    setBusy(false);
  }

  return (
    <form className="admin-form admin-booklet-settings" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('booklets.settings')}</h3>
      <label htmlFor={`${id}-name`}>{t('booklets.name')}</label>
      <input
        id={`${id}-name`}
        value={name}
        onChange={(e) => setName(e.target.value)}
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
      />
      <p id={`${id}-hint`} className="admin-hint">
        {t('booklets.renameHint', { folder: booklet.pagesFolder })}
      </p>
      {error && (
        <p id={`${id}-error`} className="admin-field-error" role="alert">
          {error}
        </p>
      )}
      <div className="admin-actions">
        <button type="submit" className="button button--primary" disabled={busy || name.trim() === booklet.name}>
          {busy ? t('actions.saving') : t('booklets.rename')}
        </button>
        <button type="button" className="button button--danger" onClick={onDelete}>
          {t('booklets.deleteBooklet')}
        </button>
      </div>
    </form>
  );
}
