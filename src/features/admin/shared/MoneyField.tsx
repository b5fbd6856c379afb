import { useId } from 'react';

export interface MoneyFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Paid content must cost at least 0.01 and cannot be left empty (spec section 5); a book's price may be 0 or empty. */
  paid?: boolean;
}

/** A cost or price: a number in steps of 0.01 that phones type on a decimal keypad. */
export function MoneyField({ label, value, onChange, paid = false }: MoneyFieldProps) {
  const id = useId();
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="number"
        min={paid ? '0.01' : '0'}
        step="0.01"
        inputMode="decimal"
        aria-required={paid ? 'true' : undefined}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </>
  );
}
