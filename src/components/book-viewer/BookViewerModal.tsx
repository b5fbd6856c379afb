import { useTranslation } from 'react-i18next';
import Modal from '../Modal';
import BookViewer from './BookViewer';
import type { BookSource } from './bookSource';

export interface BookViewerModalProps {
  book: BookSource;
  initialPage?: number;
  onPageChange?: (page: number) => void;
  onClose: () => void;
}

/** The flip viewer in an 80vw by 90vh modal (Escape and the close button close it). Loaded lazily with react-pageflip. */
export default function BookViewerModal({ book, initialPage, onPageChange, onClose }: BookViewerModalProps) {
  const { t } = useTranslation('books');
  return (
    <Modal open title={t('viewerTitle', { name: book.name })} onClose={onClose} className="book-viewer-modal">
      <BookViewer book={book} initialPage={initialPage} onPageChange={onPageChange} />
    </Modal>
  );
}
