import { useTranslation } from 'react-i18next';
import StorageImage from '../../../components/StorageImage';
import { fileNameOf } from '../shared/paths';

/** The selected booklet's images, 2 to 4 columns, each with Eliminar shown on hover (and on keyboard focus). */
export function BookletImages({ images, onDelete }: { images: readonly string[]; onDelete: (path: string) => void }) {
  const { t } = useTranslation('admin');
  if (images.length === 0) return <p>{t('booklets.noImages')}</p>;
  return (
    <ul className="admin-grid">
      {images.map((path) => (
        <li key={path} className="admin-card admin-hover-card">
          <StorageImage path={path} alt={fileNameOf(path)} />
          <span className="admin-hint">{fileNameOf(path)}</span>
          <button
            type="button"
            className="button admin-danger admin-hover-action"
            aria-label={`${t('actions.delete')} ${fileNameOf(path)}`}
            onClick={() => onDelete(path)}
          >
            {t('actions.delete')}
          </button>
        </li>
      ))}
    </ul>
  );
}
