import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '../../../components/Alert';
import { validateMessage } from './validation';

/** Mensaje (3 rows), Autor and Guardar, which reads 'Guardando...' and is disabled while saving. */
export function MessageForm({
  initial,
  onSave,
}: {
  initial: { quote: string; author: string };
  onSave: (values: { quote: string; author: string }) => Promise<boolean>;
}) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [quote, setQuote] = useState(initial.quote);
  const [author, setAuthor] = useState(initial.author);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const check = validateMessage({ quote, author });
    if (!check.ok) {
      setError(t(check.error));
      return;
    }
    setError(null);
    setSaving(true);
    await onSave(check.value);
    setSaving(false);
  }

  return (
    <form className="admin-form" onSubmit={submit} noValidate aria-busy={saving}>
      {error && <Alert kind="error">{error}</Alert>}
      <label htmlFor={`${id}-quote`}>{t('message.quote')}</label>
      <textarea id={`${id}-quote`} rows={3} value={quote} onChange={(e) => setQuote(e.target.value)} aria-required="true" />
      <label htmlFor={`${id}-author`}>{t('message.author')}</label>
      <input id={`${id}-author`} value={author} onChange={(e) => setAuthor(e.target.value)} aria-required="true" />
      <div className="admin-actions">
        <button type="submit" className="button button--primary" disabled={saving}>
          {saving ? t('message.saving') : t('message.save')}
        </button>
      </div>
    </form>
  );
}
