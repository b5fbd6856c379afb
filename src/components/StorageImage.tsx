import { useEffect, useRef, useState, type ImgHTMLAttributes, type SyntheticEvent } from 'react';
import { firstScreenDrawnAfterPaint } from '../lib/first-screen';
import { useNearView } from '../lib/useNearView';
import { imagesHeld, isLeadImage, leadImageShown, whenImagesFree } from './leadImageFirst';
import { markRenditionMissing, signedNow, signImage, srcSetOf, type Signed } from './storageImageSources';
import { useOffer } from './useOffer';

export interface StorageImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet'> {
  /** The object's path in the bucket. */
  path: string;
  alt: string;
  /** Shown (with the alt text) while the URL is signed, or when it fails. */
  placeholderClassName?: string;
  /**
   * The width the image is displayed at (the <img> sizes attribute). Given, the image offers its
   * stored WebP renditions as a srcset, so the browser fetches the smallest one sharp on the device.
   */
  sizes?: string;
}

/**
 * An <img> whose source is a stored object; lazy unless told otherwise: a lazy image's URL is
 * signed only when it comes near the visible part of the page (a grid of thousands signs a
 * screenful or two), and the browser loads it lazily.
 */
export default function StorageImage({ path, alt, placeholderClassName, loading = 'lazy', sizes, onError, onLoad, ...rest }: StorageImageProps) {
  // Bumped when a rendition proves missing: the render then offers without it.
  const [, setMissingCount] = useState(0);
  const offer = useOffer(path, sizes);
  // URLs signed ahead (see homeApi) render the image at once, without a placeholder first.
  const [signed, setSigned] = useState<{ path: string; urls: Signed } | undefined>(() => {
    const urls = signedNow(offer);
    return urls && { path, urls };
  });
  const [failed, setFailed] = useState(false);
  // Other than the page's lead image, an image waits while that lead is on its way (leadImageFirst.ts).
  const [free, setFree] = useState(() => isLeadImage(path) || !imagesHeld());
  const placeholder = useRef<HTMLSpanElement>(null);
  // A picture already drawn keeps its URLs while wider files for a wider window are signed.
  const shown = signed?.path === path ? signed.urls : undefined;
  const near = useNearView(placeholder, loading === 'lazy' && !shown);

  useEffect(() => {
    if (free) return;
    let live = true;
    void whenImagesFree().then(() => live && setFree(true));
    return () => {
      live = false;
    };
  }, [free]);

  useEffect(() => {
    let live = true;
    const ready = signedNow(offer);
    if (ready) setSigned({ path, urls: ready });
    setFailed(false);
    if (ready || !near || !free) return;
    signImage(offer).then(
      (urls) => live && setSigned({ path, urls }),
      (error: unknown) => {
        console.error('Error al obtener imágenes:', error);
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [path, offer, near, free]);

  if (!shown || failed || !free) {
    return (
      <span
        ref={placeholder}
        className={[rest.className, placeholderClassName ?? 'storage-image__placeholder'].filter(Boolean).join(' ')}
        {...(alt ? { role: 'img', 'aria-label': alt, 'aria-busy': !failed } : { 'aria-hidden': true })}
      />
    );
  }

  const srcSet = srcSetOf(shown);

  const handleError = (event: SyntheticEvent<HTMLImageElement>) => {
    const missing = shown.candidates.find((c) => c.url === event.currentTarget.currentSrc && c.path !== path);
    if (missing) {
      // A rendition that is not there: try again without it.
      markRenditionMissing(missing.path);
      setMissingCount((n) => n + 1);
      return;
    }
    setFailed(true);
    // A lead that fails lets the page's other images go (leadImageFirst.ts).
    leadImageShown(path);
    if (rest.fetchPriority === 'high') firstScreenDrawnAfterPaint();
    onError?.(event);
  };

  const handleLoad = (event: SyntheticEvent<HTMLImageElement>) => {
    leadImageShown(path);
    // The picture a screen asks for first is its largest: once it is painted, so is the first screen (first-screen.ts).
    if (rest.fetchPriority === 'high') firstScreenDrawnAfterPaint();
    onLoad?.(event);
  };

  return (
    <img
      src={shown.src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      loading={loading}
      onError={handleError}
      onLoad={handleLoad}
      {...rest}
    />
  );
}
