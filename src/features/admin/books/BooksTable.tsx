import { useTranslation } from 'react-i18next';
import StorageImage from '../../../components/StorageImage';
import type { Book } from './useBooksAdmin';

export function BooksTable({
  books,
  busyId,
  onEdit,
  onDelete,
}: {
  books: readonly Book[];
  busyId: string | null;
  onEdit: (book: Book) => void;
  onDelete: (book: Book) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <thead>
          <tr>
            <th scope="col">{t('books.columns.cover')}</th>
            <th scope="col">{t('books.columns.name')}</th>
            <th scope="col">{t('books.columns.price')}</th>
            <th scope="col">{t('books.columns.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {books.map((book) => (
            <tr key={book.id}>
              <td>
                <StorageImage path={book.image} alt={t('books.coverAlt', { name: book.name })} className="admin-thumb" />
              </td>
              <th scope="row">{book.name}</th>
              <td>{book.price ?? '—'}</td>
              <td className="admin-row-actions">
                <button type="button" className="button" onClick={() => onEdit(book)} disabled={busyId === book.id}>
                  {t('actions.edit')}
                </button>
                <button
                  type="button"
                  className="button admin-danger"
                  onClick={() => onDelete(book)}
                  disabled={busyId === book.id}
                >
                  {busyId === book.id ? t('actions.deleting') : t('actions.delete')}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
