import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

export interface PageJumpProps {
  /** The last printed page number (the pages after the cover). */
  lastPage: number;
  onJump: (page: number) => void;
}

/** 'Ir a la página': a printed page number, from 1 to the last page. */
export default function PageJump({ lastPage, onJump }: PageJumpProps) {
  const { t } = useTranslation('books');
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState(false);
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const page = Number(value);
    if (!Number.isInteger(page) || page < 1 || page > lastPage) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    setValue('');
    onJump(page);
  };

  return (
    <form className="book-jump" onSubmit={submit} noValidate>
      <label className="book-jump__label" htmlFor={`${id}-page`}>
        {t('jumpLabel')}
      </label>
      <input
        id={`${id}-page`}
        className="book-jump__input"
        type="number"
        inputMode="numeric"
        enterKeyHint="go"
        min={1}
        max={lastPage}
        placeholder={t('jumpPlaceholder')}
        value={value}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        onChange={(event) => {
          setValue(event.target.value);
          setInvalid(false);
        }}
      />
      <button type="submit" className="book-jump__go">
        {t('jumpGo')}
      </button>
      {invalid && (
        <span id={`${id}-error`} className="book-jump__error" role="alert">
          {t('jumpError', { max: lastPage })}
        </span>
      )}
    </form>
  );
}
