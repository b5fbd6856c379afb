import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TransformComponent, TransformWrapper, type ReactZoomPanPinchContentRef } from 'react-zoom-pan-pinch';
import Spinner from '../Spinner';
import Alert from '../Alert';
import ShareButton from '../ShareButton';
import ViewerTool from '../ViewerTool';
import { useTouchScreen } from '../../lib/useTouchScreen';
import { usePrefersReducedMotion } from '../../lib/usePrefersReducedMotion';
import FlipBook, { type FlipBookHandle } from './FlipBook';
import { BookPageImage, PageWindowContext, type PageWindow } from './pageWindow';
import { canTurn, pagesOnView, pagesToLoad, spreadPages, turnTarget, type TurnDirection } from './flipRules';
import { useBookPages } from './useBookPages';
import { useDoubleTap } from './useDoubleTap';
import { usePageTurnSound } from './usePageTurnSound';
import { useBookFit } from './useBookFit';
import { useStageGestures } from './useStageGestures';
import { bookLink } from './bookLink';
import Thumbnails from './Thumbnails';
import PageJump from './PageJump';
import TouchHint, { markTouchHintSeen, touchHintSeen } from './TouchHint';
import type { BookSource } from './bookSource';
import './BookViewer.css';

export interface BookViewerProps {
  book: BookSource;
  /** The viewer's title ('Devocionario: …' or the book's name), also what a share sends. */
  title: string;
  /** Page to open at (the deep link's printed page number, which is the page's index). */
  initialPage?: number;
  /** Told the page after every turn or jump (to keep the deep link current). */
  onPageChange?: (page: number) => void;
}

const MAX_ZOOM = 4;
/** Each 'Acercar' / 'Alejar' multiplies or divides the scale by e^ZOOM_STEP (about 1.6). */
const ZOOM_STEP = 0.47;
const FLIP_MS = 700;

const isTextField = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * The flip viewer of books and booklets: the cover alone and centred, then spreads (a single
 * page when the viewer is narrower than two minimum pages); visible previous / next buttons,
 * the spec's click zones with the page sound, swipes, arrow, Home and End keys, all under the
 * flip rules; 'Miniaturas' and a page field to jump; zoom by buttons, pinch, double tap and
 * Ctrl + wheel with panning, showing the original image of the pages on view; share and full
 * screen. Only the pages near the spread on view have their images in the document.
 */
