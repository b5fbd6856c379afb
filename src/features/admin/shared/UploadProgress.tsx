import { useTranslation } from 'react-i18next';

export interface FileProgress {
  name: string;
  fraction: number;
  failed?: boolean;
}

/** One bar per file of an upload batch, plus the batch total. */
export function UploadProgress({ files }: { files: readonly FileProgress[] }) {
  const { t } = useTranslation('admin');
  if (files.length === 0) return null;
  const done = files.filter((f) => f.fraction >= 1 && !f.failed).length;
  const total = files.reduce((sum, f) => sum + f.fraction, 0) / files.length;
  return (
    <div className="admin-progress" aria-live="polite">
      <label>
        {t('upload.total', { done, n: files.length })}
        <progress max={1} value={total} aria-label={t('upload.totalLabel')} />
      </label>
      {files.length <= 12 && (
        <ul>
          {files.map((file) => (
            <li key={file.name} className={file.failed ? 'admin-progress-failed' : undefined}>
              <span>{file.name}</span>
              <progress max={1} value={file.fraction} aria-label={file.name} />
              {file.failed && <span>{t('upload.failed')}</span>}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
