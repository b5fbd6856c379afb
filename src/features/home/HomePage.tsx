import { Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import Spinner from '../../components/Spinner';
import Alert from '../../components/Alert';
import { useAsync, type AsyncState } from '../../lib/useAsync';
import LazyBookViewerModal from '../../components/book-viewer/LazyBookViewerModal';
import { bookFromLibro } from '../../components/book-viewer/bookSource';
import { useBookLink } from '../../components/book-viewer/bookLink';
import BannerSlideshow from './BannerSlideshow';
import './BannerSlideshow.css';
import VirtualLibrary from './VirtualLibrary';
import { fetchBannerSlides, fetchBooks, type LibroItem } from './homeApi';
import './HomePage.css';

/**
 * The loads start here, outside the part that waits for the 'home' texts, so the
 * records, the banner listing and the texts are fetched in parallel rather than
 * one after the other.
 */
export default function HomePage() {
  const banner = useAsync(fetchBannerSlides, 'Error al obtener imágenes:');
  const books = useAsync(fetchBooks, 'Hubo un error al cargar los libros.');
  return (
    <Suspense fallback={<Spinner />}>
      <HomeContent banner={banner} books={books} />
    </Suspense>
  );
}

interface HomeContentProps {
  banner: AsyncState<string[]>;
  books: AsyncState<LibroItem[]>;
}

function HomeContent({ banner, books }: HomeContentProps) {
  const { t } = useTranslation('home');
  // The open book lives in the address: /?libro=NAME&pagina=N.
  const bookLink = useBookLink('libro');
  const { name: bookName, initialPage, close, onPageChange } = bookLink;
  const openBook = useMemo(() => {
    if (!bookName || books.status !== 'ready') return null;
    const lower = bookName.toLowerCase();
    // Exact name first, then any case, then a name the book had before it was renamed.
    const found =
      books.value.find((b) => b.name === bookName) ??
      books.value.find((b) => b.name.toLowerCase() === lower) ??
      books.value.find((b) => (b.formerNames ?? []).some((n) => n?.toLowerCase() === lower));
    return found ? bookFromLibro(found) : null;
  }, [bookName, books]);
  const open = (book: LibroItem) => bookLink.open(book.name);

  return (
    <div className="page home">
      <h1 className="visually-hidden">{t('title')}</h1>
      {/* Same box as the loaded banner (image and controls), so nothing below moves when it arrives. */}
      {banner.status === 'loading' && (
        <div className="banner" aria-hidden="true">
          <div className="banner__viewport" />
          <div className="banner__controls" />
        </div>
      )}
      {banner.status === 'error' && <Alert kind="error">{t('bannerError')}</Alert>}
      {banner.status === 'ready' &&
        (banner.value.length > 0 ? (
          <BannerSlideshow slides={banner.value} />
        ) : (
          <p className="home__note">{t('bannerEmpty')}</p>
        ))}

      <section
        className={`home__library${books.status === 'loading' ? ' home__library--loading' : ''}`}
        aria-labelledby="library-title"
      >
        <h2 id="library-title" className="home__library-title">
          {t('library')}
        </h2>
        {books.status === 'loading' && <Spinner label={t('libraryLoading')} />}
        {books.status === 'error' && <Alert kind="error">{t('libraryError')}</Alert>}
        {books.status === 'ready' &&
          (books.value.length > 0 ? (
            <VirtualLibrary books={books.value} onOpen={open} />
          ) : (
            <p className="home__note">{t('libraryEmpty')}</p>
          ))}
        {books.status === 'ready' && bookName && !openBook && (
          <Alert kind="warning">{t('bookNotFound', { name: bookName })}</Alert>
        )}
      </section>

      {openBook && (
        <LazyBookViewerModal book={openBook} initialPage={initialPage} onPageChange={onPageChange} onClose={close} />
      )}
    </div>
  );
}
