import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Spinner from '../../../components/Spinner';
import { AdminScreen } from '../shared/AdminScreen';
import { failureText } from '../shared/failureText';
import { NoticeLine } from '../shared/NoticeLine';
import { useNotice } from '../shared/notice';
import { useConfirm } from '../shared/useConfirm';
import { BookForm } from './BookForm';
import { BooksTable } from './BooksTable';
import { NoPageUploadedError, useBooksAdmin, type Book } from './useBooksAdmin';
import { LoadError } from '../shared/LoadError';

/** /admin/libros: the table of cover, name and actions, and the add/edit form. */
export default function BooksAdminPage() {
  const { t } = useTranslation('admin');
  const { books, loading, loadError, reload, createBook, updateBook, deleteBook } = useBooksAdmin();
  const { notice, showError, showSuccess, showWarning, clear } = useNotice();
  const { confirm, dialog } = useConfirm();
  const [editing, setEditing] = useState<Book | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  async function remove(book: Book) {
    if (!(await confirm(t('books.confirmDelete')))) return;
    setBusyId(book.id);
    try {
      const leftovers = await deleteBook(book);
      if (editing?.id === book.id) setEditing(null);
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
      <BookForm
        key={editing?.id ?? 'new'}
        books={books}
        book={editing ?? undefined}
        onCancelEdit={() => setEditing(null)}
        describeError={(error) => {
          if (error instanceof NoPageUploadedError) return t('errors.noPageUploaded');
          console.error('Hubo un error al guardar el libro.', error);
          return failureText(t, 'books.errorSave', error);
        }}
        onCreate={async (values, cover, pages, onProgress) => {
          const failed = await createBook(values, cover, pages, onProgress);
          if (failed.length) showWarning(`${t('books.saved')} ${t('books.someFailed', { names: failed.join(', ') })}`);
          else showSuccess(t('books.saved'));
        }}
        onUpdate={async (book, values, cover, onProgress) => {
          const leftovers = await updateBook(book, values, cover, onProgress);
          setEditing(null);
          if (leftovers.length) showWarning(`${t('books.updated')} ${t('errors.filesNotDeleted', { paths: leftovers.join(', ') })}`);
          else showSuccess(t('books.updated'));
        }}
      />
      <section className="admin-section" aria-label={t('books.title')}>
        {loading ? (
          <Spinner />
        ) : loadError ? (
          <LoadError message={t('books.errorLoad')} onReload={() => void reload()} />
        ) : books.length === 0 ? (
          <p>{t('books.empty')}</p>
        ) : (
          <BooksTable books={books} busyId={busyId} onEdit={setEditing} onDelete={(b) => void remove(b)} />
        )}
      </section>
      {dialog}
    </AdminScreen>
  );
}
