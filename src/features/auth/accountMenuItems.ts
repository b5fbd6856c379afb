import type { ParseKeys } from 'i18next';
import type { Role } from '../../lib/session-role';
import { homePathFor } from '../../lib/session-role';

type MenuKey = Extract<ParseKeys<'auth'>, `menu.${string}`>;

export interface MenuEntry {
  label: MenuKey;
  to?: string;
  action?: 'signOut';
}

export interface MenuGroup {
  id: 'user' | 'admin' | 'session';
  label: MenuKey;
  entries: MenuEntry[];
}

/**
 * The account dropdown per role (spec section 2, with architecture.md point 4: 'Compras'
 * shows for USERS). Admin groups also list the purchases and inbox screens.
 */
export function accountMenuGroups(role: Exclude<Role, 'GUEST'>): MenuGroup[] {
  const admin = role === 'ADMINS';
  const userEntries: MenuEntry[] = [{ label: 'menu.myAccount', to: homePathFor(role) }];
  if (!admin) userEntries.push({ label: 'menu.purchases', to: '/user/compras' });
  userEntries.push({ label: 'menu.settings', to: admin ? '/admin/configuracion' : '/user/configuracion' });

  const groups: MenuGroup[] = [{ id: 'user', label: 'menu.userGroup', entries: userEntries }];
  if (admin) {
    groups.push({
      id: 'admin',
      label: 'menu.adminGroup',
      entries: [
        { label: 'menu.banner', to: '/admin/banner' },
        { label: 'menu.videos', to: '/admin/conferencias' },
        { label: 'menu.gallery', to: '/admin/galeria' },
        { label: 'menu.books', to: '/admin/libros' },
        { label: 'menu.booklets', to: '/admin/devocionario' },
        { label: 'menu.contact', to: '/admin/contacto' },
        { label: 'menu.message', to: '/admin/mensaje' },
        { label: 'menu.adminPurchases', to: '/admin/compras' },
        { label: 'menu.inbox', to: '/admin/mensajes' },
      ],
    });
  }
  groups.push({ id: 'session', label: 'menu.sessionGroup', entries: [{ label: 'menu.signOut', action: 'signOut' }] });
  return groups;
}
