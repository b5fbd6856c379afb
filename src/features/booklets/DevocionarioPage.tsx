import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Spinner from '../../components/Spinner';
import Alert from '../../components/Alert';
import { useAsync, type AsyncState } from '../../lib/useAsync';
import LazyBookViewerModal from '../../components/book-viewer/LazyBookViewerModal';
import { bookFromDevocionario, type BookSource } from '../../components/book-viewer/bookSource';
import BookletCard from './BookletCard';
import { fetchBooklets, type Booklet } from './bookletsApi';
import './DevocionarioPage.css';

/** The load starts here, in parallel with the page's texts (the content below waits for those). */
export default function DevocionarioPage() {
  const booklets = useAsync(fetchBooklets, 'Error al obtener devocionarios:');
  return (
    <Suspense fallback={<Spinner />}>
      <DevocionarioContent booklets={booklets} />
    </Suspense>
  );
}

function DevocionarioContent({ booklets }: { booklets: AsyncState<Booklet[]> }) {
  const { t } = useTranslation('booklets');
  const [open, setOpen] = useState<BookSource | null>(null);

  return (
    <section className="page booklets">
      <h1>{t('title')}</h1>
      {booklets.status === 'loading' && (
        <p className="booklets__note page-loading" role="status">
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
