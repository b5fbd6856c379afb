import { useEffect, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '../../../lib/duration';
import type { VideoFrame } from './videoFrames';

/** Frames of the chosen video offered as its thumbnail: a radio group of pictures. */
export function FramePicker({
  frames,
  chosen,
  onChoose,
}: {
  frames: readonly VideoFrame[];
  chosen: number | null;
  onChoose: (index: number) => void;
}) {
  const { t } = useTranslation('admin');
  const id = useId();
  const urls = useMemo(() => frames.map((frame) => URL.createObjectURL(frame.blob)), [frames]);
  useEffect(() => () => urls.forEach((url) => URL.revokeObjectURL(url)), [urls]);
  return (
    <fieldset className="admin-frames" aria-describedby={`${id}-hint`}>
      <legend>{t('videos.form.frames')}</legend>
      <p id={`${id}-hint`} className="admin-hint">
        {t('videos.form.framesHint')}
      </p>
      <div className="admin-frames__grid">
        {frames.map((frame, index) => (
          <label key={frame.time} className="admin-frame">
            <input type="radio" name={`${id}-frame`} checked={chosen === index} onChange={() => onChoose(index)} />
            <img src={urls[index]} alt="" />
            <span>{t('videos.form.frameAt', { time: formatDuration(frame.time) })}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
