import { useTranslation } from 'react-i18next';
import StorageImage from '../../../components/StorageImage';
import { AdminTable, EditDeleteCell } from '../shared/AdminTable';
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
          <EditDeleteCell busy={busyId === book.id} onEdit={() => onEdit(book)} onDelete={() => onDelete(book)} />
        </tr>
      ))}
    </AdminTable>
  );
}
