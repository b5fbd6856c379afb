import { Suspense, useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Spinner from '../../components/Spinner';
import Alert from '../../components/Alert';
import { useAsync, type AsyncState } from '../../lib/useAsync';
import LazyBookViewerModal from '../../components/book-viewer/LazyBookViewerModal';
import { bookFromLibro } from '../../components/book-viewer/bookSource';
import { pageIndexFromParam } from '../../components/book-viewer/flipRules';
import BannerSlideshow from './BannerSlideshow';
import './BannerSlideshow.css';
import VirtualLibrary from './VirtualLibrary';
import { fetchBannerSlides, fetchBooks, type LibroItem } from './homeApi';
import './HomePage.css';

/** Query parameters of the book deep link: /?libro=NAME&pagina=N (N 1-based). */
export const BOOK_PARAM = 'libro';
export const PAGE_PARAM = 'pagina';

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
  const [params, setParams] = useSearchParams();

  const bookName = params.get(BOOK_PARAM);
  const openBook = useMemo(() => {
    if (!bookName || books.status !== 'ready') return null;
    const found =
      books.value.find((b) => b.name === bookName) ??
      books.value.find((b) => b.name.toLowerCase() === bookName.toLowerCase());
    return found ? bookFromLibro(found) : null;
  }, [bookName, books]);
  // The page is read when the book opens; flips then rewrite it without reopening the viewer.
  const initialPage = useMemo(
    () => pageIndexFromParam(params.get(PAGE_PARAM), Number.MAX_SAFE_INTEGER),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [openBook],
  );

  const open = (book: LibroItem) => setParams({ [BOOK_PARAM]: book.name, [PAGE_PARAM]: '1' });
  const close = useCallback(() => setParams({}, { replace: true }), [setParams]);
  const onPageChange = useCallback(
    (page: number) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set(PAGE_PARAM, String(page + 1));
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

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
