import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The admin lists' table: a scrolling wrapper, one header row of column titles, then the rows given. */
export function AdminTable({ columns, children }: { columns: readonly string[]; children: ReactNode }) {
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <thead>
          <tr>
            {columns.map((title, i) => (
              // A fixed list of titles: the position is the column.
              <th scope="col" key={i}>
                {title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** A row's edit and delete buttons; both are disabled while that row is being deleted or saved. */
export function EditDeleteCell({ busy, onEdit, onDelete }: { busy: boolean; onEdit: () => void; onDelete: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <td className="admin-row-actions">
      <button type="button" className="button" onClick={onEdit} disabled={busy}>
        {t('actions.edit')}
      </button>
      <button type="button" className="button admin-danger" onClick={onDelete} disabled={busy}>
        {busy ? t('actions.deleting') : t('actions.delete')}
      </button>
    </td>
  );
}
