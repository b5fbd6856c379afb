import { useTranslation } from 'react-i18next';
import StorageImage from '../../components/StorageImage';
import { parseTags } from '../../lib/tags';
import { usePriceFormat } from '../../lib/price';
import { formatRelativeTime } from './formatRelativeTime';
import { formatKnownDuration, isoDuration } from '../../lib/duration';
import { THUMB_SIZES } from './videoGrid';
import type { Video } from './videosApi';

export interface VideoCardProps {
  video: Video;
  onOpen: (video: Video) => void;
  /** A paid video the visitor holds (or any, for ADMINS): shown as 'Desbloqueado', without its price. */
  unlocked?: boolean;
  now?: Date;
  /** The first card, the largest element of the first screen: its thumbnail loads at once, first. */
  priority?: boolean;
}


export default function VideoCard({ video, onOpen, unlocked = false, now, priority = false }: VideoCardProps) {
  const { t } = useTranslation('videos');
  const price = usePriceFormat();
  const badge = video.isFree ? 'free' : unlocked ? 'unlocked' : 'paid';
  const published = video.publishedAt ?? video.createdAt;
  const duration = formatKnownDuration(video.durationSeconds);
  return (
    <article className="video-card">
      {/* The badge and the length are drawn over the thumbnail beside the button: 'Ver …' names the button, whose only content is the image. */}
      <div className="video-card__media">
        <button type="button" className="video-card__open" onClick={() => onOpen(video)} aria-label={t('open', { title: video.title })}>
          <StorageImage
            path={video.thumbnailPath}
            alt={t('thumbnailAlt', { title: video.title })}
            className="video-card__thumb"
            sizes={THUMB_SIZES}
            {...(priority ? { loading: 'eager', fetchPriority: 'high' } : {})}
          />
        </button>
        <span className={`video-card__badge video-card__badge--${badge}`}>{t(badge)}</span>
        {duration && (
          <span className="video-card__duration">
            <span className="visually-hidden">{t('duration')} </span>
            <time dateTime={isoDuration(video.durationSeconds ?? 0)}>{duration}</time>
          </span>
        )}
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
        {badge === 'paid' && video.cost > 0 && <p className="video-card__cost">{t('cost', { cost: price(video.cost) })}</p>}
      </div>
    </article>
  );
}
