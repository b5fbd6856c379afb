import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import Spinner from '../../../components/Spinner';
import StorageImage from '../../../components/StorageImage';
import { AdminScreen } from '../shared/AdminScreen';
import { failureText } from '../shared/failureText';
import { NoticeLine } from '../shared/NoticeLine';
import { useNotice } from '../shared/notice';
import { fileNameOf } from '../shared/paths';
import { useConfirm } from '../shared/useConfirm';
import { UrlUnavailableError } from '../shared/waitForObject';
import { BannerForm } from './BannerForm';
import { useBannerAdmin } from './useBannerAdmin';
import { LoadError } from '../shared/LoadError';

/** /admin/banner: text, multi-image upload with progress, the image grid with delete, and Guardar. */
export default function BannerAdminPage() {
  const { t } = useTranslation('admin');
  const id = useId();
  const { banner, images, loading, loadError, reload, saveText, uploadImages, deleteImage } = useBannerAdmin();
  const { notice, showError, showSuccess, clear } = useNotice();
  const { confirm, dialog } = useConfirm();

  async function save(text: string, files: File[], onProgress: (index: number, fraction: number) => void) {
    clear();
    try {
      if (!banner || text !== banner.text) await saveText(text);
    } catch (error) {
      showError(t('banner.errorSave'), error);
      return false;
    }
    if (files.length) {
      try {
        await uploadImages(files, onProgress);
      } catch (error) {
        if (error instanceof UrlUnavailableError) {
          showError(t('errors.urlUnavailable', { path: error.path, n: error.attempts }), error);
        } else showError(failureText(t, 'banner.errorUpload', error), error);
        return false;
      }
    }
    showSuccess(t('banner.saved'));
    return true;
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

  if (loading || loadError) {
    return (
      <AdminScreen title={t('banner.title')}>
        {loading ? (
          <Spinner />
        ) : (
          <LoadError message={t('banner.errorLoad')} onReload={() => void reload()} />
        )}
      </AdminScreen>
    );
  }

  return (
    <AdminScreen title={t('banner.title')}>
      <NoticeLine notice={notice} onDismiss={clear} />
      <BannerForm key={banner?.id ?? 'new'} initialText={banner?.text ?? ''} onSave={save} />
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
      {dialog}
    </AdminScreen>
  );
}
