import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { UploadProgress, type FileProgress } from '../shared/UploadProgress';

export interface BannerFormProps {
  initialText: string;
  /** Saves the text and uploads the files; answers whether everything went (the form then clears the files). */
  onSave: (text: string, files: File[], onProgress: (index: number, fraction: number) => void) => Promise<boolean>;
}

/** Banner text, the multi-image picker with per-file progress, and Guardar. */
export function BannerForm({ initialText, onSave }: BannerFormProps) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [text, setText] = useState(initialText);
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<FileProgress[]>([]);
  const [busy, setBusy] = useState(false);
  const [checking, setChecking] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setProgress(files.map((f) => ({ name: f.name, fraction: 0 })));
    const done = await onSave(text, files, (index, fraction) => {
      setProgress((rows) => rows.map((row, i) => (i === index ? { ...row, fraction } : row)));
      if (fraction >= 1) setChecking(true);
    });
    setChecking(false);
    setProgress([]);
    if (done) {
      setFiles([]);
      if (fileInput.current) fileInput.current.value = '';
    }
    setBusy(false);
  }

  return (
    <form className="admin-form" onSubmit={submit} noValidate aria-busy={busy}>
      <label htmlFor={`${id}-text`}>{t('banner.text')}</label>
      <textarea id={`${id}-text`} rows={3} value={text} onChange={(e) => setText(e.target.value)} />
      <label htmlFor={`${id}-files`}>{t('banner.addImages')}</label>
      <input
        id={`${id}-files`}
        ref={fileInput}
        type="file"
        accept="image/jpeg,image/png,image/gif"
        multiple
        onChange={(e) => setFiles(Array.from(e.target.files ?? []))}
      />
      <UploadProgress files={progress} />
      {checking && <p className="admin-hint">{t('upload.checking')}</p>}
      <div className="admin-actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? t('actions.saving') : t('banner.save')}
        </button>
      </div>
    </form>
  );
}
