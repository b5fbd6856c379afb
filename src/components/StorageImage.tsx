import { useEffect, useMemo, useRef, useState, type ImgHTMLAttributes, type SyntheticEvent } from 'react';
import { useNearView } from '../lib/useNearView';
import { imagesHeld, isLeadImage, leadImageShown, whenImagesFree } from './leadImageFirst';
import { missingRenditions, offeredRenditions, signedNow, signImage, srcSetOf, type Signed } from './storageImageSources';

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
  // Bumped when a rendition proves missing, to leave it out.
  const [missingCount, setMissingCount] = useState(0);
  const renditions = useMemo(
    () => offeredRenditions(path, sizes),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- missingCount stands for the module-level set
    [path, sizes, missingCount],
  );
  // URLs signed ahead (see homeApi) render the image at once, without a placeholder first.
  const [signed, setSigned] = useState<Signed | undefined>(() => signedNow(path, renditions));
  const [failed, setFailed] = useState(false);
  // Other than the page's lead image, an image waits while that lead is on its way (leadImageFirst.ts).
  const [free, setFree] = useState(() => isLeadImage(path) || !imagesHeld());
  const placeholder = useRef<HTMLSpanElement>(null);
  const near = useNearView(placeholder, loading === 'lazy' && !signed);

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
    const ready = signedNow(path, renditions);
    setSigned(ready);
    setFailed(false);
    if (ready || !near || !free) return;
    signImage(path, renditions).then(
      (urls) => live && setSigned(urls),
      (error: unknown) => {
        console.error('Error al obtener imágenes:', error);
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [path, renditions, near, free]);

  if (!signed || failed || !free) {
    return (
      <span
        ref={placeholder}
        className={[rest.className, placeholderClassName ?? 'storage-image__placeholder'].filter(Boolean).join(' ')}
        {...(alt ? { role: 'img', 'aria-label': alt, 'aria-busy': !failed } : { 'aria-hidden': true })}
      />
    );
  }

  const srcSet = srcSetOf(signed);

  const handleError = (event: SyntheticEvent<HTMLImageElement>) => {
    const missing = signed.renditions.find((r) => r.url === event.currentTarget.currentSrc);
    if (missing) {
      // A rendition that is not there: try again without it.
      missingRenditions.add(missing.path);
      setMissingCount((n) => n + 1);
      return;
    }
    setFailed(true);
    // A lead that fails lets the page's other images go (leadImageFirst.ts).
    leadImageShown(path);
    onError?.(event);
  };

  const handleLoad = (event: SyntheticEvent<HTMLImageElement>) => {
    leadImageShown(path);
    onLoad?.(event);
  };

  return (
    <img
      src={signed.src}
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
