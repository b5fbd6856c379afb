import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import Alert from '../../../components/Alert';
import Spinner from '../../../components/Spinner';
import { AdminScreen } from '../shared/AdminScreen';
import { checkBookName } from '../books/validation';
import { validateBooklet } from '../booklets/validation';
import { blank, parseMoney, type ErrorKey } from '../shared/checks';
import { LeftoverFilesError } from '../shared/errors';
import { failureText } from '../shared/failureText';
import { LoadError } from '../shared/LoadError';
import { MoneyField } from '../shared/MoneyField';
import { safeFileName } from '../shared/paths';
import { UnreadableImageError } from '../shared/renditions';
import { ImportStoppedError } from './importPages';
import { PdfPageError, PdfRefusedError } from './pdfDocument';
import { usePdfImport, type ImportDone, type ImportKind, type PageProgress } from './usePdfImport';

/** A booklet folder proposed from its name ('Santo Rosario' → 'santo-rosario'); the admin may change it. */
const folderFromName = (name: string) => (name.trim() ? safeFileName(name.trim()).toLowerCase() : '');

/** /admin/importar-pdf: a book or booklet made from the pages of a PDF. */
export default function PdfImportPage() {
  const { t, i18n } = useTranslation('admin');
  const id = useId();
  const [params, setParams] = useSearchParams();
  const kind: ImportKind = params.get('tipo') === 'devocionario' ? 'devocionario' : 'libro';
  const imp = usePdfImport();
  const [name, setName] = useState('');
  const [price, setPrice] = useState('');
  const [cover, setCover] = useState<File | null>(null);
  const [folder, setFolder] = useState('');
  const [folderEdited, setFolderEdited] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<ImportDone | null>(null);
  const [pdfName, setPdfName] = useState('');

  // A tab closed mid-import would leave files no record owns: the browser asks first.
  useEffect(() => {
    if (!imp.running) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [imp.running]);

  const bookletFolder = folderEdited ? folder : folderFromName(name);
  const nameError: ErrorKey | null =
    kind === 'libro' && name.trim() ? checkBookName(name, imp.books) : null;

  function pdfProblemText(problem: unknown, fileName: string): string {
    if (problem instanceof PdfRefusedError) return t(`pdfImport.problems.${problem.problem}`, { name: fileName });
    return t('pdfImport.problems.damaged', { name: fileName });
  }

  function failure(cause: unknown): string {
    const inner = cause instanceof LeftoverFilesError ? cause.cause : cause;
    if (inner instanceof ImportStoppedError) return failureText(t, 'pdfImport.stopped', cause);
    if (inner instanceof PdfPageError) return failureText(t, 'pdfImport.pageFailed', cause, { n: inner.pageNumber });
    if (inner instanceof UnreadableImageError) return t('errors.imageUnreadable', { name: inner.fileName });
    console.error('Error al importar el PDF:', cause);
    return failureText(t, 'pdfImport.failed', cause);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setDone(null);
    if (!imp.pdf) {
      setError(t('pdfImport.pdfRequired'));
      return;
    }
    let values: Parameters<typeof imp.start>[0];
    if (kind === 'libro') {
      const problem = checkBookName(name, imp.books);
      if (problem) return setError(t(problem));
      if (cover && !cover.type.startsWith('image/')) return setError(t('errors.imageType'));
      const parsed = blank(price) ? null : parseMoney(price);
      if (!blank(price) && parsed === null) return setError(t('errors.priceInvalid'));
      values = { kind, name: name.trim(), price: parsed, cover };
    } else {
      const check = validateBooklet({ name, pagesFolder: bookletFolder }, imp.booklets);
      if (!check.ok) return setError(t(check.error));
      values = { kind, ...check.value };
    }
    setError(null);
    try {
      const result = await imp.start(values);
      setDone(result);
      setName('');
      setPrice('');
      setCover(null);
      setFolder('');
      setFolderEdited(false);
      void imp.choosePdf(null);
      (event.target as HTMLFormElement).reset();
    } catch (cause) {
      setError(failure(cause));
    }
  }

  const seconds = (value: number) => new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(value);

  return (
    <AdminScreen title={t('pdfImport.title')}>
      <p>{t('pdfImport.intro')}</p>
      {imp.loading ? (
        <Spinner />
      ) : imp.loadError ? (
        <LoadError message={t('pdfImport.errorLoad')} onReload={() => void imp.reload()} />
      ) : (
        <form className="admin-form" onSubmit={submit} noValidate aria-busy={imp.running} aria-labelledby={`${id}-title`}>
          <h2 id={`${id}-title`} className="visually-hidden">
            {t('pdfImport.title')}
          </h2>
          {done && (
            <Alert kind="success">
              {t(done.kind === 'libro' ? 'pdfImport.doneBook' : 'pdfImport.doneBooklet', {
                name: done.name,
                count: done.pages,
                seconds: seconds(done.seconds),
              })}{' '}
              <Link to={done.kind === 'libro' ? '/admin/libros' : '/admin/devocionario'}>
                {t(done.kind === 'libro' ? 'pdfImport.seeBooks' : 'pdfImport.seeBooklets')}
              </Link>
            </Alert>
          )}
          {error && <Alert kind="error">{error}</Alert>}

          <fieldset className="admin-choice" disabled={imp.running}>
            <legend>{t('pdfImport.kind')}</legend>
            {(['libro', 'devocionario'] as const).map((option) => (
              <label key={option} className="admin-check">
                <input
                  type="radio"
                  name={`${id}-kind`}
                  value={option}
                  checked={kind === option}
                  onChange={() => setParams({ tipo: option }, { replace: true })}
                />
                {t(`pdfImport.kinds.${option}`)}
              </label>
            ))}
          </fieldset>

          <label htmlFor={`${id}-name`}>{t('pdfImport.name')}</label>
          <input
            id={`${id}-name`}
            value={name}
            disabled={imp.running}
            onChange={(e) => setName(e.target.value)}
            aria-required="true"
            aria-invalid={nameError ? true : undefined}
            aria-describedby={nameError ? `${id}-name-error` : undefined}
          />
          {nameError && (
            <p id={`${id}-name-error`} className="admin-field-error" role="alert">
              {t(nameError)}
            </p>
          )}

          {kind === 'libro' ? (
            <>
              <MoneyField label={t('books.price')} value={price} onChange={setPrice} />
              <label htmlFor={`${id}-cover`}>{t('pdfImport.cover')}</label>
              <input
                id={`${id}-cover`}
                type="file"
                accept="image/*"
                disabled={imp.running}
                aria-describedby={`${id}-cover-hint`}
                onChange={(e) => setCover(e.target.files?.[0] ?? null)}
              />
              <p id={`${id}-cover-hint`} className="admin-hint">
                {t('pdfImport.coverHint')}
              </p>
            </>
          ) : (
            <>
              <label htmlFor={`${id}-folder`}>{t('booklets.folder')}</label>
              <input
                id={`${id}-folder`}
                value={bookletFolder}
                disabled={imp.running}
                aria-required="true"
                aria-describedby={`${id}-folder-hint`}
                onChange={(e) => {
                  setFolderEdited(true);
                  setFolder(e.target.value);
                }}
              />
              <p id={`${id}-folder-hint`} className="admin-hint">
                {t('booklets.folderHint', { folder: bookletFolder.trim() || '…' })}
              </p>
            </>
          )}

          <label htmlFor={`${id}-pdf`}>{t('pdfImport.file')}</label>
          <input
            id={`${id}-pdf`}
            type="file"
            accept="application/pdf,.pdf"
            aria-required="true"
            disabled={imp.running}
            aria-describedby={`${id}-pdf-status`}
            onChange={(e) => {
              setDone(null);
              setPdfName(e.target.files?.[0]?.name ?? '');
              void imp.choosePdf(e.target.files?.[0] ?? null);
            }}
          />
          <div id={`${id}-pdf-status`} aria-live="polite">
            {imp.opening && <p className="admin-hint">{t('pdfImport.opening')}</p>}
            {imp.pdf && <p className="admin-hint">{t('pdfImport.pageCount', { count: imp.pdf.doc.pageCount, name: imp.pdf.file.name })}</p>}
            {imp.pdfProblem != null && (
              <p className="admin-field-error" role="alert">
                {pdfProblemText(imp.pdfProblem, pdfName)}
              </p>
            )}
          </div>

          {imp.running && <ImportProgress pages={imp.progress} />}

          <div className="admin-actions">
            {imp.running ? (
              <button type="button" className="button button--danger" onClick={imp.stop}>
                {t('pdfImport.stop')}
              </button>
            ) : (
              <button type="submit" className="button button--primary" disabled={!imp.pdf || imp.opening}>
                {t('pdfImport.start')}
              </button>
            )}
          </div>
        </form>
      )}
    </AdminScreen>
  );
}

/** The whole import's progress, and each page's: drawn, uploading (how much), done. */
function ImportProgress({ pages }: { pages: readonly PageProgress[] }) {
  const { t } = useTranslation('admin');
  const done = pages.filter((p) => p.step === 'done').length;
  const total = pages.reduce((sum, p) => sum + (p.step === 'done' ? 1 : p.step === 'uploading' ? 0.5 + p.fraction / 2 : p.step === 'drawing' ? 0.25 : 0), 0);
  return (
    <div className="admin-progress">
      <label>
        <span aria-live="polite">{t('pdfImport.progress', { done, count: pages.length })}</span>
        <progress max={pages.length} value={total} aria-label={t('pdfImport.progressLabel')} />
      </label>
      {/* The list scrolls within its box: focusable, so keyboard users can scroll it too. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <ol className="admin-import-pages" tabIndex={0} aria-label={t('pdfImport.pagesLabel')}>
        {pages.map((page, i) => (
          <li key={i} className={`admin-import-page admin-import-page--${page.step}`}>
            <span>{t('books.pageList.page', { n: i + 1 })}</span>
            <span>{t(`pdfImport.steps.${page.step}`)}</span>
            <progress
              max={1}
              value={page.step === 'done' ? 1 : page.step === 'uploading' ? page.fraction : 0}
              aria-label={t('pdfImport.pageProgress', { n: i + 1 })}
            />
          </li>
        ))}
      </ol>
    </div>
  );
}
