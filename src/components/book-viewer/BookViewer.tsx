import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Spinner from '../Spinner';
import Alert from '../Alert';
import FlipBook, { type FlipBookHandle } from './FlipBook';
import { BookPageImage, PageWindowContext } from './pageWindow';
import { canFlipNext, canFlipPrev, pagesToLoad, spreadPages } from './flipRules';
import { useBookPages } from './useBookPages';
import { usePageTurnSound } from './usePageTurnSound';
import { useBookFit } from './useBookFit';
import type { BookSource } from './bookSource';
import './BookViewer.css';

export interface BookViewerProps {
  book: BookSource;
  /** 0-based page to open at (deep link). */
  initialPage?: number;
  /** Told the 0-based page after every flip (to keep the deep link current). */
  onPageChange?: (page: number) => void;
}

/** The flip viewer: lazily fetched pages, click zones on the outer fifths, arrow keys, counter and fullscreen. */
export default function BookViewer({ book, initialPage = 0, onPageChange }: BookViewerProps) {
  const { t } = useTranslation('books');
  const pages = useBookPages(book);
  const flipRef = useRef<FlipBookHandle>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const playTurn = usePageTurnSound();
  const pageCount = pages.status === 'ready' ? pages.paths.length : 0;
  const startPage = Math.min(initialPage, Math.max(pageCount - 1, 0));
  const [current, setCurrent] = useState(startPage);
  const [fullscreen, setFullscreen] = useState(false);
  // Two pages side by side (a wide window): the counter names both.
  const [spread, setSpread] = useState(false);
  const stageRef = useRef<HTMLDivElement>(null);
  const bookMaxWidth = useBookFit(stageRef, pages.status === 'ready', fullscreen);

  useEffect(() => setCurrent(startPage), [startPage]);

  // react-pageflip binds its handlers once, so the flip callback reads the latest props through a ref.
  const onPageChangeRef = useRef(onPageChange);
  onPageChangeRef.current = onPageChange;
  const handleFlip = useCallback((page: number) => {
    setCurrent(page);
    onPageChangeRef.current?.(page);
  }, []);

  const turn = useCallback(
    (direction: 'prev' | 'next') => {
      const api = flipRef.current?.pageFlip();
      if (!api) return;
      const index = api.getCurrentPageIndex();
      if (direction === 'prev' ? !canFlipPrev(index) : !canFlipNext(index, pageCount)) return;
      playTurn();
      if (direction === 'prev') api.flipPrev('bottom');
      else api.flipNext('bottom');
    },
    [pageCount, playTurn],
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === 'ArrowLeft') turn('prev');
      else if (event.key === 'ArrowRight') turn('next');
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [turn]);

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === rootRef.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void rootRef.current?.requestFullscreen?.();
  };

  const pageWindow = useMemo(() => pagesToLoad(current, pageCount), [current, pageCount]);
  const onView = spread ? spreadPages(current, pageCount) : [current];
  const counterText =
    onView.length === 2
      ? t('counterSpread', { first: onView[0] + 1, second: onView[1] + 1, total: pageCount })
      : t('counter', { current: onView[0] + 1, total: pageCount });

  if (pages.status === 'loading') return <Spinner label={t('loading')} />;
  if (pages.status === 'error') return <Alert kind="error">{t('error')}</Alert>;
  if (pageCount === 0) return <p className="book-viewer__empty">{t('empty')}</p>;

  return (
    <div className={`book-viewer${fullscreen ? ' book-viewer--fullscreen' : ''}`} ref={rootRef}>
      <div className="book-viewer__stage" ref={stageRef}>
        {bookMaxWidth !== null && (
          <div className="book-viewer__fit" style={bookMaxWidth > 0 ? { maxWidth: bookMaxWidth } : undefined}>
            <PageWindowContext.Provider value={pageWindow}>
              <FlipBook
                ref={flipRef}
                startPage={startPage}
                className="book-viewer__book"
                onFlip={handleFlip}
                onOrientation={(orientation) => setSpread(orientation === 'landscape')}
              >
                {pages.paths.map((path, index) => (
                  <div key={path} className="book-page" data-density={index === 0 ? 'hard' : 'soft'} data-page={index}>
                    <BookPageImage
                      index={index}
                      path={path}
                      alt={
                        index === 0 && book.coverPath
                          ? t('coverAlt', { name: book.name })
                          : t('pageAlt', { name: book.name, n: index + 1 })
                      }
                      loadingText={t('pageLoading', { n: index + 1 })}
                    />
                  </div>
                ))}
              </FlipBook>
            </PageWindowContext.Provider>
          </div>
        )}
        <button
          type="button"
          className="book-viewer__zone book-viewer__zone--prev"
          aria-label={t('previous')}
          disabled={!canFlipPrev(current)}
          onClick={() => turn('prev')}
        />
        <button
          type="button"
          className="book-viewer__zone book-viewer__zone--next"
          aria-label={t('next')}
          disabled={!canFlipNext(current, pageCount)}
          onClick={() => turn('next')}
        />
      </div>
      <div className="book-viewer__bar">
        <span className="book-viewer__counter" aria-live="polite">
          {counterText}
        </span>
        <span className="visually-hidden">{t('keyboardHint')}</span>
        <button type="button" className="book-viewer__fullscreen" onClick={toggleFullscreen}>
          {fullscreen ? t('exitFullscreen') : t('fullscreen')}
        </button>
      </div>
    </div>
  );
}
