import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import './EntryTiles.css';

const icon = (path: ReactNode) => (
  <svg className="entry-tile__icon" viewBox="0 0 24 24" width="40" height="40" aria-hidden="true" focusable="false">
    {path}
  </svg>
);

const TILES = [
  {
    key: 'books',
    to: '#libreria',
    icon: icon(<path fill="currentColor" d="M4 4.5A2.5 2.5 0 0 1 6.5 2H20v16H6.5a.5.5 0 0 0 0 1H20v3H6.5A2.5 2.5 0 0 1 4 19.5v-15ZM8 6v2h8V6H8Zm0 4v2h6v-2H8Z" />),
  },
  {
    key: 'videos',
    to: '/conferencias',
    icon: icon(<path fill="currentColor" d="M3 5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5Zm7 3.5v7l6-3.5-6-3.5Z" />),
  },
  {
    key: 'resources',
    to: '/galeria',
    icon: icon(<path fill="currentColor" d="M6 2h8l6 6v12a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2Zm7 1.5V9h5.5L13 3.5ZM8 13v2h8v-2H8Zm0 4v2h5v-2H8Z" />),
  },
] as const;

/** The three ways into the catalogue: the books below, the video gallery and the support resources. */
export default function EntryTiles() {
  const { t } = useTranslation('home');
  return (
    <nav className="entry-tiles" aria-label={t('tilesLabel')}>
      <ul className="entry-tiles__list">
        {TILES.map((tile) => (
          <li key={tile.key}>
            {tile.to.startsWith('#') ? (
              // The books are further down this page: a plain jump to them.
              <a className="entry-tile" href={tile.to}>
                {tile.icon}
                <span className="entry-tile__title">{t(`tiles.${tile.key}.title`)}</span>
                <span className="entry-tile__text">{t(`tiles.${tile.key}.text`)}</span>
              </a>
            ) : (
              <Link className="entry-tile" to={tile.to}>
                {tile.icon}
                <span className="entry-tile__title">{t(`tiles.${tile.key}.title`)}</span>
                <span className="entry-tile__text">{t(`tiles.${tile.key}.text`)}</span>
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
