import { useEffect, useState } from 'react';
import { renditionKey } from '../../../../amplify/storage/renditions';
import { mediaUrl } from '../../../lib/storage';

/**
 * A small picture of a stored image for the admin lists: its 320 px WebP rendition, or the
 * original when it has none (an image stored before renditions were made, or whose renditions are still uploading).
 */
export function AdminThumb({ path, alt, className }: { path: string; alt: string; className?: string }) {
  const [source, setSource] = useState<{ path: string; url: string } | null>(null);
  const [useOriginal, setUseOriginal] = useState(false);
  const [failed, setFailed] = useState(false);
  const wanted = useOriginal ? path : renditionKey(path, 320);

  useEffect(() => {
    setUseOriginal(false);
    setFailed(false);
  }, [path]);

  useEffect(() => {
    let live = true;
    mediaUrl(wanted).then(
      (url) => live && setSource({ path: wanted, url }),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [wanted]);

  if (failed || !source || source.path !== wanted) {
    return <span className={[className, 'storage-image__placeholder'].filter(Boolean).join(' ')} role="img" aria-label={alt} />;
  }
  return (
    <img
      src={source.url}
      alt={alt}
      className={className}
      loading="lazy"
      onError={() => (useOriginal ? setFailed(true) : setUseOriginal(true))}
    />
  );
}
