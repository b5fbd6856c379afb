import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '../../../components/Alert';
import { validateBooklet } from './validation';

/** 'Agregar Nuevo Devocionario': Nombre and 'Carpeta de Imágenes', refusing empty values. */
export function BookletForm({ onCreate }: { onCreate: (values: { name: string; pagesFolder: string }) => Promise<boolean> }) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [name, setName] = useState('');
  const [pagesFolder, setPagesFolder] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const check = validateBooklet({ name, pagesFolder });
    if (!check.ok) {
      setError(t(check.error));
      return;
    }
    setError(null);
    setBusy(true);
    if (await onCreate(check.value)) {
      setName('');
      setPagesFolder('');
    }
    setBusy(false);
  }

  return (
    <form className="admin-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('booklets.formTitle')}</h2>
      {error && <Alert kind="error">{error}</Alert>}
      <label htmlFor={`${id}-name`}>{t('booklets.name')}</label>
      <input id={`${id}-name`} value={name} onChange={(e) => setName(e.target.value)} aria-required="true" />
      <label htmlFor={`${id}-folder`}>{t('booklets.folder')}</label>
      <input
        id={`${id}-folder`}
        value={pagesFolder}
        onChange={(e) => setPagesFolder(e.target.value)}
        aria-required="true"
        aria-describedby={`${id}-folder-hint`}
      />
      <p id={`${id}-folder-hint`} className="admin-hint">
        {t('booklets.folderHint', { folder: pagesFolder.trim() || '…' })}
      </p>
      <div className="admin-actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {t('booklets.create')}
        </button>
      </div>
    </form>
  );
}
