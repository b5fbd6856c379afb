import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Modal from '../../../components/Modal';
import Spinner from '../../../components/Spinner';
import { AdminScreen } from '../shared/AdminScreen';
import { failureText } from '../shared/failureText';
import { NoticeLine } from '../shared/NoticeLine';
import { useNotice } from '../shared/notice';
import { Pager } from '../shared/Pager';
import { useConfirm } from '../shared/useConfirm';
import { paginate, VIDEOS_PAGE_SIZE } from './pagination';
import { VideoForm } from './VideoForm';
import { VideosTable } from './VideosTable';
import { useVideosAdmin, type Video } from './useVideosAdmin';
import { LoadError } from '../shared/LoadError';
import { EditConflictError } from '../shared/conditionalUpdate';
import { UnreadableImageError } from '../shared/renditions';

/** /admin/conferencias: the video table, its add/edit modal and deletion. */
export default function VideosAdminPage() {
  const { t } = useTranslation('admin');
  const { videos, loading, loadError, reload, createVideo, updateVideo, deleteVideo, indexRepaired } = useVideosAdmin();
  const { notice, showError, showSuccess, showWarning, clear } = useNotice();
  const { confirm, dialog } = useConfirm();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Video | 'new' | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const slice = paginate(videos, page, VIDEOS_PAGE_SIZE);

  async function remove(video: Video) {
    if (!(await confirm(t('videos.confirmDelete'), { item: video.title }))) return;
    setBusyId(video.id);
    try {
      const leftovers = await deleteVideo(video);
      if (leftovers.length) showWarning(`${t('videos.deleted')} ${t('errors.filesNotDeleted', { paths: leftovers.join(', ') })}`);
      else showSuccess(t('videos.deleted'));
    } catch (error) {
      showError(t('videos.errorDelete'), error);
    } finally {
      setBusyId(null);
    }
  }

  const current = editing === 'new' ? undefined : (editing ?? undefined);

  return (
    <AdminScreen title={t('videos.title')} wide>
      <NoticeLine notice={notice} onDismiss={clear} />
      {/* /conferencias reads its pages and tags from an index: say when this load put it right. */}
      {indexRepaired !== null && indexRepaired > 0 && (
        <p className="admin-hint" role="status">
          {t('videos.indexRepaired', { count: indexRepaired })}
        </p>
      )}
      <p>
        <button type="button" className="button button--primary" onClick={() => setEditing('new')}>
          {t('videos.add')}
        </button>
      </p>
      {loading ? (
        <Spinner />
      ) : loadError ? (
        <LoadError message={t('videos.errorLoad')} onReload={() => void reload()} className="admin-load-error" />
      ) : videos.length === 0 ? (
        <p>{t('videos.empty')}</p>
      ) : (
        <>
          <VideosTable videos={slice.items} busyId={busyId} onEdit={setEditing} onDelete={(v) => void remove(v)} />
          <Pager
            page={slice.page}
            hasPrevious={slice.hasPrevious}
            hasNext={slice.hasNext}
            onChange={setPage}
            label={t('videos.paginationLabel')}
          />
        </>
      )}
      <Modal open={editing !== null} title={current ? t('videos.editTitle') : t('videos.newTitle')} onClose={() => setEditing(null)}>
        <VideoForm
          key={current?.id ?? 'new'}
          video={current}
          onCancel={() => setEditing(null)}
          describeError={(error) => {
            if (error instanceof EditConflictError) {
              void reload();
              return t('errors.editConflict');
            }
            if (error instanceof UnreadableImageError) return t('errors.imageUnreadable', { name: error.fileName });
            return failureText(t, current ? 'videos.errorUpdate' : 'videos.errorCreate', error);
          }}
          onSubmit={async (values, files, onProgress) => {
            try {
              if (current) {
                const leftovers = await updateVideo(current, values, files, onProgress);
                if (leftovers.length) {
                  showWarning(`${t('videos.updated')} ${t('errors.filesNotDeleted', { paths: leftovers.join(', ') })}`);
                } else showSuccess(t('videos.updated'));
              } else {
                await createVideo(values, files, onProgress);
                setPage(1);
                showSuccess(t('videos.created'));
              }
              setEditing(null);
            } catch (error) {
              console.error(current ? 'Error al actualizar el video.' : 'Error al subir el video.', error);
              throw error;
            }
          }}
        />
      </Modal>
      {dialog}
    </AdminScreen>
  );
}
