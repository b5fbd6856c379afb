import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import StorageImage from '../../components/StorageImage';
import { usePriceFormat } from '../../lib/price';
import { preloadBookViewer } from '../../components/book-viewer/LazyBookViewerModal';
import Alert from '../../components/Alert';
import { LoadMore } from '../../components/LoadMore';
import { nameOnShelf, type BookGroupKey } from '../../lib/shelves';
import { usePagedList } from '../../lib/usePagedList';
import { columnsForWidth, COVER_SIZES, isCompactWidth } from './bookGroups';
import { useWindowWidth } from './useWindowWidth';
import { fetchShelfPage, type LibroItem, type ShelfStart } from './homeApi';
import './VirtualLibrary.css';

const hasPrice = (book: LibroItem): book is LibroItem & { price: number } => book.price != null && book.price > 0;

/** Books read at a time from an open shelf: whole rows of each of the grid's 2 to 5 columns (columnsForWidth). */
export const SHELF_PAGE = 60;

export interface VirtualLibraryProps {
  shelves: readonly ShelfStart[];
  onOpen: (book: LibroItem) => void;
}

/** 'Libreria Virtual': shelves by name prefix or level, one row each until 'Mostrar mas'. */
export default function VirtualLibrary({ shelves, onOpen }: VirtualLibraryProps) {
  const width = useWindowWidth();
  const columns = columnsForWidth(width);
  return (
    <div className={`library${isCompactWidth(width) ? ' library--compact' : ''}`}>
      {shelves.map((shelf, index) => (
        <Shelf key={shelf.key} shelf={shelf} columns={columns} eager={index === 0} onOpen={onOpen} />
      ))}
    </div>
  );
}

interface ShelfProps {
  shelf: ShelfStart;
  columns: number;
  /** The first shelf is on screen at once (on phones its cover is the largest image): no lazy loading there. */
  eager: boolean;
  onOpen: (book: LibroItem) => void;
}

function Shelf({ shelf, columns, eager, onOpen }: ShelfProps) {
  const { t } = useTranslation('home');
  const [expanded, setExpanded] = useState(false);
  const headingId = `library-group-${shelf.key}`;
  const card = (book: LibroItem) => <BookCard key={book.id} book={book} shelf={shelf.key} eager={eager} onOpen={onOpen} />;
  return (
    <section className="library__group" aria-labelledby={headingId}>
      <h3 id={headingId} className="library__group-title">
        {t(`groups.${shelf.key}`)}
      </h3>
      {expanded ? (
        <OpenShelf shelf={shelf} columns={columns} card={card} />
      ) : (
        <ShelfGrid columns={columns}>{shelf.books.slice(0, columns).map(card)}</ShelfGrid>
      )}
      {(shelf.more || shelf.books.length > columns) && (
        <button type="button" className="button library__toggle" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
          {expanded ? t('showLess') : t('showMore')}
        </button>
      )}
    </section>
  );
}

function ShelfGrid({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <ul className="library__grid" style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }} data-columns={columns}>
      {children}
    </ul>
  );
}

/** A shelf after 'Mostrar mas': all its books, read a page at a time; the first row stays while the first page arrives. */
function OpenShelf({ shelf, columns, card }: { shelf: ShelfStart; columns: number; card: (book: LibroItem) => ReactNode }) {
  const { t } = useTranslation('home');
  const books = usePagedList(
    (nextToken) => fetchShelfPage(shelf.key, SHELF_PAGE, nextToken),
    shelf.key,
    'Hubo un error al cargar los libros.',
  );
  return (
    <>
      <ShelfGrid columns={columns}>{(books.status === 'ready' ? books.items : shelf.books).map(card)}</ShelfGrid>
      {books.status === 'error' && <Alert kind="error">{t('libraryError')}</Alert>}
      {books.hasMore && <LoadMore shown={books.items.length} onMore={books.more} busy={books.loadingMore} failed={books.moreFailed} />}
    </>
  );
}

function BookCard({
  book,
  shelf,
  eager,
  onOpen,
}: {
  book: LibroItem;
  shelf: BookGroupKey;
  eager: boolean;
  onOpen: (book: LibroItem) => void;
}) {
  const { t } = useTranslation('home');
  const price = usePriceFormat();
  return (
    <li className="library__item">
      {/* The button's visible text is the name alone (its accessible name must contain what it shows);
          the price is drawn over the card's foot beside it. */}
      <button
        type="button"
        className={`book-card${hasPrice(book) ? ' book-card--priced' : ''}`}
        onClick={() => onOpen(book)}
        onPointerEnter={preloadBookViewer}
        onFocus={preloadBookViewer}
        aria-label={t('openBook', { name: book.name })}
      >
        <StorageImage
          path={book.image}
          alt={t('coverAlt', { name: book.name })}
          className="book-card__cover"
          sizes={COVER_SIZES}
          loading={eager ? 'eager' : 'lazy'}
        />
        <span className="book-card__name">{nameOnShelf(book.name, shelf)}</span>
      </button>
      {hasPrice(book) && <span className="book-card__price">{t('price', { price: price(book.price) })}</span>}
    </li>
  );
}
