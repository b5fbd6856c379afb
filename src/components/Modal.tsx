import { useEffect, useId, useRef, type MouseEventHandler, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import './Modal.css';

export interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Hides the heading visually while keeping it as the dialog's accessible name. */
  hideTitle?: boolean;
  /** Extra class for the panel, e.g. to size a book viewer. */
  className?: string;
  /**
   * 'panel' (the default): a box over the dimmed page. 'lightbox': the content alone on a dark
   * screen (an image), with the close button floating over it; a click anywhere but on the
   * content closes it.
   */
  variant?: 'panel' | 'lightbox';
  /** The close button's accessible name; the common 'Cerrar' when not given. */
  closeLabel?: string;
  /** When given, whether the close button shows; hidden, it still appears while it has keyboard focus. */
  closeVisible?: boolean;
  /** Pointer movement over the dialog and its leaving (a lightbox shows its close button meanwhile). */
  onMouseMove?: MouseEventHandler<HTMLDivElement>;
  onMouseLeave?: MouseEventHandler<HTMLDivElement>;
}

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, audio[controls], video[controls], [contenteditable="true"], [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog: focus moves into it on open (its close button comes first), Tab cycles
 * inside it, Escape or a click on the backdrop closes it, and focus returns to the opener
 * on close. Every dialog of the site is one of these.
 */
export default function Modal({
  open,
  title,
  onClose,
  children,
  hideTitle,
  className,
  variant = 'panel',
  closeLabel,
  closeVisible,
  onMouseMove,
  onMouseLeave,
}: ModalProps) {
  const { t } = useTranslation('common');
  const panelRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const titleId = useId();

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement as HTMLElement | null;
    const panel = panelRef.current;
    const first = panel?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? panel)?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab' || !panel) return;
      const items = Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE));
      if (items.length === 0) {
        event.preventDefault();
        panel.focus();
        return;
      }
      const firstItem = items[0];
      const lastItem = items[items.length - 1];
      const active = document.activeElement;
      if (event.shiftKey && (active === firstItem || active === panel)) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && active === lastItem) {
        event.preventDefault();
        firstItem.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown, true);
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      document.body.style.overflow = previousOverflow;
      opener?.focus?.();
    };
  }, [open]);

  if (!open) return null;
  const lightbox = variant === 'lightbox';
  return createPortal(
    // The backdrop's click is a pointer shortcut; keyboards close with Escape or the close button.
    <div
      className="modal__backdrop"
      role="presentation"
      onMouseDown={(event) => {
        // A lightbox's panel and content box fill the screen: only its content itself is "inside".
        const outside =
          event.target === event.currentTarget ||
          (lightbox && (event.target === panelRef.current || event.target === contentRef.current));
        if (outside) onClose();
      }}
    >
      <div
        ref={panelRef}
        className={['modal__panel', lightbox && 'modal__panel--lightbox', className].filter(Boolean).join(' ')}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onMouseMove={onMouseMove}
        onMouseLeave={onMouseLeave}
      >
        <div className="modal__header">
          <h2 id={titleId} className={hideTitle || lightbox ? 'visually-hidden' : 'modal__title'}>
            {title}
          </h2>
          <button
            type="button"
            className="modal__close"
            onClick={onClose}
            aria-label={closeLabel ?? t('close')}
            data-visible={closeVisible}
          >
            ×
          </button>
        </div>
        <div ref={contentRef} className="modal__content">
          {children}
        </div>
      </div>
    </div>,
    document.body,
  );
}
