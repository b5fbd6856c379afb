import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import StorageImage from '../../components/StorageImage';
import type { LibroItem, NewsItem } from './homeApi';
import './NewsStrip.css';

export interface NewsStripProps {
  items: readonly NewsItem[];
  onOpenBook: (book: LibroItem) => void;
}

/** A card picture's displayed width: six, three or two cards a row (NewsStrip.css). */
const NEWS_IMAGE_SIZES = '(min-width: 1200px) 190px, (min-width: 900px) 17vw, (min-width: 480px) 33vw, 50vw';

/** Where a video or resource of 'Novedades' opens: its gallery, showing it. */
const linkOf = (item: NewsItem) => (item.kind === 'video' ? `/conferencias?video=${item.id}` : `/galeria?imagen=${item.id}`);

/** 'Novedades': the newest books, videos and support resources, each opening where it lives. */
export default function NewsStrip({ items, onOpenBook }: NewsStripProps) {
  const { t } = useTranslation('home');
  return (
    <ul className="news">
      {items.map((item) => {
        const kind = t(`newsKinds.${item.kind}`);
        const title = item.title || t('resourceUntitled');
        const body = (
          <>
            <StorageImage path={item.image} alt="" className="news-card__image" sizes={NEWS_IMAGE_SIZES} />
            <span className={`news-card__kind news-card__kind--${item.kind}`} aria-hidden="true">
              {kind}
            </span>
            {/* A space between the badge and the title, so the visible text reads as the name does. */}{' '}
            <span className="news-card__title">{title}</span>
          </>
        );
        const label = t('openNews', { kind, title });
        return (
          <li key={`${item.kind}-${item.id}`} className="news__item">
            {item.book ? (
              <button type="button" className="news-card" aria-label={label} onClick={() => onOpenBook(item.book!)}>
                {body}
              </button>
            ) : (
              <Link className="news-card" aria-label={label} to={linkOf(item)}>
                {body}
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}
