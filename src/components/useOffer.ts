import { useMemo, useSyncExternalStore } from 'react';
import { offerFor, type Offer } from './storageImageSources';

function onResize(notify: () => void): () => void {
  window.addEventListener('resize', notify);
  return () => window.removeEventListener('resize', notify);
}

const noSubscription = () => () => {};

/**
 * What an image offers the browser (offerFor), read again when the window changes size or pixel
 * density and on every render (a rendition found missing changes it too). The same offer keeps
 * the same object, so the image signs again only when the files it offers change.
 */
export function useOffer(path: string, sizes: string | undefined): Offer {
  const snapshot = () => JSON.stringify(offerFor(path, sizes));
  const key = useSyncExternalStore(sizes ? onResize : noSubscription, snapshot, snapshot);
  return useMemo(() => JSON.parse(key) as Offer, [key]);
}
