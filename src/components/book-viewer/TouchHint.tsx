import { useTranslation } from 'react-i18next';

const SEEN_KEY = 'bookViewer.touchHintSeen';

/** Whether the touch hint was already shown on this device (it shows once). */
export function touchHintSeen(): boolean {
  try {
    return window.localStorage.getItem(SEEN_KEY) === '1';
  } catch {
    return false;
  }
}

export function markTouchHintSeen(): void {
  try {
    window.localStorage.setItem(SEEN_KEY, '1');
  } catch {
    // Storage refused (private mode): the hint may show again next time.
  }
}

/** The one-time hint on touch screens: swipe to turn, pinch or double-tap to zoom. */
export default function TouchHint({ onDismiss }: { onDismiss: () => void }) {
  const { t } = useTranslation('books');
  return (
    <div className="book-hint" role="note" data-stage-ignore>
      <svg className="book-hint__hand" viewBox="0 0 48 48" width="40" height="40" aria-hidden="true">
        <path
          fill="currentColor"
          d="M20 6a3 3 0 0 1 3 3v13l1-.1V17a3 3 0 0 1 6 0v5l1 .1V19a3 3 0 0 1 6 0v12c0 7-5 12-12 12h-2c-4 0-7-2-9-5l-6-9a3 3 0 0 1 5-3.3l4 4.3V9a3 3 0 0 1 3-3z"
        />
        <path fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" d="M4 8h8M8 4l-4 4 4 4M44 8h-8M40 4l4 4-4 4" />
      </svg>
      <p className="book-hint__text">{t('touchHint')}</p>
      <button type="button" className="button button--primary" onClick={onDismiss}>
        {t('touchHintOk')}
      </button>
    </div>
  );
}
