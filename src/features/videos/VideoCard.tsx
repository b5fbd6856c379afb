import { useTranslation } from 'react-i18next';
import StorageImage from '../../components/StorageImage';
import { parseTags } from '../../lib/tags';
import { formatRelativeTime } from './formatRelativeTime';
import type { Video } from './videosApi';

export interface VideoCardProps {
  video: Video;
  onOpen: (video: Video) => void;
  now?: Date;
}

export default function VideoCard({ video, onOpen, now }: VideoCardProps) {
  const { t } = useTranslation('videos');
  const published = video.publishedAt ?? video.createdAt;
  return (
    <article className="video-card">
      {/* The badge is drawn over the thumbnail beside the button: 'Ver …' names the button, whose only content is the image. */}
      <div className="video-card__media">
        <button type="button" className="video-card__open" onClick={() => onOpen(video)} aria-label={t('open', { title: video.title })}>
          <StorageImage path={video.thumbnailPath} alt={t('thumbnailAlt', { title: video.title })} className="video-card__thumb" />
        </button>
        <span className={`video-card__badge video-card__badge--${video.isFree ? 'free' : 'paid'}`}>
          {video.isFree ? t('free') : t('paid')}
        </span>
      </div>
      <div className="video-card__body">
        <h2 className="video-card__title">{video.title}</h2>
        <p className="video-card__description">{video.description}</p>
        <ul className="video-card__tags" aria-label={t('tagsLabel')}>
          {parseTags(video.tags).map((tag) => (
            <li key={tag} className="chip">
              {tag}
            </li>
          ))}
        </ul>
        <p className="video-card__meta">
          <span>{t('likes', { count: video.likes ?? 0 })}</span>
          <span aria-hidden="true"> · </span>
          <span>{t('views', { count: video.views ?? 0 })}</span>
          <span aria-hidden="true"> · </span>
          <time dateTime={published}>{formatRelativeTime(t, new Date(published), now)}</time>
        </p>
        {!video.isFree && video.cost > 0 && <p className="video-card__cost">{t('cost', { cost: video.cost.toFixed(2) })}</p>}
      </div>
    </article>
  );
}
