import { Suspense, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Spinner from '../../components/Spinner';
import Alert from '../../components/Alert';
import { useAsync, type AsyncState } from '../../lib/useAsync';
import { withReadAhead } from '../../lib/readAhead';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import LazyBookViewerModal from '../../components/book-viewer/LazyBookViewerModal';
import { bookFromLibro } from '../../components/book-viewer/bookSource';
import { useBookLink } from '../../components/book-viewer/bookLink';
import BannerSlideshow from './BannerSlideshow';
import './BannerSlideshow.css';
import EntryTiles from './EntryTiles';
import NewsStrip from './NewsStrip';
import VirtualLibrary from './VirtualLibrary';
import { readHome, type BannerContent, type HomeReads, type LibroItem, type NewsItem, type ShelfStart } from './homeApi';
import { useLinkedBook } from './useLinkedBook';
import './HomePage.css';

const readHomeAhead = withReadAhead(readHome);

/** The page's reads, started from the page's start when this is the first screen (src/main.tsx). */
export function readAhead(): void {
  readHomeAhead.start();
}

/**
 * The loads start here, outside the part that waits for the 'home' texts, so the
 * records, the banner listing and the texts are fetched in parallel rather than
 * one after the other. The page's three parts share one request for their records
 * (readHome), made by whichever part loads first.
 */
export default function HomePage() {
  const reads = useRef<HomeReads | null>(null);
  const home = () => (reads.current ??= readHomeAhead());
  const banner = useAsync(() => home().banner, 'Error al obtener imágenes:');
  const shelves = useAsync(() => home().shelves, 'Hubo un error al cargar los libros.');
  const news = useAsync(() => home().news, 'Error al cargar las novedades:');
  return (
    <Suspense fallback={<Spinner />}>
      <HomeContent banner={banner} shelves={shelves} news={news} />
    </Suspense>
  );
}

interface HomeContentProps {
  banner: AsyncState<BannerContent>;
  shelves: AsyncState<ShelfStart[]>;
  news: AsyncState<NewsItem[]>;
}

function HomeContent({ banner, shelves, news }: HomeContentProps) {
  const { t } = useTranslation('home');
  // The open book lives in the address: /?libro=NAME&pagina=N.
  const bookLink = useBookLink('libro');
  const { name: bookName, initialPage, close, onPageChange } = bookLink;
  const [chosen, setChosen] = useState<LibroItem | null>(null);
  const linked = useLinkedBook(bookName, chosen);
  const linkedBook = linked.status === 'ready' ? linked.value : null;
  // One source per book: the viewer starts again when it is handed a new one.
  const openBook = useMemo(() => (linkedBook ? bookFromLibro(linkedBook) : null), [linkedBook]);
  // The open book names the tab (and a bookmark or shared link of its address).
  useDocumentTitle(openBook?.name);
  const open = (book: LibroItem) => {
    setChosen(book);
    bookLink.open(book.name);
  };

  return (
    <div className="page home">
      {banner.status === 'ready' && banner.value.slides.length > 0 ? (
        <BannerSlideshow slides={banner.value.slides} />
      ) : (
        // The loaded banner's box (image and controls) while it loads, and for its messages too:
        // nothing below moves when it arrives, fails or turns out to be empty.
        <div
          className={`banner${banner.status === 'loading' ? '' : ' banner--message'}`}
          aria-hidden={banner.status === 'loading' ? true : undefined}
        >
          <div className="banner__viewport" />
          <div className="banner__controls" />
          {banner.status === 'error' && (
            <div className="banner__message">
              <Alert kind="error">{t('bannerError')}</Alert>
            </div>
          )}
          {banner.status === 'ready' && <p className="banner__message home__note">{t('bannerEmpty')}</p>}
        </div>
      )}
      <section className="welcome" aria-labelledby="welcome-title">
        <h1 id="welcome-title" className="welcome__title">
          {t('welcomeTitle')}
        </h1>
        {/* The banner's text, which admins edit in /admin/banner, is the welcome. */}
        <p className="welcome__text">{banner.status === 'ready' ? banner.value.text : ''}</p>
      </section>
      <EntryTiles />
      <section className="home__news" aria-labelledby="news-title">
        <h2 id="news-title" className="home__section-title">
          {t('news')}
        </h2>
        {news.status === 'ready' ? (
          <NewsStrip items={news.value} onOpenBook={open} />
        ) : (
          // The room of the strip while it loads, kept when it fails so that the library does not move up.
          <div className="home__news-room">
            {news.status === 'error' ? <Alert kind="error">{t('newsError')}</Alert> : <Spinner label={t('newsLoading')} size={32} />}
          </div>
        )}
      </section>
      <section
        id="libreria"
        className={`home__library${shelves.status !== 'ready' ? ' home__library--loading' : ''}`}
        aria-labelledby="library-title"
      >
        <h2 id="library-title" className="home__section-title">
          {t('library')}
        </h2>
        {shelves.status === 'loading' && <Spinner label={t('libraryLoading')} />}
        {shelves.status === 'error' && <Alert kind="error">{t('libraryError')}</Alert>}
        {shelves.status === 'ready' &&
          (shelves.value.length > 0 ? (
            <VirtualLibrary shelves={shelves.value} onOpen={open} />
          ) : (
            <p className="home__note">{t('libraryEmpty')}</p>
          ))}
        {bookName && linked.status === 'ready' && !linked.value && <Alert kind="warning">{t('bookNotFound', { name: bookName })}</Alert>}
        {bookName && linked.status === 'error' && <Alert kind="error">{t('libraryError')}</Alert>}
      </section>
      {openBook && <LazyBookViewerModal book={openBook} initialPage={initialPage} onPageChange={onPageChange} onClose={close} />}
    </div>
  );
}
