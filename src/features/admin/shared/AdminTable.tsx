import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The admin lists' table: one header row of column titles, then the rows given. Below 640 px
 * each row is a card (admin.css) whose cells carry their column's title, so nothing, the
 * actions least of all, hides behind a sideways scroll; the titles are copied onto the cells
 * here, after each render, so that every table's rows stay plain <tr>s.
 */
export function AdminTable({ columns, children }: { columns: readonly string[]; children: ReactNode }) {
  const tableRef = useRef<HTMLTableElement>(null);
  useLayoutEffect(() => {
    for (const row of Array.from(tableRef.current?.tBodies[0]?.rows ?? [])) {
      Array.from(row.cells).forEach((cell, i) => {
        if (columns[i] !== undefined) cell.setAttribute('data-label', columns[i]);
      });
    }
  });
  return (
    <div className="admin-table-wrap">
      <table className="admin-table" ref={tableRef}>
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
