import { useTranslation } from 'react-i18next';
import Spinner from '../../../components/Spinner';
import { AdminScreen } from '../shared/AdminScreen';
import { failureText } from '../shared/failureText';
import { NoticeLine } from '../shared/NoticeLine';
import { useNotice } from '../shared/notice';
import { useConfirm } from '../shared/useConfirm';
import { normalizeTags } from '../shared/checks';
import { GalleryImageCard } from './GalleryImageCard';
import { GalleryUploadForm } from './GalleryUploadForm';
import { useGalleryAdmin } from './useGalleryAdmin';
import { LoadError } from '../shared/LoadError';

/** /admin/galeria: upload form and the grid of images with editable tags. */
export default function GalleryAdminPage() {
  const { t } = useTranslation('admin');
  const { images, loading, loadError, reload, uploadImage, saveTags, deleteImage } = useGalleryAdmin();
  const { notice, showError, showSuccess, showWarning, clear } = useNotice();
  const { confirm, dialog } = useConfirm();

  return (
    <AdminScreen title={t('gallery.title')} wide>
      <NoticeLine notice={notice} onDismiss={clear} />
      <GalleryUploadForm
        describeError={(error) => {
          console.error('Hubo un error al subir la imagen.', error);
          return failureText(t, 'gallery.errorUpload', error);
        }}
        onUpload={async (file, values, onProgress) => {
          await uploadImage(file, values, onProgress);
          showSuccess(t('gallery.uploaded'));
        }}
      />
      <section className="admin-section" aria-labelledby="admin-gallery-list">
        <h2 id="admin-gallery-list">{t('gallery.listTitle')}</h2>
        {loading ? (
          <Spinner />
        ) : loadError ? (
          <LoadError message={t('gallery.errorLoad')} onReload={() => void reload()} />
        ) : images.length === 0 ? (
          <p>{t('gallery.empty')}</p>
        ) : (
          <ul className="admin-grid">
            {images.map((image) => (
              <GalleryImageCard
                key={image.id}
                image={image}
                onSaveTags={async (img, tags) => {
                  try {
                    await saveTags(img, normalizeTags(tags));
                    showSuccess(t('gallery.tagsSaved'));
                    return true;
                  } catch (error) {
                    showError(t('gallery.errorTags'), error);
                    return false;
                  }
                }}
                onDelete={async (img) => {
                  if (!(await confirm(t('gallery.confirmDelete')))) return;
                  try {
                    const leftovers = await deleteImage(img);
                    if (leftovers.length) {
                      showWarning(`${t('gallery.deleted')} ${t('errors.filesNotDeleted', { paths: leftovers.join(', ') })}`);
                    } else showSuccess(t('gallery.deleted'));
                  } catch (error) {
                    showError(t('gallery.errorDelete'), error);
                  }
                }}
              />
            ))}
          </ul>
        )}
      </section>
      {dialog}
    </AdminScreen>
  );
}
