import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserMatch, UserSearch } from './usePurchasesAdmin';

/** Typing pauses this long before a search is sent. */
export const SEARCH_DEBOUNCE_MS = 350;
const MIN_LENGTH = 2;

type Found = { status: 'idle' } | { status: 'searching' } | { status: 'error' } | { status: 'done'; text: string; users: UserMatch[]; complete: boolean };

export const userLabel = (user: UserMatch) => [[user.name, user.familyName].filter(Boolean).join(' '), user.email].filter(Boolean).join(' · ');

/**
 * Finds the user to grant to by part of their name or e-mail (the searchUsers query), and lists
 * the matches as buttons; the chosen one is shown with a way to change it. A whole e-mail typed
 * and not chosen still counts: the grant looks it up itself.
 */
export function UserPicker({
  search,
  chosen,
  onChoose,
  text,
  onTextChange,
}: {
  search: UserSearch;
  chosen: UserMatch | null;
  onChoose: (user: UserMatch | null) => void;
  text: string;
  onTextChange: (text: string) => void;
}) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [found, setFound] = useState<Found>({ status: 'idle' });
  const latest = useRef(0);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const wanted = text.trim();
    if (chosen || wanted.length < MIN_LENGTH) {
      latest.current++;
      setFound({ status: 'idle' });
      return;
    }
    const mine = ++latest.current;
    const timer = setTimeout(() => {
      setFound({ status: 'searching' });
      search(wanted).then(
        (result) => mine === latest.current && setFound({ status: 'done', text: wanted, ...result }),
        (error: unknown) => {
          console.error('Error al buscar usuarios:', error);
          if (mine === latest.current) setFound({ status: 'error' });
        },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, chosen, search]);

  if (chosen) {
    return (
      <div className="admin-user-chosen">
        <p role="status">{t('purchases.chosen', { email: userLabel(chosen) })}</p>
        <button
          type="button"
          className="button"
          onClick={() => {
            onChoose(null);
            requestAnimationFrame(() => inputRef.current?.focus());
          }}
        >
          {t('purchases.change')}
        </button>
      </div>
    );
  }

  return (
    <div className="admin-user-picker">
      <label htmlFor={`${id}-search`}>{t('purchases.userSearch')}</label>
      <input
        ref={inputRef}
        id={`${id}-search`}
        type="search"
        autoComplete="off"
        value={text}
        maxLength={100}
        onChange={(event) => onTextChange(event.target.value)}
        aria-describedby={`${id}-hint`}
        aria-required="true"
      />
      <small id={`${id}-hint`} className="admin-hint">
        {t('purchases.userSearchHint')}
      </small>
      <div aria-live="polite">
        {found.status === 'searching' && <p className="admin-hint">{t('purchases.searching')}</p>}
        {found.status === 'error' && <p className="admin-field-error">{t('purchases.errorSearch')}</p>}
        {found.status === 'done' && found.users.length === 0 && <p>{t('purchases.noMatches', { text: found.text })}</p>}
        {found.status === 'done' && !found.complete && <p className="admin-hint">{t('purchases.moreMatches')}</p>}
      </div>
      {found.status === 'done' && found.users.length > 0 && (
        <ul className="admin-user-matches" aria-label={t('purchases.matchesLabel')}>
          {found.users.map((user) => (
            <li key={user.sub}>
              <button type="button" className="admin-user-match" onClick={() => onChoose(user)}>
                {userLabel(user)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
