import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '../../../components/Alert';
import { MoneyField } from '../shared/MoneyField';
import { UploadProgress, type FileProgress } from '../shared/UploadProgress';
import { validateVideoForm, type VideoFormResult } from './validation';
import type { Video, VideoFiles, VideoProgress } from './useVideosAdmin';

export interface VideoFormProps {
  video?: Video;
  /** Uploads and saves; rejects with an error the form shows (the form stays open with its values). */
  onSubmit: (values: VideoFormResult, files: VideoFiles, onProgress: VideoProgress) => Promise<void>;
  onCancel: () => void;
  /** Turns a failure into its Spanish text. */
  describeError: (error: unknown) => string;
}

/** The 'Agregar Nuevo Video' / edit form (spec sections 2 and 5). */
export function VideoForm({ video, onSubmit, onCancel, describeError }: VideoFormProps) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [title, setTitle] = useState(video?.title ?? '');
  const [description, setDescription] = useState(video?.description ?? '');
  const [tags, setTags] = useState(video?.tags ?? '');
  const [isFree, setIsFree] = useState(video?.isFree ?? true);
  const [cost, setCost] = useState(video && !video.isFree ? String(video.cost) : '0');
  const [videoFile, setVideoFile] = useState<File | null>(null);
  const [thumbnailFile, setThumbnailFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<FileProgress[]>([]);

  function chooseType(free: boolean) {
    setIsFree(free);
    // Public content costs nothing (spec section 5); a paid one starts empty so the admin types it.
    setCost(free ? '0' : video && !video.isFree ? String(video.cost) : '');
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const check = validateVideoForm(
      { title, description, tags, isFree, cost, videoFile, thumbnailFile },
      video ? 'edit' : 'create',
    );
    if (!check.ok) {
      setError(t(check.error));
      return;
    }
    setError(null);
    setBusy(true);
    const rows: FileProgress[] = [];
    if (videoFile) rows.push({ name: `${t('videos.form.uploadingVideo')}: ${videoFile.name}`, fraction: 0 });
    if (thumbnailFile) rows.push({ name: `${t('videos.form.uploadingThumbnail')}: ${thumbnailFile.name}`, fraction: 0 });
    setProgress(rows);
    const videoRow = videoFile ? 0 : -1;
    const thumbRow = thumbnailFile ? (videoFile ? 1 : 0) : -1;
    try {
      await onSubmit(check.value, { video: videoFile, thumbnail: thumbnailFile }, (which, fraction) => {
        const row = which === 'video' ? videoRow : thumbRow;
        if (row < 0) return;
        setProgress((list) => list.map((p, i) => (i === row ? { ...p, fraction } : p)));
      });
    } catch (failure) {
      setError(describeError(failure));
      setProgress([]);
      setBusy(false);
    }
  }

  return (
    <form className="admin-form" onSubmit={submit} noValidate aria-busy={busy}>
      {error && <Alert kind="error">{error}</Alert>}
      <label htmlFor={`${id}-title`}>{t('videos.form.title')}</label>
      <input id={`${id}-title`} value={title} onChange={(e) => setTitle(e.target.value)} aria-required="true" />

      <label htmlFor={`${id}-description`}>{t('videos.form.description')}</label>
      <textarea
        id={`${id}-description`}
        rows={3}
        value={description}
        onChange={(e) => setDescription(e.target.value)}
        aria-required="true"
      />

      <label htmlFor={`${id}-tags`}>{t('videos.form.tags')}</label>
      <input id={`${id}-tags`} value={tags} onChange={(e) => setTags(e.target.value)} />

      <label htmlFor={`${id}-type`}>{t('videos.form.type')}</label>
      <select id={`${id}-type`} value={isFree ? 'free' : 'paid'} onChange={(e) => chooseType(e.target.value === 'free')}>
        <option value="free">{t('videos.public')}</option>
        <option value="paid">{t('videos.private')}</option>
      </select>

      {!isFree && <MoneyField label={t('videos.form.cost')} value={cost} onChange={setCost} paid />}

      <label htmlFor={`${id}-video`}>{t('videos.form.video')}</label>
      <input
        id={`${id}-video`}
        type="file"
        accept="video/*"
        onChange={(e) => setVideoFile(e.target.files?.[0] ?? null)}
        aria-required={!video}
        aria-describedby={video ? `${id}-keep` : undefined}
      />

      <label htmlFor={`${id}-thumbnail`}>{t('videos.form.thumbnail')}</label>
      <input
        id={`${id}-thumbnail`}
        type="file"
        accept="image/*"
        onChange={(e) => setThumbnailFile(e.target.files?.[0] ?? null)}
        aria-required={!video}
        aria-describedby={video ? `${id}-keep` : undefined}
      />
      {video && (
        <p id={`${id}-keep`} className="admin-hint">
          {t('videos.form.keepFile')}
        </p>
      )}

      <UploadProgress files={progress} />

      <div className="admin-actions">
        <button type="button" className="button" onClick={onCancel} disabled={busy}>
          {t('actions.cancel')}
        </button>
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? t('actions.saving') : t('videos.form.save')}
        </button>
      </div>
    </form>
  );
}
