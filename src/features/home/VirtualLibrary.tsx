import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import StorageImage from '../../components/StorageImage';
import { preloadBookViewer } from '../../components/book-viewer/LazyBookViewerModal';
import { columnsForWidth, groupBooks, visibleBooks, type BookGroupKey } from './bookGroups';
import { useWindowWidth } from './useWindowWidth';
import type { LibroItem } from './homeApi';
import './VirtualLibrary.css';

const hasPrice = (book: LibroItem): book is LibroItem & { price: number } => book.price != null && book.price > 0;

export interface VirtualLibraryProps {
  books: readonly LibroItem[];
  onOpen: (book: LibroItem) => void;
}

/** 'Libreria Virtual': shelves by name prefix, one row each until 'Mostrar mas'. */
export default function VirtualLibrary({ books, onOpen }: VirtualLibraryProps) {
  const { t } = useTranslation('home');
  const columns = columnsForWidth(useWindowWidth());
  const [expanded, setExpanded] = useState<ReadonlySet<BookGroupKey>>(new Set());

  const toggle = (key: BookGroupKey) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  return (
    <div className="library">
      {groupBooks(books).map((group, groupIndex) => {
        const isExpanded = expanded.has(group.key);
        const headingId = `library-group-${group.key}`;
        return (
          <section key={group.key} className="library__group" aria-labelledby={headingId}>
            <h3 id={headingId} className="library__group-title">
              {t(`groups.${group.key}`)}
            </h3>
            <ul
              className="library__grid"
              style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
              data-columns={columns}
            >
              {visibleBooks(group.books, columns, isExpanded).map((book) => (
                <li key={book.id} className="library__item">
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
                    {/* The first shelf is on screen at once (on phones its cover is the largest image): no lazy loading there. */}
                    <StorageImage
                      path={book.image}
                      alt={t('coverAlt', { name: book.name })}
                      className="book-card__cover"
                      loading={groupIndex === 0 ? 'eager' : 'lazy'}
                    />
                    <span className="book-card__name">{book.name}</span>
                  </button>
                  {hasPrice(book) && <span className="book-card__price">{t('price', { price: book.price.toFixed(2) })}</span>}
                </li>
              ))}
            </ul>
            {group.books.length > columns && (
              <button
                type="button"
                className="button library__toggle"
                aria-expanded={isExpanded}
                onClick={() => toggle(group.key)}
              >
                {isExpanded ? t('showLess') : t('showMore')}
              </button>
            )}
          </section>
        );
      })}
    </div>
  );
}
