import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import StorageImage from '../../components/StorageImage';
import { preloadBookViewer } from '../../components/book-viewer/LazyBookViewerModal';
import { BOOKLET_PAGE_SIZES, firstPagePath, type Booklet } from './bookletsApi';

export interface BookletCardProps {
  booklet: Booklet;
  onOpen: (booklet: Booklet) => void;
  /** The first card, the largest element of the first screen: its page loads at once, first. */
  priority?: boolean;
}

type Cover = { status: 'loading' } | { status: 'none' } | { status: 'ready'; path: string };

/** A 500 px card with the booklet's first page (or 'Sin imagenes') and its name. */
export default function BookletCard({ booklet, onOpen, priority = false }: BookletCardProps) {
  const { t } = useTranslation('booklets');
  const [cover, setCover] = useState<Cover>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    firstPagePath(booklet).then(
      (path) => live && setCover(path ? { status: 'ready', path } : { status: 'none' }),
      (error: unknown) => {
        console.error('Error al obtener imágenes:', error);
        if (live) setCover({ status: 'none' });
      },
    );
    return () => {
      live = false;
    };
  }, [booklet]);

  return (
    <li className="booklet-card">
      <button
        type="button"
        className="booklet-card__open"
        onClick={() => onOpen(booklet)}
        onPointerEnter={preloadBookViewer}
        onFocus={preloadBookViewer}
        aria-label={t('open', { name: booklet.name })}
      >
        <span className="booklet-card__media">
          {cover.status === 'loading' && <span className="booklet-card__text">{t('loading')}</span>}
          {cover.status === 'none' && <span className="booklet-card__text">{t('noImages')}</span>}
          {cover.status === 'ready' && (
            <StorageImage
              path={cover.path}
              alt={t('firstPageAlt', { name: booklet.name })}
              className="booklet-card__image"
              sizes={BOOKLET_PAGE_SIZES}
              {...(priority ? { loading: 'eager', fetchPriority: 'high' } : {})}
            />
          )}
        </span>
        <span className="booklet-card__name">{booklet.name}</span>
      </button>
    </li>
  );
}
