import { useTranslation } from 'react-i18next';

/** Anterior / Siguiente with 'Página: n' (spec section 2, videos). */
export function Pager({
  page,
  hasPrevious,
  hasNext,
  onChange,
  label,
}: {
  page: number;
  hasPrevious: boolean;
  hasNext: boolean;
  onChange: (page: number) => void;
  label: string;
}) {
  const { t } = useTranslation('admin');
  return (
    <nav className="admin-pager" aria-label={label}>
      <button type="button" className="button" disabled={!hasPrevious} onClick={() => onChange(page - 1)}>
        {t('actions.previous')}
      </button>
      <span aria-live="polite">{t('videos.page', { page })}</span>
      <button type="button" className="button" disabled={!hasNext} onClick={() => onChange(page + 1)}>
        {t('actions.next')}
      </button>
    </nav>
  );
}
