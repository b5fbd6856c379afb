import { useEffect, useMemo, useRef, useState, type ImgHTMLAttributes, type SyntheticEvent } from 'react';
import { mediaUrl, renditionPaths, signedMediaUrl } from '../lib/storage';
import { useNearView } from '../lib/useNearView';

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

/*
 * Renditions found missing (an image stored before renditions were made, or one narrower than a
 * rendition width): left out of every later srcset, so each costs at most one failed request.
 */
const missingRenditions = new Set<string>();

/**
 * The srcset's stand-in width for the original: renditions exist only below the original's width
 * (amplify/storage/renditions.ts), so the original is wider than any rendition present.
 */
const ORIGINAL_WIDTH_HINT = 1280;

interface Signed {
  src: string;
  /** The signed renditions, narrowest first. */
  renditions: { path: string; width: number; url: string }[];
}

/** Every URL already signed and fresh, or nothing. */
function signedNow(path: string, renditions: readonly { path: string; width: number }[]): Signed | undefined {
  const src = signedMediaUrl(path);
  const urls = renditions.map((r) => signedMediaUrl(r.path));
  if (!src || urls.some((url) => !url)) return undefined;
  return { src, renditions: renditions.map((r, i) => ({ ...r, url: urls[i]! })) };
}

/**
 * An <img> whose source is a stored object; lazy unless told otherwise: a lazy image's URL is
 * signed only when it comes near the visible part of the page (a grid of thousands signs a
 * screenful or two), and the browser loads it lazily.
 */
export default function StorageImage({ path, alt, placeholderClassName, loading = 'lazy', sizes, onError, ...rest }: StorageImageProps) {
  // Bumped when a rendition proves missing, to leave it out.
  const [missingCount, setMissingCount] = useState(0);
  const renditions = useMemo(
    () => (sizes ? renditionPaths(path).filter((r) => !missingRenditions.has(r.path)) : []),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- missingCount stands for the module-level set
    [path, sizes, missingCount],
  );
  // URLs signed ahead (see homeApi) render the image at once, without a placeholder first.
  const [signed, setSigned] = useState<Signed | undefined>(() => signedNow(path, renditions));
  const [failed, setFailed] = useState(false);
  const placeholder = useRef<HTMLSpanElement>(null);
  const near = useNearView(placeholder, loading === 'lazy' && !signed);

  useEffect(() => {
    let live = true;
    const ready = signedNow(path, renditions);
    setSigned(ready);
    setFailed(false);
    if (ready || !near) return;
    Promise.all([
      mediaUrl(path),
      // A rendition that cannot be signed is left out; the original still shows.
      ...renditions.map((r) => mediaUrl(r.path).then((url) => ({ ...r, url }), () => undefined)),
    ] as const).then(
      ([src, ...list]) => live && setSigned({ src, renditions: list.filter((r) => r !== undefined) }),
      (error: unknown) => {
        console.error('Error al obtener imágenes:', error);
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [path, renditions, near]);

  if (!signed || failed) {
    return (
      <span
        ref={placeholder}
        className={[rest.className, placeholderClassName ?? 'storage-image__placeholder'].filter(Boolean).join(' ')}
        {...(alt ? { role: 'img', 'aria-label': alt, 'aria-busy': !failed } : { 'aria-hidden': true })}
      />
    );
  }

  const srcSet =
    signed.renditions.length > 0
      ? [...signed.renditions.map((r) => `${r.url} ${r.width}w`), `${signed.src} ${ORIGINAL_WIDTH_HINT}w`].join(', ')
      : undefined;

  const handleError = (event: SyntheticEvent<HTMLImageElement>) => {
    const missing = signed.renditions.find((r) => r.url === event.currentTarget.currentSrc);
    if (missing) {
      // A rendition that is not there: try again without it.
      missingRenditions.add(missing.path);
      setMissingCount((n) => n + 1);
      return;
    }
    setFailed(true);
    onError?.(event);
  };

  return (
    <img
      src={signed.src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      loading={loading}
      onError={handleError}
      {...rest}
    />
  );
}
