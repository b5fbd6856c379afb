import { useTranslation } from 'react-i18next';
import Spinner from '../../../components/Spinner';
import { AdminScreen } from '../shared/AdminScreen';
import { failureText } from '../shared/failureText';
import { NoticeLine } from '../shared/NoticeLine';
import { useNotice } from '../shared/notice';
import { useConfirm } from '../shared/useConfirm';
import { normalizeTags } from '../shared/checks';
import { GalleryImageCard } from './GalleryImageCard';
import { fileNameOf } from '../shared/paths';
import { GalleryUploadForm } from './GalleryUploadForm';
import { useGalleryAdmin } from './useGalleryAdmin';
import { LoadError } from '../shared/LoadError';
import { EditConflictError } from '../shared/conditionalUpdate';
import { UnreadableImageError } from '../shared/renditions';

/** /admin/galeria: upload form and the grid of images with editable tags. */
export default function GalleryAdminPage() {
  const { t } = useTranslation('admin');
  const { images, loading, loadError, reload, uploadImages, saveDetails, deleteImage, indexRepaired } = useGalleryAdmin();
  const { notice, showError, showSuccess, showWarning, clear } = useNotice();
  const { confirm, dialog } = useConfirm();

  return (
    <AdminScreen title={t('gallery.title')} wide>
      <NoticeLine notice={notice} onDismiss={clear} />
      <GalleryUploadForm
        describeError={(error) => {
          console.error('Hubo un error al subir la imagen.', error);
          if (error instanceof UnreadableImageError) return t('errors.imageUnreadable', { name: error.fileName });
          return failureText(t, 'gallery.errorUpload', error);
        }}
        onUpload={uploadImages}
        onDone={(stored, failed) => {
          if (failed === 0) showSuccess(t('gallery.uploaded', { count: stored }));
          else clear();
        }}
      />
      <section className="admin-section" aria-labelledby="admin-gallery-list">
        <h2 id="admin-gallery-list">{t('gallery.listTitle')}</h2>
        {/* The public gallery reads its pages and tags from an index: say when this load put it right. */}
        {indexRepaired !== null && indexRepaired > 0 && (
          <p className="admin-hint" role="status">
            {t('gallery.indexRepaired', { count: indexRepaired })}
          </p>
        )}
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
                onSave={async (img, values) => {
                  try {
                    await saveDetails(img, { tags: normalizeTags(values.tags), title: values.title });
                    showSuccess(t('gallery.tagsSaved'));
                    return true;
                  } catch (error) {
                    if (error instanceof EditConflictError) {
                      showError(t('errors.editConflict'), error);
                      void reload();
                    } else showError(t('gallery.errorTags'), error);
                    return false;
                  }
                }}
                onDelete={async (img) => {
                  if (!(await confirm(t('gallery.confirmDelete'), { item: img.title || fileNameOf(img.filePath) }))) return;
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
