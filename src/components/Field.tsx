import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import './Field.css';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  /** Message shown under the input and announced with it. */
  error?: string;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with its hint and error line (sign-in, sign-up, reset and profile forms). */
export default function Field({ label, error, hint, ref, ...input }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : '', hint ? hintId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="acc-field">
      <label htmlFor={id}>{label}</label>
      <input ref={ref} id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      {hint && (
        <small id={hintId} className="acc-hint">
          {hint}
        </small>
      )}
      {error && (
        <span id={errorId} className="acc-error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
