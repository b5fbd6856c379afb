import { Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import Spinner from '../../components/Spinner';
import Alert from '../../components/Alert';
import { useAsync, type AsyncState } from '../../lib/useAsync';
import { useFirstScreenDrawn } from '../../lib/first-screen';
import { withReadAhead } from '../../lib/readAhead';
import LazyBookViewerModal from '../../components/book-viewer/LazyBookViewerModal';
import { bookFromDevocionario } from '../../components/book-viewer/bookSource';
import { useBookLink } from '../../components/book-viewer/bookLink';
import BookletCard from './BookletCard';
import { fetchBooklets, type Booklet } from './bookletsApi';
import './DevocionarioPage.css';

const readBooklets = withReadAhead(fetchBooklets);

/** The booklets, read from the page's start when this is the first screen (src/main.tsx). */
export function readAhead(): void {
  readBooklets.start();
}

/** The load starts here, in parallel with the page's texts (the content below waits for those). */
export default function DevocionarioPage() {
  const booklets = useAsync(readBooklets, 'Error al obtener devocionarios:');
  return (
    <Suspense fallback={<Spinner />}>
      <DevocionarioContent booklets={booklets} />
    </Suspense>
  );
}

function DevocionarioContent({ booklets }: { booklets: AsyncState<Booklet[]> }) {
  const { t } = useTranslation('booklets');
  // With booklets, the first one's page tells when the first screen is drawn (StorageImage); without, the list's answer does.
  useFirstScreenDrawn(booklets.status === 'error' || (booklets.status === 'ready' && booklets.value.length === 0));
  // The open booklet lives in the address: /devocionario?devocionario=NAME&pagina=N.
  const bookLink = useBookLink('devocionario');
  const { name, initialPage, close, onPageChange } = bookLink;
  const open = useMemo(() => {
    if (!name || booklets.status !== 'ready') return null;
    const found = booklets.value.find((b) => b.name === name) ?? booklets.value.find((b) => b.name.toLowerCase() === name.toLowerCase());
    return found ? bookFromDevocionario(found) : null;
  }, [name, booklets]);

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
            {booklets.value.map((booklet, index) => (
              <BookletCard key={booklet.id} booklet={booklet} onOpen={(b) => bookLink.open(b.name)} priority={index === 0} />
            ))}
          </ul>
        ))}
      {booklets.status === 'ready' && name && !open && <Alert kind="warning">{t('notFound', { name })}</Alert>}
      {open && <LazyBookViewerModal book={open} initialPage={initialPage} onPageChange={onPageChange} onClose={close} />}
    </section>
  );
}
