import { lazy, Suspense } from 'react';
import Spinner from '../Spinner';
import type { BookViewerModalProps } from './BookViewerModal';

const loadViewer = () => import('./BookViewerModal');

// The viewer and react-pageflip stay out of the home route's first chunk.
const BookViewerModal = lazy(loadViewer);

/** Starts fetching the viewer's chunk (on hover or focus of a book), so opening a book does not wait for it. */
export function preloadBookViewer(): void {
  void loadViewer().catch(() => undefined);
}

export default function LazyBookViewerModal(props: BookViewerModalProps) {
  return (
    <Suspense fallback={<Spinner />}>
      <BookViewerModal {...props} />
    </Suspense>
  );
}
