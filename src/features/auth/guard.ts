import type { Role } from '../../lib/session-role';

/**
 * The route guard's decision for the guarded /user and /admin screens (spec section 2):
 * where to send the visitor, or null to show the screen.
 */
export function guardRedirect(role: Role, pathname: string): string | null {
  if (role === 'GUEST') return '/IniciarSesion';
  if (role === 'ADMINS' && startsWithSegment(pathname, '/user')) return '/admin';
  if (role === 'USERS' && startsWithSegment(pathname, '/admin')) return '/user';
  return null;
}

/** '/user', '/user/' and '/user/compras' start with '/user'; '/username' does not. */
function startsWithSegment(pathname: string, prefix: string): boolean {
  const path = pathname.toLowerCase();
  return path === prefix || path.startsWith(`${prefix}/`);
}
