import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import AccountMenu from '../../features/auth/AccountMenu';
import LanguageSwitch from './LanguageSwitch';
import './Header.css';

const LINKS = [
  { to: '/', key: 'nav.home' },
  { to: '/conferencias', key: 'nav.videos' },
  { to: '/galeria', key: 'nav.gallery' },
  { to: '/devocionario', key: 'nav.booklets' },
  { to: '/contacto', key: 'nav.contact' },
] as const;

export default function Header() {
  const { t } = useTranslation('common');
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();

  // A small screen's menu closes after navigating.
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to="/" className="site-header__title">
          {t('siteTitle')}
        </Link>
        <button
          type="button"
          className="site-header__toggle"
          aria-expanded={menuOpen}
          aria-controls="site-nav"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="site-header__toggle-bars" aria-hidden="true" />
          <span className="visually-hidden">{t('nav.openMenu')}</span>
        </button>
        <nav
          id="site-nav"
          className={`site-header__nav${menuOpen ? ' site-header__nav--open' : ''}`}
          aria-label={t('nav.label')}
        >
          <ul className="site-header__links">
            {LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.to === '/'} className="site-header__link">
                  {t(link.key)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-header__tools">
          <LanguageSwitch />
          <AccountMenu />
        </div>
      </div>
    </header>
  );
}
