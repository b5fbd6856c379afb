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

/**
 * The flip viewer in an 80vw by 90vh modal (Escape and the close button close it), titled by
 * kind: the book's name, or 'Devocionario: {name}'. Loaded lazily with react-pageflip.
 */
export default function BookViewerModal({ book, initialPage, onPageChange, onClose }: BookViewerModalProps) {
  const { t } = useTranslation('books');
  const title = book.kind === 'devocionario' ? t('bookletTitle', { name: book.name }) : t('viewerTitle', { name: book.name });
  return (
    <Modal open title={title} onClose={onClose} className="book-viewer-modal">
      <BookViewer book={book} title={title} initialPage={initialPage} onPageChange={onPageChange} />
    </Modal>
  );
}
