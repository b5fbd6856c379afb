import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ConfirmOptions {
  /** The item the action falls on, shown after the question: '«La oración»'. */
  item?: string;
  /** The confirm button's text when it is not 'Eliminar'. */
  accept?: string;
}

interface Pending extends ConfirmOptions {
  message: string;
  resolve: (answer: boolean) => void;
}

/**
 * An accessible replacement for window.confirm: `await confirm(text, { item })` answers
 * true only when the admin presses the confirm button, which is styled as a danger. The
 * dialog names the item, puts the first focus on the safe choice (Cancelar) and closes
 * on Escape.
 */
export function useConfirm(): { confirm: (message: string, options?: ConfirmOptions) => Promise<boolean>; dialog: ReactNode } {
  const [pending, setPending] = useState<Pending | null>(null);

  const confirm = useCallback(
    (message: string, options: ConfirmOptions = {}) =>
      new Promise<boolean>((resolve) => setPending({ message, ...options, resolve })),
    [],
  );

  const answer = useCallback(
    (value: boolean) => {
      pending?.resolve(value);
      setPending(null);
    },
    [pending],
  );

  const dialog = pending ? <ConfirmDialog pending={pending} onAnswer={answer} /> : null;
  return { confirm, dialog };
}

function ConfirmDialog({ pending, onAnswer }: { pending: Pending; onAnswer: (value: boolean) => void }) {
  const { t } = useTranslation('admin');
  const cancelRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Focus goes to the safe choice, stays inside the dialog, and returns to the opener afterwards.
    const opener = document.activeElement as HTMLElement | null;
    cancelRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onAnswer(false);
        return;
      }
      if (event.key !== 'Tab' || !dialogRef.current) return;
      const buttons = Array.from(dialogRef.current.querySelectorAll<HTMLElement>('button'));
      const index = buttons.indexOf(document.activeElement as HTMLElement);
      event.preventDefault();
      const next = event.shiftKey ? index - 1 : index + 1;
      buttons[(next + buttons.length) % buttons.length]?.focus();
    };
    document.addEventListener('keydown', onKey, true);
    return () => {
      document.removeEventListener('keydown', onKey, true);
      if (opener?.isConnected) opener.focus();
    };
  }, [onAnswer]);
  return (
    <div className="admin-confirm-backdrop">
      <div
        ref={dialogRef}
        className="admin-confirm"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="admin-confirm-title"
        aria-describedby="admin-confirm-message"
      >
        <h2 id="admin-confirm-title">{t('confirm.title')}</h2>
        <p id="admin-confirm-message">
          {pending.message}
          {pending.item !== undefined && (
            <>
              {' '}
              <strong className="admin-confirm-item">«{pending.item}»</strong>
            </>
          )}
        </p>
        <div className="admin-actions">
          <button type="button" className="button" ref={cancelRef} onClick={() => onAnswer(false)}>
            {t('confirm.cancel')}
          </button>
          <button type="button" className="button button--danger" onClick={() => onAnswer(true)}>
            {pending.accept ?? t('confirm.accept')}
          </button>
        </div>
      </div>
    </div>
  );
}
