import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import Spinner from '../../../components/Spinner';
import { AdminScreen } from '../shared/AdminScreen';
import { EditConflictError, reloadRecord } from '../shared/conditionalUpdate';
import { failureText } from '../shared/failureText';
import { NoticeLine } from '../shared/NoticeLine';
import { useNotice } from '../shared/notice';
import { fileNameOf } from '../shared/paths';
import { UnreadableImageError } from '../shared/renditions';
import { useConfirm } from '../shared/useConfirm';
import { BookForm } from './BookForm';
import { BooksTable } from './BooksTable';
import { PageManager } from './PageManager';
import { LastPageError, PagesNotAddedError, useBookPagesAdmin } from './useBookPagesAdmin';
import { NoPageUploadedError, useBooksAdmin, type Book } from './useBooksAdmin';
import { LoadError } from '../shared/LoadError';
import { LeftoverFilesError } from '../shared/errors';

/** /admin/libros: the table of cover, name and actions, the add/edit form and the pages of one book. */
export default function BooksAdminPage() {
  const { t } = useTranslation('admin');
  const { books, loading, loadError, reload, createBook, updateBook, deleteBook, replaceBook, indexRepaired } = useBooksAdmin();
  const { notice, showError, showSuccess, showWarning, clear } = useNotice();
  const { confirm, dialog } = useConfirm();
  const [editingId, setEditingId] = useState<string | null>(null);
  const [pagesId, setPagesId] = useState<string | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const editing = books.find((b) => b.id === editingId) ?? null;
  const pagesBook = books.find((b) => b.id === pagesId) ?? null;

  /** The Spanish text of a failed change; a conflict also brings the book as it is stored now. */
  const describe = useCallback(
    (error: unknown, fallback: 'books.errorSave' | 'books.pageList.errorSave', bookId?: string): string => {
      if (error instanceof EditConflictError) {
        if (bookId) {
          void reloadRecord('Libro', bookId)
            .then((fresh) => fresh && replaceBook(fresh))
            .catch((cause) => console.error('Hubo un error al cargar los libros.', cause));
        }
        return t('errors.editConflict');
      }
      if (error instanceof UnreadableImageError) return t('errors.imageUnreadable', { name: error.fileName });
      if (error instanceof NoPageUploadedError) return t('errors.noPageUploaded');
      if (error instanceof LastPageError) return t('books.pageList.lastPage');
      const inner = error instanceof LeftoverFilesError ? error.cause : error;
      if (inner instanceof PagesNotAddedError) return failureText(t, 'books.pageList.notAdded', error, { names: inner.names.join(', ') });
      console.error('Hubo un error al guardar el libro.', error);
      return failureText(t, fallback, error);
    },
    [replaceBook, t],
  );

  async function remove(book: Book) {
    if (!(await confirm(t('books.confirmDelete'), { item: book.name }))) return;
    setBusyId(book.id);
    try {
      const leftovers = await deleteBook(book);
      if (editingId === book.id) setEditingId(null);
      if (pagesId === book.id) setPagesId(null);
      if (leftovers.length) showWarning(`${t('books.deleted')} ${t('errors.filesNotDeleted', { paths: leftovers.join(', ') })}`);
      else showSuccess(t('books.deleted'));
    } catch (error) {
      showError(t('books.errorDelete'), error);
    } finally {
      setBusyId(null);
    }
  }

  return (
    <AdminScreen title={t('books.title')} wide>
      <NoticeLine notice={notice} onDismiss={clear} />
      <p>
        <Link className="button" to="/admin/importar-pdf?tipo=libro">
          {t('books.importPdf')}
        </Link>
      </p>
      <BookForm
        key={editing?.id ?? 'new'}
        books={books}
        book={editing ?? undefined}
        onCancelEdit={() => setEditingId(null)}
        describeError={(error) => describe(error, 'books.errorSave', editing?.id)}
        onCreate={async (values, cover, pages, onProgress) => {
          const failed = await createBook(values, cover, pages, onProgress);
          if (failed.length) showWarning(`${t('books.saved')} ${t('books.someFailed', { names: failed.join(', ') })}`);
          else showSuccess(t('books.saved'));
        }}
        onUpdate={async (book, values, cover, onProgress) => {
          const leftovers = await updateBook(book, values, cover, onProgress);
          setEditingId(null);
          const text = values.name !== book.name ? t('books.renamed', { from: book.name, to: values.name }) : t('books.updated');
          if (leftovers.length) showWarning(`${text} ${t('errors.filesNotDeleted', { paths: leftovers.join(', ') })}`);
          else showSuccess(text);
        }}
      />
      {pagesBook && (
        <BookPagesPanel
          key={pagesBook.id}
          book={pagesBook}
          onSaved={replaceBook}
          onClose={() => setPagesId(null)}
          confirm={confirm}
          notice={{ showError, showSuccess, showWarning }}
          describe={(error) => describe(error, 'books.pageList.errorSave', pagesBook.id)}
        />
      )}
      <section className="admin-section" aria-label={t('books.title')}>
        {/* The home page reads its shelves from an index: say when this load put it right. */}
        {indexRepaired !== null && indexRepaired > 0 && (
          <p className="admin-hint" role="status">
            {t('books.indexRepaired', { count: indexRepaired })}
          </p>
        )}
        {loading ? (
          <Spinner />
        ) : loadError ? (
          <LoadError message={t('books.errorLoad')} onReload={() => void reload()} />
        ) : books.length === 0 ? (
          <p>{t('books.empty')}</p>
        ) : (
          <BooksTable
            books={books}
            busyId={busyId}
            onPages={(b) => setPagesId(b.id)}
            onEdit={(b) => setEditingId(b.id)}
            onDelete={(b) => void remove(b)}
          />
        )}
      </section>
      {dialog}
    </AdminScreen>
  );
}

