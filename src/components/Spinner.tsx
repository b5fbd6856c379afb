import { useTranslation } from 'react-i18next';
import './Spinner.css';

export interface SpinnerProps {
  /** Diameter in pixels; the specification's default is 50. */
  size?: number;
  /** Accessible label; defaults to the translated "loading" text. */
  label?: string;
}

export default function Spinner({ size = 50, label }: SpinnerProps) {
  // No suspense here: the spinner is itself the fallback while translations load.
  const { t, ready } = useTranslation('common', { useSuspense: false });
  const text = label ?? (ready ? t('loading') : 'Cargando...');
  return (
    <div className="spinner" role="status" aria-live="polite">
      <span
        className="spinner__ring"
        style={{ width: size, height: size, borderWidth: Math.max(3, Math.round(size / 10)) }}
        aria-hidden="true"
      />
      <span className="visually-hidden">{text}</span>
    </div>
  );
}
