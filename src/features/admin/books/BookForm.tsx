import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '../../../components/Alert';
import { MoneyField } from '../shared/MoneyField';
import { sortByNaturalName } from '../shared/paths';
import { UploadProgress, type FileProgress } from '../shared/UploadProgress';
import { canUploadPages, checkBookName, validateBookForm } from './validation';
import type { Book, BookProgress } from './useBooksAdmin';

export interface BookFormProps {
  books: readonly Book[];
  /** The book being edited; absent when adding. */
  book?: Book;
  onCreate: (values: { name: string; price: number | null }, cover: File, pages: File[], onProgress: BookProgress) => Promise<void>;
  onUpdate: (book: Book, values: { price: number | null }, cover: File | null, onProgress: BookProgress) => Promise<void>;
  onCancelEdit: () => void;
  describeError: (error: unknown) => string;
}

/** Add/edit form of spec section 5: name, cover, pages (enabled once the cover is chosen and the name is free). */
export function BookForm({ books, book, onCreate, onUpdate, onCancelEdit, describeError }: BookFormProps) {
  const { t } = useTranslation('admin');
  const id = useId();
  const coverInput = useRef<HTMLInputElement>(null);
  const pagesInput = useRef<HTMLInputElement>(null);
  const [name, setName] = useState(book?.name ?? '');
  const [price, setPrice] = useState(book?.price != null ? String(book.price) : '');
  const [cover, setCover] = useState<File | null>(null);
  const [pages, setPages] = useState<File[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<FileProgress[]>([]);
  const [busy, setBusy] = useState(false);

  const nameError = book ? null : name.trim() ? checkBookName(name, books) : null;
  const pagesEnabled = !book && canUploadPages(name, cover !== null, books);
  const orderedPages = useMemo(() => sortByNaturalName(pages), [pages]);

  function reset() {
    setName('');
    setPrice('');
    setCover(null);
    setPages([]);
    if (coverInput.current) coverInput.current.value = '';
    if (pagesInput.current) pagesInput.current.value = '';
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const check = validateBookForm({ name, price, cover, pages: orderedPages }, books, book);
    if (!check.ok) {
      setError(t(check.error));
      return;
    }
    setError(null);
    setBusy(true);
    const rows: FileProgress[] = [];
    if (cover) rows.push({ name: `${t('books.cover')}: ${cover.name}`, fraction: 0 });
    if (!book) rows.push(...orderedPages.map((p) => ({ name: p.name, fraction: 0 })));
    setProgress(rows);
    const onProgress: BookProgress = (slot, fraction) =>
      setProgress((list) => list.map((row, i) => (i === slot ? { ...row, fraction } : row)));
    try {
      if (book) await onUpdate(book, { price: check.value.price }, cover, onProgress);
      else if (cover) await onCreate(check.value, cover, orderedPages, onProgress);
      reset();
      setProgress([]);
    } catch (failure) {
      setError(describeError(failure));
      setProgress([]);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="admin-form" onSubmit={submit} noValidate aria-busy={busy} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{book ? t('books.formEdit', { name: book.name }) : t('books.formNew')}</h2>
      {error && <Alert kind="error">{error}</Alert>}

      <label htmlFor={`${id}-name`}>{t('books.name')}</label>
      <input
        id={`${id}-name`}
        value={name}
        readOnly={Boolean(book)}
        onChange={(e) => setName(e.target.value)}
        aria-required="true"
        aria-invalid={nameError ? true : undefined}
        aria-describedby={`${id}-name-hint${nameError ? ` ${id}-name-error` : ''}`}
      />
      <p id={`${id}-name-hint`} className="admin-hint">
        {t('books.nameHint')}
      </p>
      {nameError && (
        <p id={`${id}-name-error`} className="admin-field-error" role="alert">
          {t(nameError)}
        </p>
      )}

      <MoneyField label={t('books.price')} value={price} onChange={setPrice} />

      <label htmlFor={`${id}-cover`}>{t('books.cover')}</label>
      <input
        id={`${id}-cover`}
        ref={coverInput}
        type="file"
        accept="image/*"
        aria-required={!book}
        onChange={(e) => setCover(e.target.files?.[0] ?? null)}
      />
      {book && <p className="admin-hint">{t('books.coverKeep')}</p>}

      {!book && (
        <>
          <label htmlFor={`${id}-pages`}>{t('books.pages')}</label>
          <input
            id={`${id}-pages`}
            ref={pagesInput}
            type="file"
            accept="image/*"
            multiple
            disabled={!pagesEnabled}
            aria-describedby={`${id}-pages-hint`}
            onChange={(e) => setPages(Array.from(e.target.files ?? []))}
          />
          <p id={`${id}-pages-hint`} className="admin-hint">
            {pagesEnabled ? t('books.pagesHint') : t('books.pagesDisabled')}
          </p>
          {pages.length > 0 && <p className="admin-hint">{t('books.pagesChosen', { n: pages.length })}</p>}
        </>
      )}

      <UploadProgress files={progress} />

      <div className="admin-actions">
        {book && (
          <button type="button" className="button" onClick={onCancelEdit} disabled={busy}>
            {t('books.cancelEdit')}
          </button>
        )}
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? t('actions.saving') : t('books.save')}
        </button>
      </div>
    </form>
  );
}
