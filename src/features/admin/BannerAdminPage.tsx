import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Spinner from '../../components/Spinner';
import StorageImage from '../../components/StorageImage';
import { AdminScreen } from './shared/AdminScreen';
import { NoticeLine } from './shared/NoticeLine';
import { useNotice } from './shared/notice';
import { fileNameOf } from './shared/paths';
import { UploadProgress, type FileProgress } from './shared/UploadProgress';
import { useConfirm } from './shared/useConfirm';
import { UrlUnavailableError } from './shared/waitForObject';
import { useBannerAdmin } from './banner/useBannerAdmin';

/** /admin/banner: text, multi-image upload with progress, the image grid with delete, and Guardar. */
export default function BannerAdminPage() {
  const { t } = useTranslation('admin');
  const id = useId();
  const { banner, images, loading, loadError, reload, saveText, uploadImages, deleteImage } = useBannerAdmin();
  const { notice, showError, showSuccess, clear } = useNotice();
  const { confirm, dialog } = useConfirm();
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<FileProgress[]>([]);
  const [busy, setBusy] = useState(false);
  const [checking, setChecking] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  useEffect(() => setText(banner?.text ?? ''), [banner?.text]);

  async function save(event: FormEvent) {
    event.preventDefault();
    clear();
    setBusy(true);
    try {
      try {
        if (!banner || text !== banner.text) await saveText(text);
      } catch (error) {
        showError(t('banner.errorSave'), error);
        return;
      }
      if (files.length) {
        setProgress(files.map((f) => ({ name: f.name, fraction: 0 })));
        try {
          await uploadImages(files, (index, fraction) => {
            setProgress((rows) => rows.map((row, i) => (i === index ? { ...row, fraction } : row)));
            if (fraction >= 1) setChecking(true);
          });
        } catch (error) {
          if (error instanceof UrlUnavailableError) {
            showError(t('errors.urlUnavailable', { path: error.path, n: error.attempts }), error);
          } else showError(t('banner.errorUpload'), error);
          return;
        } finally {
          setChecking(false);
        }
        setFiles([]);
        setProgress([]);
        if (fileInput.current) fileInput.current.value = '';
      }
      showSuccess(t('banner.saved'));
    } finally {
      setBusy(false);
    }
  }

  async function remove(path: string) {
    if (!(await confirm(t('banner.confirmDelete')))) return;
    try {
      await deleteImage(path);
      showSuccess(t('banner.imageDeleted'));
    } catch (error) {
      showError(t('banner.errorDelete'), error);
    }
  }

  return (
    <AdminScreen title={t('banner.title')}>
      <NoticeLine notice={notice} onDismiss={clear} />
      {loading ? (
        <Spinner />
      ) : loadError ? (
        <div>
          <p role="alert">{t('banner.errorLoad')}</p>
          <button type="button" className="button" onClick={() => void reload()}>
            {t('actions.reload')}
          </button>
        </div>
      ) : (
        <form className="admin-form" onSubmit={save} noValidate aria-busy={busy}>
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
      )}
      {!loading && !loadError && (
        <section className="admin-section" aria-labelledby={`${id}-images`}>
          <h2 id={`${id}-images`}>{t('banner.images')}</h2>
          {images.length === 0 ? (
            <p>{t('banner.empty')}</p>
          ) : (
            <ul className="admin-grid">
              {images.map((path) => (
                <li key={path} className="admin-card">
                  <StorageImage path={path} alt={fileNameOf(path)} />
                  <span className="admin-hint">{fileNameOf(path)}</span>
                  <button
                    type="button"
                    className="button admin-danger"
                    aria-label={`${t('actions.delete')} ${fileNameOf(path)}`}
                    onClick={() => void remove(path)}
                  >
                    {t('actions.delete')}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      {dialog}
    </AdminScreen>
  );
}
