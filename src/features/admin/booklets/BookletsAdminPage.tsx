import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Spinner from '../../../components/Spinner';
import { AdminScreen } from '../shared/AdminScreen';
import { failureText } from '../shared/failureText';
import { NoticeLine } from '../shared/NoticeLine';
import { useNotice } from '../shared/notice';
import { UploadProgress, type FileProgress } from '../shared/UploadProgress';
import { useConfirm } from '../shared/useConfirm';
import { UrlUnavailableError } from '../shared/waitForObject';
import { BookletForm } from './BookletForm';
import { BookletImages } from './BookletImages';
import { useBookletsAdmin } from './useBookletsAdmin';
import { LoadError } from '../shared/LoadError';

/** /admin/devocionario: 'Gestión de Devocionarios' (spec section 2). */
export default function BookletsAdminPage() {
  const { t } = useTranslation('admin');
  const id = useId();
  const admin = useBookletsAdmin();
  const { notice, showError, showSuccess, clear } = useNotice();
  const { confirm, dialog } = useConfirm();
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<FileProgress[]>([]);
  const [uploading, setUploading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const { selected } = admin;

  async function upload() {
    if (!selected) {
      showError(t('errors.selectBookletFirst'));
      return;
    }
    clear();
    setUploading(true);
    setProgress(files.map((f) => ({ name: f.name, fraction: 0 })));
    try {
      await admin.uploadImages(selected, files, (index, fraction) =>
        setProgress((rows) => rows.map((row, i) => (i === index ? { ...row, fraction } : row))),
      );
      showSuccess(t('booklets.uploaded'));
    } catch (error) {
      if (error instanceof UrlUnavailableError) {
        showError(t('errors.urlUnavailable', { path: error.path, n: error.attempts }), error);
      } else showError(failureText(t, 'booklets.errorUpload', error), error);
    } finally {
      // Spec section 4: an upload clears the chosen files.
      setFiles([]);
      if (fileInput.current) fileInput.current.value = '';
      setProgress([]);
      setUploading(false);
    }
  }

  async function removeImage(path: string) {
    if (!selected) return;
    if (!(await confirm(t('booklets.confirmDelete')))) return;
    try {
      await admin.deleteImage(selected, path);
      showSuccess(t('booklets.imageDeleted'));
    } catch (error) {
      showError(t('booklets.errorDelete'), error);
    }
  }

  return (
    <AdminScreen title={t('booklets.title')} wide>
      <NoticeLine notice={notice} onDismiss={clear} />
      <BookletForm
        onCreate={async (values) => {
          try {
            const created = await admin.createBooklet(values);
            showSuccess(t('booklets.created'));
            void admin.select(created).catch((error) => console.error('Error al obtener imágenes:', error));
            return true;
          } catch (error) {
            showError(t('booklets.errorCreate'), error);
            return false;
          }
        }}
      />

      <section className="admin-section" aria-labelledby={`${id}-list`}>
        <h2 id={`${id}-list`}>{t('booklets.listTitle')}</h2>
        {admin.loading ? (
          <Spinner />
        ) : admin.loadError ? (
          <LoadError message={t('booklets.errorLoad')} onReload={() => void admin.reload()} />
        ) : admin.booklets.length === 0 ? (
          <p>{t('booklets.empty')}</p>
        ) : (
          <ul className="admin-select-grid">
            {admin.booklets.map((booklet) => (
              <li key={booklet.id}>
                <button
                  type="button"
                  className="admin-select-card"
                  aria-pressed={selected?.id === booklet.id}
                  onClick={() =>
                    void admin.select(booklet).catch((error) => showError(t('booklets.errorLoad'), error))
                  }
                >
                  <strong>{booklet.name}</strong>
                  <small>{booklet.pagesFolder}</small>
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="admin-section" aria-labelledby={`${id}-images`}>
        {selected ? (
          <>
            <h2 id={`${id}-images`}>{t('booklets.imagesTitle', { name: selected.name })}</h2>
            {admin.loadingImages ? (
              <p role="status">{t('booklets.loadingImages')}</p>
            ) : (
              <BookletImages images={admin.images} onDelete={(path) => void removeImage(path)} />
            )}
          </>
        ) : (
          <p id={`${id}-images`}>{t('booklets.selectHint')}</p>
        )}
        <div className="admin-form">
          <label htmlFor={`${id}-files`}>{t('booklets.upload')}</label>
          <input
            id={`${id}-files`}
            ref={fileInput}
            type="file"
            accept="image/*"
            multiple
            onChange={(e) => setFiles(Array.from(e.target.files ?? []))}
          />
          <UploadProgress files={progress} />
          <div className="admin-actions">
            <button
              type="button"
              className="button button--primary"
              disabled={files.length === 0 || uploading}
              onClick={() => void upload()}
            >
              {uploading ? t('actions.uploading') : t('booklets.uploadButton')}
            </button>
          </div>
        </div>
      </section>
      {dialog}
    </AdminScreen>
  );
}