export default function BookViewer({ book, title, initialPage = 0, onPageChange }: BookViewerProps) {
  const { t } = useTranslation('books');
  const pages = useBookPages(book);
  const flipRef = useRef<FlipBookHandle>(null);
  const zoomRef = useRef<ReactZoomPanPinchContentRef>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const thumbsId = useId();
  const playTurn = usePageTurnSound();
  const touch = useTouchScreen();
  const reducedMotion = usePrefersReducedMotion();
  const list = pages.status === 'ready' ? pages.pages : null;
  const pageCount = list?.length ?? 0;
  const startPage = Math.min(initialPage, Math.max(pageCount - 1, 0));

  // page-flip's index (the first page of the spread on view) and where a running flip is heading.
  const [current, setCurrent] = useState(startPage);
  const [heading, setHeading] = useState<number | null>(null);
  const headingRef = useRef<number | null>(null);
  const [twoPages, setTwoPages] = useState(false);
  const [fullscreen, setFullscreen] = useState(false);
  const [zoom, setZoom] = useState({ zoomed: false, atMax: false });
  const [thumbsOpen, setThumbsOpen] = useState(false);
  const [hintOpen, setHintOpen] = useState(() => !touchHintSeen());
  const bookMaxWidth = useBookFit(stageRef, pages.status === 'ready', fullscreen);

  useEffect(() => setCurrent(startPage), [startPage]);

  const dismissHint = useCallback(() => {
    setHintOpen((open) => {
      if (open) markTouchHintSeen();
      return false;
    });
  }, []);
  useEffect(() => {
    if (touch && hintOpen) markTouchHintSeen();
  }, [touch, hintOpen]);

  // page-flip binds its handlers once, so its callbacks read the latest props through refs.
  const onPageChangeRef = useRef(onPageChange);
  onPageChangeRef.current = onPageChange;
  const handleFlip = useCallback((page: number) => {
    headingRef.current = null;
    setHeading(null);
    setCurrent(page);
    onPageChangeRef.current?.(page);
  }, []);

  const resetZoom = useCallback(() => zoomRef.current?.resetTransform(0), []);

  const turn = useCallback(
    (direction: TurnDirection) => {
      const api = flipRef.current?.pageFlip();
      if (!api) return;
      const landscape = api.getOrientation() === 'landscape';
      const from = headingRef.current ?? api.getCurrentPageIndex();
      if (!canTurn(direction, from, pageCount, landscape)) return;
      dismissHint();
      resetZoom();
      playTurn();
      const target = turnTarget(direction, from, pageCount, landscape);
      headingRef.current = target;
      setHeading(target);
      // Should page-flip refuse the flip, no onFlip comes: forget the heading after the animation's time.
      window.setTimeout(() => {
        if (headingRef.current === target) handleFlip(api.getCurrentPageIndex());
      }, FLIP_MS + 300);
      if (direction === 'prev') api.flipPrev('bottom');
      else api.flipNext('bottom');
    },
    [pageCount, playTurn, dismissHint, resetZoom, handleFlip],
  );

  /** A jump (Home, End, thumbnails, page field): no flip rules, no animation. */
  const jump = useCallback(
    (index: number) => {
      const api = flipRef.current?.pageFlip();
      if (!api || index < 0 || index >= pageCount) return;
      resetZoom();
      headingRef.current = null;
      setHeading(null);
      // page-flip reports the new page (the spread's first in two-page view) through onFlip.
      api.turnToPage(index);
    },
    [pageCount, resetZoom],
  );

  useStageGestures(stageRef, { attached: pageCount > 0, enabled: !zoom.zoomed, onTurn: turn });

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || isTextField(event.target)) return;
      switch (event.key) {
        case 'ArrowLeft':
        case 'PageUp':
          turn('prev');
          break;
        case 'ArrowRight':
        case 'PageDown':
          turn('next');
          break;
        case 'Home':
          jump(0);
          break;
        case 'End':
          jump(pageCount - 1);
          break;
        case '+':
        case '=':
          zoomRef.current?.zoomIn(ZOOM_STEP);
          break;
        case '-':
          zoomRef.current?.zoomOut(ZOOM_STEP);
          break;
        default:
          return;
      }
      event.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [turn, jump, pageCount]);

  // Escape while zoomed in zooms out; the dialog's own Escape (close) waits for the next press.
  useEffect(() => {
    if (!zoom.zoomed) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      resetZoom();
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [zoom.zoomed, resetZoom]);

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === rootRef.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  // page-flip re-reads its size on window resizes only; the stage also changes with the toolbar.
  useEffect(() => {
    if (bookMaxWidth) flipRef.current?.pageFlip()?.update();
  }, [bookMaxWidth]);

  const toggleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void rootRef.current?.requestFullscreen?.();
  };

  const onView = useMemo(() => pagesOnView(current, pageCount, twoPages), [current, pageCount, twoPages]);
  const pageWindow = useMemo<PageWindow>(
    () => ({ wanted: pagesToLoad(current, pageCount), sharp: zoom.zoomed ? new Set(onView) : new Set() }),
    [current, pageCount, zoom.zoomed, onView],
  );

  const pageElements = useMemo(
    () =>
      list?.map((page, index) => (
        <div key={page.path} className="book-page" data-density={index === 0 ? 'hard' : 'soft'} data-page={index}>
          <BookPageImage
            index={index}
            page={page}
            alt={index === 0 ? t('coverAlt', { name: book.name }) : t('pageAlt', { name: book.name, n: index })}
            loadingText={index === 0 ? t('coverAlt', { name: book.name }) : t('pageLoading', { n: index })}
          />
        </div>
      )),
    [list, book.name, t],
  );

  useDoubleTap(
    stageRef,
    () => {
      if (zoom.zoomed) zoomRef.current?.resetTransform();
      else zoomRef.current?.zoomIn(1.1);
    },
    // The stage exists once the pages are listed.
    touch && pages.status === 'ready' && pageCount > 0,
  );

  if (pages.status === 'loading') return <Spinner label={t('loading')} />;
  if (pages.status === 'error') return <Alert kind="error">{t('error')}</Alert>;
  if (pageCount === 0) return <p className="book-viewer__empty">{t('empty')}</p>;

  const lastPage = pageCount - 1;
  const counterText =
    onView.length === 2
      ? t('counterSpread', { first: onView[0], second: onView[1], total: lastPage })
      : onView[0] === 0
        ? t('counterCover')
        : t('counter', { current: onView[0], total: lastPage });
  // In two-page view a page alone (the cover, a last page without partner) sits on one half of
  // the book; the book moves by a quarter of its width to centre it, as a closed book would be.
  const shown = heading ?? current;
  const alone = twoPages && spreadPages(shown, pageCount).length === 1;
  const shift = !alone ? 'none' : shown === 0 ? 'cover' : 'back';
  const canPrev = canTurn('prev', heading ?? current, pageCount, twoPages);
  const canNext = canTurn('next', heading ?? current, pageCount, twoPages);

  return (
    <div className={`book-viewer${fullscreen ? ' book-viewer--fullscreen' : ''}`} ref={rootRef}>
      <div className="book-viewer__stage" ref={stageRef}>
        {bookMaxWidth !== null && (
          <TransformWrapper
            ref={zoomRef}
            minScale={1}
            maxScale={MAX_ZOOM}
            limitToBounds
            centerZoomedOut
            // A double click zooms in, and when zoomed brings the whole page back ('toggle' would only
            // step out); on touch screens useDoubleTap does the same for a double tap.
            doubleClick={{ disabled: touch, mode: zoom.zoomed ? 'reset' : 'zoomIn', step: 1.1 }}
            wheel={{ activationKeys: ['Control'], step: 0.12 }}
            // On a touch screen the page pans by touch; the mouse events a browser derives from a
            // tap would start a second pan whose start cancels a double tap's zoom animation.
            panning={{ disabled: !zoom.zoomed, velocityDisabled: true, allowLeftClickPan: !touch }}
            onTransform={(_ref, state) => {
              const zoomed = state.scale > 1.01;
              const atMax = state.scale >= MAX_ZOOM - 0.01;
              setZoom((now) => (now.zoomed === zoomed && now.atMax === atMax ? now : { zoomed, atMax }));
              if (zoomed) dismissHint();
            }}
          >
            <TransformComponent wrapperClass="book-viewer__zoom" contentClass="book-viewer__zoom-content">
              <div
                className={`book-viewer__fit book-viewer__fit--shift-${shift}`}
                style={bookMaxWidth > 0 ? { maxWidth: bookMaxWidth } : undefined}
              >
                <PageWindowContext.Provider value={pageWindow}>
                  <FlipBook
                    ref={flipRef}
                    startPage={startPage}
                    flippingTime={reducedMotion ? 1 : FLIP_MS}
                    className="book-viewer__book"
                    onFlip={handleFlip}
                    onOrientation={(orientation) => setTwoPages(orientation === 'landscape')}
                  >
                    {pageElements}
                  </FlipBook>
                </PageWindowContext.Provider>
              </div>
            </TransformComponent>
          </TransformWrapper>
        )}
        {thumbsOpen && <Thumbnails id={thumbsId} pages={list ?? []} onView={onView} onJump={jump} />}
        {touch && hintOpen && <TouchHint onDismiss={dismissHint} />}
      </div>
      <div className="book-viewer__bar">
        <div className="book-viewer__nav">
          <ViewerTool
            icon="prev"
            label={t('previous')}
            className="book-viewer__turn book-viewer__turn--prev"
            disabled={!canPrev}
            onClick={() => turn('prev')}
          />
          <span className="book-viewer__counter" aria-live="polite">
            {counterText}
          </span>
          <ViewerTool
            icon="next"
            label={t('next')}
            className="book-viewer__turn book-viewer__turn--next"
            disabled={!canNext}
            onClick={() => turn('next')}
          />
        </div>
        <div className="book-viewer__tools">
          {lastPage >= 1 && <PageJump lastPage={lastPage} onJump={jump} />}
          <ViewerTool
            icon="thumbnails"
            label={t('thumbnails')}
            aria-expanded={thumbsOpen}
            aria-controls={thumbsOpen ? thumbsId : undefined}
            onClick={() => setThumbsOpen((open) => !open)}
          />
          <ViewerTool icon="zoomOut" label={t('zoomOut')} disabled={!zoom.zoomed} onClick={() => zoomRef.current?.zoomOut(ZOOM_STEP)} />
          <ViewerTool icon="zoomIn" label={t('zoomIn')} disabled={zoom.atMax} onClick={() => zoomRef.current?.zoomIn(ZOOM_STEP)} />
          <ShareButton url={bookLink(book, current)} title={title} />
          <ViewerTool
            icon={fullscreen ? 'exitFullscreen' : 'fullscreen'}
            label={fullscreen ? t('exitFullscreen') : t('fullscreen')}
            onClick={toggleFullscreen}
          />
        </div>
        <span className="visually-hidden">{t('keyboardHint')}</span>
      </div>
    </div>
  );
}
