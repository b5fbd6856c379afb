import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '../../../components/Alert';
import type { Outcome } from '../shared/concurrency';
import { MoneyField } from '../shared/MoneyField';
import { normalizeTitle, validateGalleryForm, type GalleryShared } from './validation';
import type { GalleryImage, GalleryUploadItem } from './useGalleryAdmin';

export interface GalleryUploadFormProps {
  onUpload: (
    items: readonly GalleryUploadItem[],
    shared: GalleryShared,
    onProgress: (index: number, fraction: number) => void,
  ) => Promise<Outcome<GalleryImage>[]>;
  /** Turns one image's failure into its Spanish reason. */
  describeError: (error: unknown) => string;
  /** Told after each batch: how many arrived. */
  onDone: (stored: number, failed: number) => void;
}

interface Row {
  file: File;
  title: string;
  fraction: number;
  error?: string;
}

/**
 * Images (one or several), each with an optional title; shared tags, the Pública checkbox and
 * the cost when not public (spec sections 2 and 5). Progress per image; the ones that failed
 * stay listed with their reason, to try again.
 */
export function GalleryUploadForm({ onUpload, describeError, onDone }: GalleryUploadFormProps) {
  const { t } = useTranslation('admin');
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [rows, setRows] = useState<Row[]>([]);
  const [tags, setTags] = useState('');
  const [isPublic, setIsPublic] = useState(true);
  const [cost, setCost] = useState('0');
  const [error, setError] = useState<string | null>(null);
  const [summary, setSummary] = useState<{ stored: number; failed: Row[] } | null>(null);
  const [busy, setBusy] = useState(false);

  function choose(files: File[]) {
    setSummary(null);
    setRows(files.map((file) => ({ file, title: '', fraction: 0 })));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const check = validateGalleryForm({ files: rows.map((r) => r.file), tags, isPublic, cost });
    if (!check.ok) {
      setError(t(check.error));
      return;
    }
    setError(null);
    setSummary(null);
    setBusy(true);
    const batch = rows.map((row) => ({ ...row, fraction: 0, error: undefined }));
    setRows(batch);
    const outcomes = await onUpload(
      batch.map((row) => ({ file: row.file, title: normalizeTitle(row.title) })),
      check.value,
      (index, fraction) => setRows((list) => list.map((row, i) => (i === index ? { ...row, fraction } : row))),
    );
    const failed = batch.flatMap((row, i) => {
      const outcome = outcomes[i];
      return outcome.ok ? [] : [{ ...row, fraction: 0, error: describeError(outcome.error) }];
    });
    const stored = batch.length - failed.length;
    setSummary({ stored, failed });
    // What arrived leaves the list; what failed stays, with its reason, to try again.
    setRows(failed);
    if (fileInput.current && failed.length === 0) fileInput.current.value = '';
    setBusy(false);
    onDone(stored, failed.length);
  }

  return (
    <form className="admin-form" onSubmit={submit} noValidate aria-busy={busy}>
      <h2>{t('gallery.uploadTitle')}</h2>
      {error && <Alert kind="error">{error}</Alert>}
      {summary && (
        <Alert kind={summary.failed.length ? (summary.stored ? 'warning' : 'error') : 'success'}>
          {t('gallery.summary', { stored: summary.stored, count: summary.stored + summary.failed.length })}
          {summary.failed.length > 0 && (
            <>
              {' '}
              {t('gallery.summaryFailed')}
              <ul className="admin-failures">
                {summary.failed.map((row) => (
                  <li key={row.file.name}>
                    <strong>{row.file.name}</strong>: {row.error}
                  </li>
                ))}
              </ul>
            </>
          )}
        </Alert>
      )}
      <label htmlFor={`${id}-file`}>{t('gallery.file')}</label>
      <input
        id={`${id}-file`}
        ref={fileInput}
        type="file"
        accept="image/*"
        multiple
        aria-required="true"
        aria-describedby={`${id}-file-hint`}
        disabled={busy}
        onChange={(e) => choose(Array.from(e.target.files ?? []))}
      />
      <p id={`${id}-file-hint`} className="admin-hint">
        {t('gallery.fileHint')}
      </p>
      {rows.length > 0 && (
        <ul className="admin-upload-rows" aria-label={t('gallery.chosen', { count: rows.length })}>
          {rows.map((row, index) => (
            <li key={`${row.file.name}-${index}`} className={row.error ? 'admin-progress-failed' : undefined}>
              <span className="admin-upload-rows__name">{row.file.name}</span>
              <label className="visually-hidden" htmlFor={`${id}-title-${index}`}>
                {t('gallery.titleOf', { name: row.file.name })}
              </label>
              <input
                id={`${id}-title-${index}`}
                className="admin-inline-input"
                placeholder={t('gallery.titlePlaceholder')}
                value={row.title}
                disabled={busy}
                onChange={(e) => setRows((list) => list.map((r, i) => (i === index ? { ...r, title: e.target.value } : r)))}
              />
              <progress max={1} value={row.fraction} aria-label={t('gallery.progressOf', { name: row.file.name })} />
            </li>
          ))}
        </ul>
      )}
      <label htmlFor={`${id}-tags`}>{t('gallery.tags')}</label>
      <input id={`${id}-tags`} value={tags} disabled={busy} onChange={(e) => setTags(e.target.value)} aria-describedby={`${id}-tags-hint`} />
      <p id={`${id}-tags-hint`} className="admin-hint">
        {t('gallery.sharedHint')}
      </p>
      <label className="admin-check">
        <input
          type="checkbox"
          checked={isPublic}
          disabled={busy}
          onChange={(e) => {
            setIsPublic(e.target.checked);
            // Public images cost nothing (spec section 5).
            setCost(e.target.checked ? '0' : '');
          }}
        />
        {t('gallery.isPublic')}
      </label>
      {!isPublic && <MoneyField label={t('gallery.cost')} value={cost} onChange={setCost} paid />}
      <div className="admin-actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? t('actions.uploading') : rows.length > 1 ? t('gallery.uploadMany', { count: rows.length }) : t('gallery.upload')}
        </button>
      </div>
    </form>
  );
}
