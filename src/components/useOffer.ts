import { useSyncExternalStore } from 'react';
import { offerFor, type Offer } from './storageImageSources';

function onResize(notify: () => void): () => void {
  window.addEventListener('resize', notify);
  return () => window.removeEventListener('resize', notify);
}

const noSubscription = () => () => {};

/**
 * What an image offers the browser (offerFor), read again when the window changes size or pixel
 * density and on every render (a rendition found missing changes it too). offerFor keeps one
 * object per image until then, so the image signs again only when its offer changes.
 */
export function useOffer(path: string, sizes: string | undefined): Offer {
  const read = () => offerFor(path, sizes);
  return useSyncExternalStore(sizes ? onResize : noSubscription, read, read);
}
