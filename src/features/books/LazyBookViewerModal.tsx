import { lazy, Suspense } from 'react';
import Spinner from '../../components/Spinner';
import type { BookViewerModalProps } from './BookViewerModal';

// The viewer and react-pageflip stay out of the home route's first chunk.
const BookViewerModal = lazy(() => import('./BookViewerModal'));

export default function LazyBookViewerModal(props: BookViewerModalProps) {
  return (
    <Suspense fallback={<Spinner />}>
      <BookViewerModal {...props} />
    </Suspense>
  );
}
