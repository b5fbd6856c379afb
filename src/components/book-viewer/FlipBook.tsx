import HTMLFlipBook from 'react-pageflip';
import { useEffect, useImperativeHandle, useRef, type CSSProperties, type ReactNode, type Ref } from 'react';

/** The part of page-flip's PageFlip API the viewer uses (the package ships no types). */
export interface PageFlipApi {
  flipNext(corner?: 'top' | 'bottom'): void;
  flipPrev(corner?: 'top' | 'bottom'): void;
  turnToPage(page: number): void;
  getCurrentPageIndex(): number;
  getPageCount(): number;
  /** page-flip's UI; its (JS-visible) removeHandlers drops the window resize listener. */
  getUI?(): { removeHandlers?: () => void } | undefined;
}

export interface FlipBookHandle {
  pageFlip(): PageFlipApi | undefined;
}

export interface FlipBookProps {
  children: ReactNode;
  startPage?: number;
  className?: string;
  style?: CSSProperties;
  onFlip?: (page: number) => void;
  onInit?: () => void;
  /** Told whether two pages show side by side ('landscape') or one ('portrait'), at start and on every change. */
  onOrientation?: (orientation: 'portrait' | 'landscape') => void;
  ref?: Ref<FlipBookHandle>;
}

/*
 * react-pageflip types every option as required; this wrapper fixes the options
 * the specification gives (page 400x500, min 315x400, max 600x800, stretching,
 * cover shown alone) and leaves callers only what varies. Mouse flipping is off:
 * the viewer's click zones and keys turn pages so the flip rules always apply.
 * The page elements must be DOM elements (react-pageflip attaches refs to them),
 * and only a change in their number re-reads them, so pages update their own
 * content (lazy images) without the book being rebuilt.
 */
export default function FlipBook({ children, startPage = 0, className = '', style = {}, onFlip, onInit, onOrientation, ref }: FlipBookProps) {
  const inner = useRef<FlipBookHandle>(null);
  const api = useRef<PageFlipApi | undefined>(undefined);
  useImperativeHandle(ref, () => ({ pageFlip: () => inner.current?.pageFlip() }), []);
  useEffect(() => {
    api.current = inner.current?.pageFlip() ?? api.current;
  });
  // react-pageflip never destroys page-flip, whose window resize listener would outlive the viewer.
  useEffect(() => () => api.current?.getUI?.()?.removeHandlers?.(), []);
  return (
    <HTMLFlipBook
      ref={inner}
      className={className}
      style={style}
      startPage={startPage}
      size="stretch"
      width={400}
      height={500}
      minWidth={315}
      maxWidth={600}
      minHeight={400}
      maxHeight={800}
      drawShadow
      flippingTime={700}
      usePortrait
      startZIndex={0}
      autoSize
      maxShadowOpacity={0.5}
      showCover
      mobileScrollSupport
      clickEventForward={false}
      useMouseEvents={false}
      swipeDistance={30}
      showPageCorners={false}
      disableFlipByClick
      renderOnlyPageLengthChange
      onFlip={(event: { data: number }) => onFlip?.(event.data)}
      onChangeOrientation={(event: { data: 'portrait' | 'landscape' }) => onOrientation?.(event.data)}
      onInit={(event: { data?: { mode?: 'portrait' | 'landscape' } }) => {
        api.current = inner.current?.pageFlip();
        if (event?.data?.mode) onOrientation?.(event.data.mode);
        onInit?.();
      }}
    >
      {children}
    </HTMLFlipBook>
  );
}
