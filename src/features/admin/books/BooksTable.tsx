import { useTranslation } from 'react-i18next';
import StorageImage from '../../../components/StorageImage';
import { AdminTable } from '../shared/AdminTable';
import type { Book } from './useBooksAdmin';

export function BooksTable({
  books,
  busyId,
  onPages,
  onEdit,
  onDelete,
}: {
  books: readonly Book[];
  busyId: string | null;
  onPages: (book: Book) => void;
  onEdit: (book: Book) => void;
  onDelete: (book: Book) => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <AdminTable
      columns={[
        t('books.columns.cover'),
        t('books.columns.name'),
        t('books.columns.price'),
        t('books.columns.actions'),
      ]}
    >
      {books.map((book) => (
        <tr key={book.id}>
          <td>
            <StorageImage path={book.image} alt={t('books.coverAlt', { name: book.name })} className="admin-thumb" />
          </td>
          <th scope="row">{book.name}</th>
          <td>{book.price ?? '—'}</td>
          <td className="admin-row-actions">
            <button type="button" className="button" onClick={() => onPages(book)} disabled={busyId === book.id}>
              {t('books.pagesAction')}
            </button>
            <button type="button" className="button" onClick={() => onEdit(book)} disabled={busyId === book.id}>
              {t('actions.edit')}
            </button>
            <button type="button" className="button admin-danger" onClick={() => onDelete(book)} disabled={busyId === book.id}>
              {busyId === book.id ? t('actions.deleting') : t('actions.delete')}
            </button>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}
