import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Icon from './icons';
import ViewerTool from './ViewerTool';
import './ShareButton.css';

export interface ShareButtonProps {
  /** The absolute address to share. */
  url: string;
  /** What is shared (the book, the image...), sent along with the address. */
  title: string;
  /** Where the panel opens: above the button (toolbars at the bottom) or below it. */
  placement?: 'above' | 'below';
  className?: string;
}

/** The WhatsApp link that opens a chat with the text ready to send (wa.me works on phones and desktops). */
export function whatsAppLink(title: string, url: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`;
}

type Copied = 'idle' | 'copied' | 'failed';

/**
 * 'Compartir': the device's share sheet (Web Share API) where the browser has one; otherwise
 * a small panel with the address, 'Copiar enlace' and a WhatsApp link.
 */
export default function ShareButton({ url, title, placement = 'above', className = '' }: ShareButtonProps) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const [copied, setCopied] = useState<Copied>('idle');
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => setCopied('idle'), [url]);
  useEffect(() => {
    if (!open) return;
    const onOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onOutside);
    return () => document.removeEventListener('pointerdown', onOutside);
  }, [open]);

  const share = () => {
    if (typeof navigator.share === 'function') {
      navigator.share({ title, text: title, url }).catch((error: unknown) => {
        // The visitor closing the sheet is no failure; anything else falls back to the panel.
        if ((error as { name?: string })?.name !== 'AbortError') setOpen(true);
      });
      return;
    }
    setOpen((value) => !value);
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('copied');
    } catch {
      // No clipboard (an insecure origin, a refused permission): leave the address selected to copy by hand.
      inputRef.current?.select();
      setCopied('failed');
    }
  };

  return (
    <div className={`share ${className}`} ref={rootRef}>
      <ViewerTool
        icon="share"
        label={t('share.button')}
        aria-expanded={typeof navigator.share === 'function' ? undefined : open}
        aria-controls={open ? panelId : undefined}
        onClick={share}
      />
      {open && (
        <div id={panelId} className={`share__panel share__panel--${placement}`} role="group" aria-label={t('share.panel')}>
          <label className="visually-hidden" htmlFor={`${panelId}-url`}>
            {t('share.address')}
          </label>
          <input
            ref={inputRef}
            id={`${panelId}-url`}
            className="share__url"
            readOnly
            value={url}
            onFocus={(event) => event.target.select()}
          />
          <div className="share__actions">
            <button type="button" className="button" onClick={() => void copy()}>
              <Icon name="link" size={18} />
              {t('share.copy')}
            </button>
            <a className="button share__whatsapp" href={whatsAppLink(title, url)} target="_blank" rel="noopener noreferrer">
              {t('share.whatsapp')}
            </a>
          </div>
          <p className="share__status" role="status">
            {copied === 'copied' && t('share.copied')}
            {copied === 'failed' && t('share.copyFailed')}
          </p>
        </div>
      )}
    </div>
  );
}
