import { useEffect, useState, type ImgHTMLAttributes } from 'react';
import { mediaUrl, signedMediaUrl } from '../lib/storage';

export interface StorageImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  /** The object's path in the bucket. */
  path: string;
  alt: string;
  /** Shown (with the alt text) while the URL is signed, or when it fails. */
  placeholderClassName?: string;
}

/** An <img> whose source is a stored object; lazy-loaded by the browser unless told otherwise. */
export default function StorageImage({ path, alt, placeholderClassName, loading = 'lazy', ...rest }: StorageImageProps) {
  // A URL signed ahead (see homeApi) renders the image at once, without a placeholder first.
  const [src, setSrc] = useState<string | undefined>(() => signedMediaUrl(path));
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    const ready = signedMediaUrl(path);
    setSrc(ready);
    setFailed(false);
    if (ready) return;
    mediaUrl(path).then(
      (url) => live && setSrc(url),
      (error: unknown) => {
        console.error('Error al obtener imágenes:', error);
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [path]);

  if (!src || failed) {
    return (
      <span
        className={[rest.className, placeholderClassName ?? 'storage-image__placeholder'].filter(Boolean).join(' ')}
        role="img"
        aria-label={alt}
        aria-busy={!failed}
      />
    );
  }
  return <img src={src} alt={alt} loading={loading} onError={() => setFailed(true)} {...rest} />;
}
