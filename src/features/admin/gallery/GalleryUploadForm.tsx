import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '../../../components/Alert';
import type { ProgressListener } from '../shared/storage';
import { MoneyField } from '../shared/MoneyField';
import { UploadProgress, type FileProgress } from '../shared/UploadProgress';
import { validateGalleryForm } from './validation';

export interface GalleryUploadFormProps {
  onUpload: (file: File, values: { tags: string; isPublic: boolean; cost: number }, onProgress: ProgressListener) => Promise<void>;
  describeError: (error: unknown) => string;
}

/** File, tags, Pública checkbox and the cost when not public (spec sections 2 and 5). */
export function GalleryUploadForm({ onUpload, describeError }: GalleryUploadFormProps) {
  const { t } = useTranslation('admin');
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [tags, setTags] = useState('');
  const [isPublic, setIsPublic] = useState(true);
  const [cost, setCost] = useState('0');
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<FileProgress[]>([]);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const check = validateGalleryForm({ file, tags, isPublic, cost });
    if (!check.ok || !file) {
      setError(t(check.ok ? 'errors.fileRequired' : check.error));
      return;
    }
    setError(null);
    setBusy(true);
    setProgress([{ name: file.name, fraction: 0 }]);
    try {
      await onUpload(file, check.value, (fraction) => setProgress([{ name: file.name, fraction }]));
      setFile(null);
      setTags('');
      if (fileInput.current) fileInput.current.value = '';
      setProgress([]);
    } catch (failure) {
      setError(describeError(failure));
      setProgress((rows) => rows.map((r) => ({ ...r, failed: true })));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="admin-form" onSubmit={submit} noValidate aria-busy={busy}>
      <h2>{t('gallery.uploadTitle')}</h2>
      {error && <Alert kind="error">{error}</Alert>}
      <label htmlFor={`${id}-file`}>{t('gallery.file')}</label>
      <input
        id={`${id}-file`}
        ref={fileInput}
        type="file"
        accept="image/*"
        aria-required="true"
        onChange={(e) => setFile(e.target.files?.[0] ?? null)}
      />
      <label htmlFor={`${id}-tags`}>{t('gallery.tags')}</label>
      <input id={`${id}-tags`} value={tags} onChange={(e) => setTags(e.target.value)} />
      <label className="admin-check">
        <input
          type="checkbox"
          checked={isPublic}
          onChange={(e) => {
            setIsPublic(e.target.checked);
            // Public images cost nothing (spec section 5).
            setCost(e.target.checked ? '0' : '');
          }}
        />
        {t('gallery.isPublic')}
      </label>
      {!isPublic && <MoneyField label={t('gallery.cost')} value={cost} onChange={setCost} paid />}
      <UploadProgress files={progress} />
      <div className="admin-actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? t('actions.uploading') : t('gallery.upload')}
        </button>
      </div>
    </form>
  );
}
