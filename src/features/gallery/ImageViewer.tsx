import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Modal from '../../components/Modal';
import ShareButton from '../../components/ShareButton';
import ViewerTool from '../../components/ViewerTool';
import Spinner from '../../components/Spinner';
import Icon from '../../components/icons';
import { printImage } from '../../components/printImage';
import { downloadFile, fileNameOf } from '../../lib/download';
import { parseTags } from '../../lib/tags';
import { useSwipe } from '../../lib/useSwipe';
import { useTouchScreen } from '../../lib/useTouchScreen';
import { useAutoHide } from './useAutoHide';
import type { GalleryImage } from './galleryApi';
import './ImageViewer.css';
import { useDocumentTitle } from '../../lib/useDocumentTitle';

/** What the viewer can show of an image: its URL once access is granted, or why not. */
export type ImageView = { status: 'loading' } | { status: 'ready'; url: string } | { status: 'refused' } | { status: 'error' };

export interface ImageViewerProps {
  image: GalleryImage;
  view: ImageView;
  /** 1-based place of the image in the list being browsed (the current tag filter). */
  position: number;
  /** The images read so far of that list. */
  total: number;
  /** False while more of the list is still to be read: the counter then gives the position alone. */
  complete?: boolean;
  /** Absent at the ends of the list. */
  onPrev?: () => void;
  onNext?: () => void;
  shareUrl: string;
  /** The image's description for screen readers (its title or its tags). */
  alt: string;
  onClose: () => void;
}

/**
 * A full-screen image dialog (the shared Modal as a lightbox) with the image's caption (title
 * and tags), previous / next within the list being browsed (buttons, arrow keys, swipes),
 * 'Descargar', 'Imprimir' and share. Its close button appears when the mouse moves and hides
 * 3000 ms after the last movement or when the mouse leaves (spec section 2); on a touch
 * screen, which has no mouse to bring it back, it always shows.
 */
export default function ImageViewer({
  image,
  view,
  position,
  total,
  complete = true,
  onPrev,
  onNext,
  shareUrl,
  alt,
  onClose,
}: ImageViewerProps) {
  const { t } = useTranslation('gallery');
  const { visible, show, hide } = useAutoHide();
  const touch = useTouchScreen();
  const stageRef = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState<'download' | null>(null);
  const [busy, setBusy] = useState(false);
  const tags = parseTags(image.etiquetas);
  const title = image.title?.trim() || null;
  useDocumentTitle(title ?? alt);

  const navigate = useRef({ onPrev, onNext });
  navigate.current = { onPrev, onNext };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.target instanceof HTMLInputElement) return;
      const go = event.key === 'ArrowLeft' ? navigate.current.onPrev : event.key === 'ArrowRight' ? navigate.current.onNext : undefined;
      if (!go) return;
      event.preventDefault();
      go();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
  useSwipe(stageRef, (direction) => (direction === 'prev' ? navigate.current.onPrev : navigate.current.onNext)?.());
  useEffect(() => setFailed(null), [image.id]);

  const download = async (url: string) => {
    setBusy(true);
    setFailed(null);
    try {
      await downloadFile(url, fileNameOf(image.filePath));
    } catch (error) {
      console.error('Descarga de imagen:', error);
      setFailed('download');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      variant="lightbox"
      title={title ?? t('viewerTitle')}
      closeLabel={t('close')}
      closeVisible={touch || visible}
      onClose={onClose}
      onMouseMove={show}
      onMouseLeave={hide}
    >
      <figure className="image-viewer">
        <div className="image-viewer__stage" ref={stageRef}>
          {view.status === 'loading' && <Spinner label={t('loadingImage')} />}
          {view.status === 'ready' && <img key={view.url} className="image-viewer__image" src={view.url} alt={alt} draggable={false} />}
          {view.status === 'refused' && (
            <p className="image-viewer__notice" role="alert">
              {t('requiresDonation')}
            </p>
          )}
          {view.status === 'error' && (
            <p className="image-viewer__notice" role="alert">
              {t('accessError')}
            </p>
          )}
          {total > 1 && (
            <>
              <ViewerTool
                icon="prev"
                label={t('previous')}
                className="image-viewer__turn image-viewer__turn--prev"
                disabled={!onPrev}
                onClick={onPrev}
              />
              <ViewerTool
                icon="next"
                label={t('next')}
                className="image-viewer__turn image-viewer__turn--next"
                disabled={!onNext}
                onClick={onNext}
              />
            </>
          )}
        </div>
        <figcaption className="image-viewer__caption">
          <div className="image-viewer__text">
            {title && <p className="image-viewer__title">{title}</p>}
            {tags.length > 0 && (
              <ul className="image-viewer__tags" aria-label={t('tagsLabel')}>
                {tags.map((tag) => (
                  <li key={tag} className="image-viewer__tag">
                    {tag}
                  </li>
                ))}
              </ul>
            )}
            {total > 1 && (
              <p className="image-viewer__counter">{complete ? t('counter', { n: position, total }) : t('counterOpen', { n: position })}</p>
            )}
          </div>
          <div className="image-viewer__actions">
            {view.status === 'ready' && (
              <>
                <button type="button" className="image-viewer__action" disabled={busy} onClick={() => void download(view.url)}>
                  <Icon name="download" size={20} />
                  {t('download')}
                </button>
                <button type="button" className="image-viewer__action" onClick={() => void printImage(view.url, alt)}>
                  <Icon name="print" size={20} />
                  {t('print')}
                </button>
              </>
            )}
            <ShareButton url={shareUrl} title={title ?? (tags.length ? tags.join(', ') : t('viewerTitle'))} />
          </div>
          {failed === 'download' && (
            <p className="image-viewer__failure" role="alert">
              {t('downloadError')}
            </p>
          )}
        </figcaption>
      </figure>
    </Modal>
  );
}
