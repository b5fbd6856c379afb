import { useTranslation } from 'react-i18next';

/** What an admin screen shows when its load failed: the screen's message and a button that loads again. */
export function LoadError({ message, onReload, className }: { message: string; onReload: () => void; className?: string }) {
  const { t } = useTranslation('admin');
  return (
    <div className={className}>
      <p role="alert">{message}</p>
      <button type="button" className="button" onClick={onReload}>
        {t('actions.reload')}
      </button>
    </div>
  );
}
