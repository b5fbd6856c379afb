import { useTranslation } from 'react-i18next';
import StorageImage from '../../../components/StorageImage';
import { parseTags } from '../../../lib/tags';
import { AdminTable, EditDeleteCell } from '../shared/AdminTable';
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
    <AdminTable
      columns={[
        t('videos.columns.thumbnail'),
        t('videos.columns.title'),
        t('videos.columns.description'),
        t('videos.columns.tags'),
        t('videos.columns.type'),
        t('videos.columns.actions'),
      ]}
    >
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
          <EditDeleteCell busy={busyId === video.id} onEdit={() => onEdit(video)} onDelete={() => onDelete(video)} />
        </tr>
      ))}
    </AdminTable>
  );
}
