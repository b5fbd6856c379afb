import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session';
import { displayName } from '../../lib/display-name';
import { accountMenuGroups, type MenuEntry } from './accountMenuItems';
import './AccountMenu.css';

// The avatar drawing library (~107 KB gzipped) loads only when a signed-in user's menu shows,
// keeping it out of every page's first chunk.
const Avatar = lazy(() => import('../../components/Avatar'));

/**
 * The header's account area: 'Iniciar sesión' for guests; for signed-in users an avatar,
 * their name and a dropdown menu (WAI-ARIA menu button pattern: arrows, Home, End,
 * Escape, and it closes on an outside click).
 */
export default function AccountMenu() {
  const session = useSession();
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  // Which item to focus once the menu has rendered: first, last or none.
  const [focusOnOpen, setFocusOnOpen] = useState<'first' | 'last' | null>(null);
  const menuId = useId();
  const buttonId = useId();

  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  // Outside click (pointer down anywhere else) closes the menu.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: MouseEvent | TouchEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) close(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('touchstart', onPointerDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('touchstart', onPointerDown);
    };
  }, [open, close]);

  useEffect(() => {
    if (!open || !focusOnOpen) return;
    const list = items();
    (focusOnOpen === 'first' ? list[0] : list[list.length - 1])?.focus();
    setFocusOnOpen(null);
  }, [open, focusOnOpen]);

  // Navigating elsewhere closes it.
  useEffect(() => setOpen(false), [pathname]);

  if (session.role === 'GUEST') {
    return (
      <Link className="button button--primary" to="/user">
        {t('menu.signIn')}
      </Link>
    );
  }

  const name = displayName(session.user);
  const groups = accountMenuGroups(session.role);

  const openMenu = (focus: 'first' | 'last' | null) => {
    setOpen(true);
    setFocusOnOpen(focus);
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openMenu('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu('last');
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close(true);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const focusAt = (i: number) => list[(i + list.length) % list.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusAt(index + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusAt(index - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusAt(0);
        break;
      case 'End':
        event.preventDefault();
        focusAt(list.length - 1);
        break;
      case 'Escape':
        event.preventDefault();
        close(true);
        break;
      case 'Tab':
        close(false);
        break;
      default:
        break;
    }
  };

  const activate = (entry: MenuEntry) => {
    setOpen(false);
    if (entry.action === 'signOut') void session.signOut();
    else if (entry.to) navigate(entry.to);
  };

  return (
    <div className="account-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className="account-menu__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => (open ? close(false) : openMenu(null))}
        onKeyDown={onButtonKeyDown}
      >
        <Suspense fallback={<span className="account-menu__avatar-placeholder" aria-hidden="true" />}>
          <Avatar picture={session.user?.picture} fallbackSeed={name} alt="" size={36} />
        </Suspense>
        <span className="account-menu__name">{name}</span>
        <span aria-hidden="true" className="account-menu__caret">
          ▾
        </span>
      </button>
      {open && (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          tabIndex={-1}
          aria-labelledby={buttonId}
          className="account-menu__menu"
          onKeyDown={onMenuKeyDown}
        >
          {groups.map((group) => (
            <div key={group.id} role="group" aria-labelledby={`${menuId}-${group.id}`} className="account-menu__group">
              <div id={`${menuId}-${group.id}`} className="account-menu__group-label" role="presentation">
                {t(group.label)}
              </div>
              {group.entries.map((entry) =>
                entry.to ? (
                  <Link
                    key={entry.label}
                    role="menuitem"
                    tabIndex={-1}
                    to={entry.to}
                    className="account-menu__item"
                    onClick={(event) => {
                      event.preventDefault();
                      activate(entry);
                    }}
                  >
                    {t(entry.label)}
                  </Link>
                ) : (
                  <button key={entry.label} type="button" role="menuitem" tabIndex={-1} className="account-menu__item" onClick={() => activate(entry)}>
                    {t(entry.label)}
                  </button>
                ),
              )}
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
