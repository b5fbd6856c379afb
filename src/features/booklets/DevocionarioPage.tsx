import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '../../components/Alert';
import { useAsync } from '../../components/useAsync';
import LazyBookViewerModal from '../books/LazyBookViewerModal';
import { bookFromDevocionario, type BookSource } from '../books/bookSource';
import BookletCard from './BookletCard';
import { fetchBooklets } from './bookletsApi';
import './DevocionarioPage.css';

export default function DevocionarioPage() {
  const { t } = useTranslation('booklets');
  const booklets = useAsync(fetchBooklets, 'Error al obtener devocionarios:');
  const [open, setOpen] = useState<BookSource | null>(null);

  return (
    <section className="page booklets">
      <h1>{t('title')}</h1>
      {booklets.status === 'loading' && (
        <p className="booklets__note" role="status">
          {t('loading')}
        </p>
      )}
      {booklets.status === 'error' && <Alert kind="error">{t('loadError')}</Alert>}
      {booklets.status === 'ready' &&
        (booklets.value.length === 0 ? (
          <p className="booklets__note">{t('empty')}</p>
        ) : (
          <ul className="booklets__grid">
            {booklets.value.map((booklet) => (
              <BookletCard key={booklet.id} booklet={booklet} onOpen={(b) => setOpen(bookFromDevocionario(b))} />
            ))}
          </ul>
        ))}
      {open && <LazyBookViewerModal book={open} onClose={() => setOpen(null)} />}
    </section>
  );
}
