import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSession } from '../../lib/session';

// Guard of the /user and /admin screens (specification section 2): GUEST goes to
// /IniciarSesion, ADMINS on /user go to /admin, USERS on /admin go to /user.
// The accounts engineer may extend it (keep the default export and file name).
export default function RouteGuard({ children }: { children?: ReactNode }) {
  const { role } = useSession();
  const { pathname } = useLocation();
  if (role === 'GUEST') return <Navigate to="/IniciarSesion" replace />;
  if (role === 'ADMINS' && pathname.startsWith('/user')) return <Navigate to="/admin" replace />;
  if (role === 'USERS' && pathname.startsWith('/admin')) return <Navigate to="/user" replace />;
  return <>{children ?? <Outlet />}</>;
}
