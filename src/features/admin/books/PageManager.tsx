import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import Spinner from '../../../components/Spinner';
import { AdminThumb } from '../shared/AdminThumb';
import { LoadError } from '../shared/LoadError';
import { fileNameOf } from '../shared/paths';
import { UploadProgress, type FileProgress } from '../shared/UploadProgress';
import type { useBookPagesAdmin } from './useBookPagesAdmin';

type PagesAdmin = ReturnType<typeof useBookPagesAdmin>;

export interface PageManagerProps {
  bookName: string;
  pages: PagesAdmin;
  /** Runs a change and reports its outcome on the screen's notice line; answers whether it succeeded. */
  onChange: (what: 'move' | 'add' | 'replace' | 'remove', change: () => Promise<unknown>) => Promise<boolean>;
  onDelete: (key: string, position: number) => void;
  onClose: () => void;
}

/**
 * The pages of one book in reading order: drag a page by its handle (mouse, touch, or the
 * keyboard: Space, arrows, Space), or press Subir / Bajar; replace one, delete one, or add
 * more at the end. Each change is saved at once.
 */
export function PageManager({ bookName, pages, onChange, onDelete, onClose }: PageManagerProps) {
  const { t } = useTranslation('admin');
  const id = useId();
  const addInput = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<FileProgress[]>([]);
  const [adding, setAdding] = useState(false);
  const [status, setStatus] = useState('');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const order = pages.order;
  const position = (key: string | number) => (order ?? []).indexOf(String(key)) + 1;

  async function move(from: number, to: number, focusAfter?: string) {
    if (!order || to < 0 || to >= order.length) return;
    setStatus(t('books.pageList.moved', { from: from + 1, to: to + 1 }));
    const ok = await onChange('move', () => pages.move(from, to));
    if (!ok) setStatus(t('books.pageList.moveFailed'));
    // Keep the keyboard where the admin was: on the same button of the moved page.
    if (focusAfter) requestAnimationFrame(() => document.getElementById(focusAfter)?.focus());
  }

  function onDragEnd(event: DragEndEvent) {
    const { active, over } = event;
    if (!order || !over || active.id === over.id) return;
    void move(order.indexOf(String(active.id)), order.indexOf(String(over.id)));
  }

  const announcements: Announcements = {
    onDragStart: ({ active }) => t('books.pageList.dragStart', { n: position(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? t('books.pageList.dragOver', { n: position(active.id), to: position(over.id) }) : undefined,
    onDragEnd: ({ active, over }) =>
      over ? t('books.pageList.dragEnd', { n: position(active.id), to: position(over.id) }) : undefined,
    onDragCancel: ({ active }) => t('books.pageList.dragCancel', { n: position(active.id) }),
  };

  async function add() {
    if (files.length === 0) return;
    setAdding(true);
    setProgress(files.map((f) => ({ name: f.name, fraction: 0 })));
    const ok = await onChange('add', () =>
      pages.addPages(files, (index, fraction) =>
        setProgress((rows) => rows.map((row, i) => (i === index ? { ...row, fraction } : row))),
      ),
    );
    if (ok) {
      setFiles([]);
      if (addInput.current) addInput.current.value = '';
    }
    setProgress([]);
    setAdding(false);
  }

  return (
    <section className="admin-section admin-pages" aria-labelledby={`${id}-title`}>
      <div className="admin-pages__head">
        <h2 id={`${id}-title`} tabIndex={-1}>
          {t('books.pageList.title', { name: bookName })}
        </h2>
        <button type="button" className="button" onClick={onClose}>
          {t('books.pageList.close')}
        </button>
      </div>
      <p className="admin-hint" id={`${id}-hint`}>
        {t('books.pageList.hint')}
      </p>
      {pages.loadError ? (
        <LoadError message={t('books.pageList.errorLoad')} onReload={() => void pages.reload()} />
      ) : !order ? (
        <Spinner />
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{ announcements, screenReaderInstructions: { draggable: t('books.pageList.dragInstructions') } }}
        >
          <SortableContext items={order} strategy={verticalListSortingStrategy}>
            <ol className="admin-page-list" aria-describedby={`${id}-hint`}>
              {order.map((key, index) => (
                <PageRow
                  key={key}
                  pageKey={key}
                  index={index}
                  count={order.length}
                  bookName={bookName}
                  idPrefix={id}
                  onMove={(to, focusAfter) => void move(index, to, focusAfter)}
                  onReplace={(file, onProgress) => onChange('replace', () => pages.replace(key, file, onProgress))}
                  onDelete={() => onDelete(key, index + 1)}
                />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      )}
      <p className="visually-hidden" role="status" aria-live="polite">
        {status}
      </p>

      <div className="admin-form">
        <label htmlFor={`${id}-add`}>{t('books.pageList.add')}</label>
        <input
          id={`${id}-add`}
          ref={addInput}
          type="file"
          accept="image/*"
          multiple
          aria-describedby={`${id}-add-hint`}
          onChange={(e) => setFiles(Array.from(e.target.files ?? []))}
        />
        <p id={`${id}-add-hint`} className="admin-hint">
          {t('books.pageList.addHint')}
        </p>
        <UploadProgress files={progress} />
        <div className="admin-actions">
          <button type="button" className="button button--primary" disabled={files.length === 0 || adding} onClick={() => void add()}>
            {adding ? t('actions.uploading') : t('books.pageList.addButton', { count: files.length })}
          </button>
        </div>
      </div>
    </section>
  );
}

interface PageRowProps {
  pageKey: string;
  index: number;
  count: number;
  bookName: string;
  idPrefix: string;
  onMove: (to: number, focusAfter?: string) => void;
  onReplace: (file: File, onProgress: (fraction: number) => void) => Promise<boolean>;
  onDelete: () => void;
}

function PageRow({ pageKey, index, count, bookName, idPrefix, onMove, onReplace, onDelete }: PageRowProps) {
  const { t } = useTranslation('admin');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: pageKey });
  const replaceInput = useRef<HTMLInputElement>(null);
  const [replacing, setReplacing] = useState<number | null>(null);
  const n = index + 1;
  const rowId = `${idPrefix}-page-${pageKey.replace(/[^A-Za-z0-9_-]/g, '_')}`;

  async function replaceWith(file: File | undefined) {
    if (!file) return;
    setReplacing(0);
    await onReplace(file, setReplacing);
    setReplacing(null);
    if (replaceInput.current) replaceInput.current.value = '';
  }

  return (
    <li
      ref={setNodeRef}
      className={`admin-page-row${isDragging ? ' admin-page-row--dragging' : ''}`}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      aria-label={t('books.pageList.pageLabel', { n, count })}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className="admin-page-handle"
        {...attributes}
        {...listeners}
        aria-label={t('books.pageList.drag', { n })}
      >
        <span aria-hidden="true">⠿</span>
      </button>
      <AdminThumb path={pageKey} alt={t('books.pageList.thumbAlt', { name: bookName, n })} className="admin-page-thumb" />
      <div className="admin-page-info">
        <strong>{t('books.pageList.page', { n })}</strong>
        <span className="admin-hint">{fileNameOf(pageKey)}</span>
        {replacing !== null && <progress max={1} value={replacing} aria-label={t('books.pageList.replacing', { n })} />}
      </div>
      <div className="admin-page-actions">
        <button
          type="button"
          className="button"
          id={`${rowId}-up`}
          aria-label={t('books.pageList.moveUp', { n })}
          aria-disabled={index === 0 ? 'true' : undefined}
          onClick={() => index > 0 && onMove(index - 1, `${rowId}-up`)}
        >
          {t('books.pageList.up')}
        </button>
        <button
          type="button"
          className="button"
          id={`${rowId}-down`}
          aria-label={t('books.pageList.moveDown', { n })}
          aria-disabled={index === count - 1 ? 'true' : undefined}
          onClick={() => index < count - 1 && onMove(index + 1, `${rowId}-down`)}
        >
          {t('books.pageList.down')}
        </button>
        <button
          type="button"
          className="button"
          aria-label={t('books.pageList.replace', { n })}
          disabled={replacing !== null}
          onClick={() => replaceInput.current?.click()}
        >
          {t('books.pageList.replaceShort')}
        </button>
        <input
          ref={replaceInput}
          type="file"
          accept="image/*"
          hidden
          aria-label={t('books.pageList.replaceFile', { n })}
          onChange={(e) => void replaceWith(e.target.files?.[0])}
        />
        <button type="button" className="button admin-danger" aria-label={t('books.pageList.delete', { n })} onClick={onDelete}>
          {t('actions.delete')}
        </button>
      </div>
    </li>
  );
}
