import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NEAR_VIEW_MARGIN } from '../lib/useNearView';
import './LoadMore.css';

/**
 * The end of a progressively drawn list: how many items are shown, and 'Cargar más', which
 * keyboard and screen-reader users press and which presses itself when it comes near the window
 * (so scrolling keeps drawing). Every press announces the new count.
 */
export function LoadMore({
  shown,
  onMore,
  busy = false,
  failed = false,
}: {
  /** How many are drawn; the list is read a page at a time, so its length is not known. */
  shown: number;
  onMore: () => void;
  /** The next items are on their way. */
  busy?: boolean;
  /** Reading the next items failed; the button asks again (it no longer presses itself). */
  failed?: boolean;
}) {
  const { t } = useTranslation('common');
  const button = useRef<HTMLButtonElement>(null);
  const onMoreRef = useRef(onMore);
  onMoreRef.current = onMore;

  // Observed anew after every growth: a button still near the window after one page draws the next.
  useEffect(() => {
    const element = button.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (failed || !entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        onMoreRef.current();
      },
      { rootMargin: NEAR_VIEW_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [shown, failed]);

  return (
    <div className="load-more">
      <p className="load-more__status" role="status">
        {failed ? t('list.moreFailed') : t('list.showing', { shown })}
      </p>
      <button ref={button} type="button" className="button load-more__button" onClick={onMore} aria-busy={busy} aria-disabled={busy}>
        {busy ? t('list.loadingMore') : t('list.loadMore')}
      </button>
    </div>
  );
}
