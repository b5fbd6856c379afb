import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import StorageImage from '../../../components/StorageImage';
import { fileNameOf } from '../shared/paths';
import { normalizeTags } from '../shared/checks';
import type { GalleryImage } from './useGalleryAdmin';

/** Stored as "a,b"; edited as "a, b". */
const displayTags = (stored: string) => normalizeTags(stored).split(',').filter(Boolean).join(', ');

/** One image of the admin grid: its tags editable in place, Guardar and Eliminar. */
export function GalleryImageCard({
  image,
  onSaveTags,
  onDelete,
}: {
  image: GalleryImage;
  onSaveTags: (image: GalleryImage, tags: string) => Promise<boolean>;
  onDelete: (image: GalleryImage) => Promise<void>;
}) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [tags, setTags] = useState(displayTags(image.etiquetas));
  const [busy, setBusy] = useState(false);
  // After a save the stored (normalized) tags become the field's value.
  useEffect(() => setTags(displayTags(image.etiquetas)), [image.etiquetas]);
  const name = fileNameOf(image.filePath);
  const dirty = normalizeTags(tags) !== normalizeTags(image.etiquetas);
  return (
    <li className="admin-card">
      <StorageImage path={image.filePath} alt={name} />
      <span className="admin-hint">
        {image.isPublica ? t('gallery.public') : t('gallery.private', { cost: image.costo.toFixed(2) })}
      </span>
      <label htmlFor={`${id}-tags`} className="visually-hidden">
        {t('gallery.tagsOf', { name })}
      </label>
      <input
        id={`${id}-tags`}
        value={tags}
        onChange={(e) => setTags(e.target.value)}
        className="admin-inline-input"
      />
      <div className="admin-actions">
        <button
          type="button"
          className="button"
          disabled={busy || !dirty}
          onClick={async () => {
            setBusy(true);
            const saved = await onSaveTags(image, tags);
            if (!saved) setTags(displayTags(image.etiquetas));
            setBusy(false);
          }}
        >
          {t('actions.save')}
        </button>
        <button
          type="button"
          className="button admin-danger"
          disabled={busy}
          onClick={async () => {
            setBusy(true);
            await onDelete(image);
            setBusy(false);
          }}
        >
          {t('actions.delete')}
        </button>
      </div>
    </li>
  );
}
