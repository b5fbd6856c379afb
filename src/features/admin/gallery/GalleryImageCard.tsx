import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePriceFormat } from '../../../lib/price';
import { AdminThumb } from '../shared/AdminThumb';
import { fileNameOf } from '../shared/paths';
import { normalizeTags } from '../shared/checks';
import { normalizeTitle } from './validation';
import type { GalleryImage } from './useGalleryAdmin';

/** Stored as "a,b"; edited as "a, b". */
const displayTags = (stored: string) => normalizeTags(stored).split(',').filter(Boolean).join(', ');

/** One image of the admin grid: its title and tags editable in place, Guardar and Eliminar. */
export function GalleryImageCard({
  image,
  onSave,
  onDelete,
}: {
  image: GalleryImage;
  onSave: (image: GalleryImage, values: { tags: string; title: string | null }) => Promise<boolean>;
  onDelete: (image: GalleryImage) => Promise<void>;
}) {
  const { t } = useTranslation('admin');
  const price = usePriceFormat();
  const id = useId();
  const storedTags = displayTags(image.etiquetas);
  const storedTitle = image.title ?? '';
  const [tags, setTags] = useState(storedTags);
  const [title, setTitle] = useState(storedTitle);
  const [busy, setBusy] = useState(false);
  // After a save (or a reload) the stored values become the fields' values; a record read again
  // with the same values (the tag index's repair rewrites it, a missing title comes back null)
  // leaves what the admin is typing alone.
  useEffect(() => setTags(storedTags), [storedTags]);
  useEffect(() => setTitle(storedTitle), [storedTitle]);
  const name = image.title || fileNameOf(image.filePath);
  const dirty = normalizeTags(tags) !== normalizeTags(image.etiquetas) || normalizeTitle(title) !== (image.title ?? null);
  return (
    <li className="admin-card">
      <AdminThumb path={image.filePath} alt={name} />
      <span className="admin-hint">
        {image.isPublica ? t('gallery.public') : t('gallery.private', { cost: price(image.costo) })}
      </span>
      <label htmlFor={`${id}-title`} className="visually-hidden">
        {t('gallery.titleOf', { name: fileNameOf(image.filePath) })}
      </label>
      <input
        id={`${id}-title`}
        value={title}
        placeholder={t('gallery.titlePlaceholder')}
        onChange={(e) => setTitle(e.target.value)}
        className="admin-inline-input"
      />
      <label htmlFor={`${id}-tags`} className="visually-hidden">
        {t('gallery.tagsOf', { name: fileNameOf(image.filePath) })}
      </label>
      <input id={`${id}-tags`} value={tags} onChange={(e) => setTags(e.target.value)} className="admin-inline-input" />
      <div className="admin-actions">
        <button
          type="button"
          className="button"
          disabled={busy || !dirty}
          onClick={async () => {
            setBusy(true);
            const saved = await onSave(image, { tags, title: normalizeTitle(title) });
            if (!saved) {
              setTags(displayTags(image.etiquetas));
              setTitle(image.title ?? '');
            }
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
