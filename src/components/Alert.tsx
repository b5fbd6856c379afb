import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './Alert.css';

export type AlertKind = 'info' | 'success' | 'warning' | 'error';

export interface AlertProps {
  kind?: AlertKind;
  children: ReactNode;
  /** When given, a close button is shown and calls it. */
  onDismiss?: () => void;
}

/** An inline message. Errors and warnings are announced immediately (role alert), others politely. */
export default function Alert({ kind = 'info', children, onDismiss }: AlertProps) {
  const { t } = useTranslation('common');
  const urgent = kind === 'error' || kind === 'warning';
  return (
    <div className={`alert alert--${kind}`} role={urgent ? 'alert' : 'status'}>
      <div className="alert__body">{children}</div>
      {onDismiss && (
        <button type="button" className="alert__close" onClick={onDismiss} aria-label={t('close')}>
          ×
        </button>
      )}
    </div>
  );
}
