import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { mediaUrl } from '../../lib/storage';
import { thumbnailImage, type BookPage } from './bookPages';

export interface ThumbnailsProps {
  id: string;
  pages: readonly BookPage[];
  /** The pages on view, marked as current. */
  onView: readonly number[];
  onJump: (index: number) => void;
}

/**
 * The indexes of the list items near the visible part of the strip: only those get an image,
 * so a long book's strip holds a few dozen images at most. Everything counts as visible where
 * IntersectionObserver is missing.
 */
function useNearlyVisible(list: RefObject<HTMLOListElement | null>, count: number): ReadonlySet<number> | null {
  const [visible, setVisible] = useState<ReadonlySet<number> | null>(() => (typeof IntersectionObserver === 'undefined' ? null : new Set()));
  useEffect(() => {
    const root = list.current;
    if (!root || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) =>
        setVisible((current) => {
          const next = new Set(current);
          for (const entry of entries) {
            const index = Number((entry.target as HTMLElement).dataset.index);
            if (entry.isIntersecting) next.add(index);
            else next.delete(index);
          }
          return next;
        }),
      { root, rootMargin: '240px' },
    );
    root.querySelectorAll('li').forEach((item) => observer.observe(item));
    return () => observer.disconnect();
  }, [list, count]);
  return visible;
}

function ThumbnailImage({ page }: { page: BookPage }) {
  const [src, setSrc] = useState<string>();
  useEffect(() => {
    let live = true;
    mediaUrl(thumbnailImage(page)).then(
      (url) => live && setSrc(url),
      (error: unknown) => console.error('Error al obtener imágenes:', error),
    );
    return () => {
      live = false;
    };
  }, [page]);
  return src ? <img className="book-thumbs__image" src={src} alt="" draggable={false} /> : null;
}

/** 'Miniaturas': every page small, in reading order, each a button that jumps to it. */
export default function Thumbnails({ id, pages, onView, onJump }: ThumbnailsProps) {
  const { t } = useTranslation('books');
  const listRef = useRef<HTMLOListElement>(null);
  const visible = useNearlyVisible(listRef, pages.length);
  const first = onView[0] ?? 0;

  // Opened, the strip starts at the pages on view.
  useEffect(() => {
    const current = listRef.current?.querySelector<HTMLElement>(`[data-index="${first}"]`);
    current?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <nav id={id} className="book-thumbs" aria-label={t('thumbnails')} data-stage-ignore>
      <ol className="book-thumbs__list" ref={listRef}>
        {pages.map((page, index) => (
          <li key={page.path} className="book-thumbs__item" data-index={index}>
            <button
              type="button"
              className="book-thumbs__button"
              aria-label={index === 0 ? t('thumbnailCover') : t('thumbnailPage', { n: index })}
              aria-current={onView.includes(index) ? 'page' : undefined}
              onClick={() => onJump(index)}
            >
              <span className="book-thumbs__frame">{(visible === null || visible.has(index)) && <ThumbnailImage page={page} />}</span>
              <span className="book-thumbs__label" aria-hidden="true">
                {index === 0 ? t('thumbnailCover') : index}
              </span>
            </button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
