import { useTranslation } from 'react-i18next';
import StorageImage from '../../../components/StorageImage';
import { parseTags } from '../../../components/tags';
import type { Video } from './useVideosAdmin';

export function VideosTable({
  videos,
  busyId,
  onEdit,
  onDelete,
}: {
  videos: readonly Video[];
  busyId: string | null;
  onEdit: (video: Video) => void;
  onDelete: (video: Video) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <thead>
          <tr>
            <th scope="col">{t('videos.columns.thumbnail')}</th>
            <th scope="col">{t('videos.columns.title')}</th>
            <th scope="col">{t('videos.columns.description')}</th>
            <th scope="col">{t('videos.columns.tags')}</th>
            <th scope="col">{t('videos.columns.type')}</th>
            <th scope="col">{t('videos.columns.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {videos.map((video) => (
            <tr key={video.id}>
              <td>
                <StorageImage
                  path={video.thumbnailPath}
                  alt={t('videos.thumbnailAlt', { title: video.title })}
                  className="admin-thumb"
                />
              </td>
              <th scope="row">{video.title}</th>
              <td>{video.description}</td>
              <td>{parseTags(video.tags).join(', ')}</td>
              <td>{video.isFree ? t('videos.public') : `${t('videos.private')} · ${video.cost.toFixed(2)}`}</td>
              <td className="admin-row-actions">
                <button type="button" className="button" onClick={() => onEdit(video)} disabled={busyId === video.id}>
                  {t('actions.edit')}
                </button>
                <button
                  type="button"
                  className="button admin-danger"
                  onClick={() => onDelete(video)}
                  disabled={busyId === video.id}
                >
                  {busyId === video.id ? t('actions.deleting') : t('actions.delete')}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
