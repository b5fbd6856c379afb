import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { SessionProvider } from '../../lib/session';
import { useTranslation } from 'react-i18next';
import Spinner from '../../components/Spinner';
import Header from './Header';
import Footer from './Footer';
import ScrollReset from './ScrollReset';
import RouteFocus from './RouteFocus';
import './RootLayout.css';

/** Header, the routed screen and the visit-counter footer, under every route. */
export default function RootLayout() {
  const { t } = useTranslation('common');
  return (
    <SessionProvider fallback={<Spinner />}>
      <ScrollReset />
      <RouteFocus mainId="main-content" />
      <div className="app-shell">
        <a className="skip-link" href="#main-content">
          {t('skipToContent')}
        </a>
        <Header />
        <main id="main-content" className="app-shell__main" tabIndex={-1}>
          <Suspense
            fallback={
              <div className="page-loading">
                <Spinner />
              </div>
            }
          >
            <Outlet />
          </Suspense>
        </main>
        <Footer />
      </div>
    </SessionProvider>
  );
}
