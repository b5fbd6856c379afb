import { useTranslation } from 'react-i18next';
import Modal from '../../components/Modal';
import { useAutoHide } from './useAutoHide';
import './ImageViewer.css';

export interface ImageViewerProps {
  url: string;
  alt: string;
  onClose: () => void;
}

/**
 * A full-screen image dialog (the shared Modal as a lightbox). Its close button appears when
 * the mouse moves and hides 3000 ms after the last movement or when the mouse leaves (spec
 * section 2); it also shows while it has keyboard focus, so keyboard users always see it.
 */
export default function ImageViewer({ url, alt, onClose }: ImageViewerProps) {
  const { t } = useTranslation('gallery');
  const { visible, show, hide } = useAutoHide();
  return (
    <Modal
      open
      variant="lightbox"
      title={t('viewerTitle')}
      closeLabel={t('close')}
      closeVisible={visible}
      onClose={onClose}
      onMouseMove={show}
      onMouseLeave={hide}
    >
      <img className="image-viewer__image" src={url} alt={alt} />
    </Modal>
  );
}
