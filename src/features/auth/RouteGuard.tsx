import { useEffect, useState, type ReactNode } from 'react';
import './auth.css';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session';
import { guardRedirect } from './guard';

/**
 * Guard of the /user and /admin screens (specification section 2): GUEST goes to
 * /IniciarSesion, ADMINS on /user go to /admin, USERS on /admin go to /user.
 * Right after signing in it also shows the success message of the sign-in screen.
 */
export default function RouteGuard({ children }: { children?: ReactNode }) {
  const { role, signingOut } = useSession();
  const location = useLocation();
  // Signing out moves to the home page; no redirect to the sign-in screen meanwhile.
  if (signingOut) return null;
  const target = guardRedirect(role, location.pathname);
  if (target) return <Navigate to={target} replace state={location.state} />;
  return (
    <>
      <SignedInNotice show={Boolean((location.state as { signedIn?: boolean } | null)?.signedIn)} />
      {children ?? <Outlet />}
    </>
  );
}

function SignedInNotice({ show }: { show: boolean }) {
  const { t } = useTranslation('logIn');
  const [visible, setVisible] = useState(show);
  useEffect(() => setVisible(show), [show]);
  if (!visible) return null;
  return (
    <div className="page" style={{ paddingBottom: 0 }}>
      <p className="acc-notice" role="status">
        {t('signedIn')}{' '}
        <button type="button" className="acc-link" onClick={() => setVisible(false)} aria-label={t('dismiss')}>
          ×
        </button>
      </p>
    </div>
  );
}
