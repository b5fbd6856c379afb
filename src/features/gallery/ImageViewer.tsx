import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useAutoHide } from './useAutoHide';
import './ImageViewer.css';

export interface ImageViewerProps {
  url: string;
  alt: string;
  onClose: () => void;
}

/**
 * A full-screen image dialog. Its close button appears when the mouse moves and
 * hides 3000 ms after the last movement or when the mouse leaves (spec section 2);
 * it also shows while it has keyboard focus, so keyboard users always see it.
 * Focus stays inside, Escape or a click outside the image closes it.
 */
export default function ImageViewer({ url, alt, onClose }: ImageViewerProps) {
  const { t } = useTranslation('gallery');
  const { visible, show, hide } = useAutoHide();
  const closeRef = useRef<HTMLButtonElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    closeRef.current?.focus({ preventScroll: true });
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
      } else if (event.key === 'Tab') {
        // The close button is the dialog's only control.
        event.preventDefault();
        closeRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey, true);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey, true);
      document.body.style.overflow = overflow;
      opener?.focus?.();
    };
  }, []);

  return createPortal(
    <div
      className="image-viewer"
      role="dialog"
      aria-modal="true"
      aria-label={t('viewerTitle')}
      onMouseMove={show}
      onMouseLeave={hide}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <img className="image-viewer__image" src={url} alt={alt} />
      <button
        ref={closeRef}
        type="button"
        className="image-viewer__close"
        data-visible={visible}
        aria-label={t('close')}
        onClick={onClose}
      >
        ×
      </button>
    </div>,
    document.body,
  );
}