interface BookPagesPanelProps {
  book: Book;
  onSaved: (book: Book) => void;
  onClose: () => void;
  confirm: ReturnType<typeof useConfirm>['confirm'];
  notice: Pick<ReturnType<typeof useNotice>, 'showError' | 'showSuccess' | 'showWarning'>;
  describe: (error: unknown) => string;
}

/** The page manager of one book, with the hook that keeps its order. */
function BookPagesPanel({ book, onSaved, onClose, confirm, notice, describe }: BookPagesPanelProps) {
  const { t } = useTranslation('admin');
  const pages = useBookPagesAdmin(book, onSaved);
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Opening the pages takes the admin (and a screen reader) to them.
    panel.current?.querySelector<HTMLElement>('h2')?.focus();
    panel.current?.scrollIntoView?.({ block: 'start' });
  }, []);

  const successText = { add: t('books.pageList.added'), replace: t('books.pageList.replaced'), remove: t('books.pageList.removed') };

  async function onChange(what: 'move' | 'add' | 'replace' | 'remove', change: () => Promise<unknown>): Promise<boolean> {
    try {
      const leftovers = await change();
      if (what !== 'move') {
        if (Array.isArray(leftovers) && leftovers.length) {
          notice.showWarning(`${successText[what]} ${t('errors.filesNotDeleted', { paths: leftovers.join(', ') })}`);
        } else notice.showSuccess(successText[what]);
      }
      return true;
    } catch (error) {
      notice.showError(describe(error));
      return false;
    }
  }

  return (
    <div ref={panel} className="admin-pages-panel">
      <PageManager
        bookName={book.name}
        pages={pages}
        onClose={onClose}
        onChange={onChange}
        onDelete={async (key, n) => {
          const ok = await confirm(t('books.pageList.confirmDelete'), {
            item: `${t('books.pageList.page', { n })} · ${fileNameOf(key)}`,
          });
          if (ok) await onChange('remove', () => pages.remove(key));
        }}
      />
    </div>
  );
}
