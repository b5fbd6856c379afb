import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session';
import Avatar from '../../components/Avatar';
import { displayName } from '../../lib/display-name';
import './account.css';

/** /user: 'Principal', the account entry of a signed-in user, with what they can do. */
export default function UserHomePage() {
  const { t } = useTranslation('clientHome');
  const { user } = useSession();
  const name = displayName(user);
  return (
    <section className="page account-home">
      <h1>{t('title')}</h1>
      <p className="account-home__welcome">
        <Avatar picture={user?.picture} fallbackSeed={name} alt="" size={48} /> {t('welcome', { name })}
      </p>
      <p>{t('intro')}</p>
      <ul className="account-home__links">
        <li>
          <Link to="/user/compras">{t('links.purchases')}</Link>
        </li>
        <li>
          <Link to="/user/configuracion">{t('links.profile')}</Link>
        </li>
        <li>
          <Link to="/conferencias">{t('links.videos')}</Link>
        </li>
        <li>
          <Link to="/galeria">{t('links.gallery')}</Link>
        </li>
        <li>
          <Link to="/">{t('links.library')}</Link>
        </li>
      </ul>
    </section>
  );
}
