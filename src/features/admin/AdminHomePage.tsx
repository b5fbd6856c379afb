import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PendingRequestsCount } from './requests/PendingRequestsCount';
import './shared/admin.css';
import { Dashboard } from './dashboard/Dashboard';
import { RenditionRepairStatus } from './shared/RenditionRepairStatus';

/** Every admin screen, in the order of the account menu, then the two beyond the spec and the profile. */
export const ADMIN_LINKS = [
  { key: 'banner', to: '/admin/banner' },
  { key: 'videos', to: '/admin/conferencias' },
  { key: 'gallery', to: '/admin/galeria' },
  { key: 'books', to: '/admin/libros' },
  { key: 'booklets', to: '/admin/devocionario' },
  { key: 'contact', to: '/admin/contacto' },
  { key: 'message', to: '/admin/mensaje' },
  { key: 'purchases', to: '/admin/compras' },
  { key: 'requests', to: '/admin/solicitudes' },
  { key: 'inbox', to: '/admin/mensajes' },
  { key: 'pdfImport', to: '/admin/importar-pdf' },
  { key: 'profile', to: '/admin/configuracion' },
] as const;

/** /admin: how the site is doing (the dashboard), and the way to every management screen. */
export default function AdminHomePage() {
  const { t } = useTranslation('admin');
  return (
    <section className="page admin-screen admin-screen--wide">
      <h1>{t('home.title')}</h1>
      <p>{t('home.intro')}</p>
      <RenditionRepairStatus />
      <Dashboard />
      <h2 className="admin-home-links__title">{t('home.screens')}</h2>
      <nav aria-label={t('home.navLabel')}>
        <ul className="admin-home-links">
          {ADMIN_LINKS.map((link) => (
            <li key={link.key}>
              <Link to={link.to}>
                <strong>{t(`home.links.${link.key}.title`)}</strong>{' '}
                <span>{t(`home.links.${link.key}.description`)}</span>
                {link.key === 'requests' && <PendingRequestsCount />}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
