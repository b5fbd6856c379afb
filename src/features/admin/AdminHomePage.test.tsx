import { screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { createTestI18n } from '../../testing/i18n';
import { renderAdmin } from './testing/harness';
import AdminHomePage from './AdminHomePage';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createTestI18n();
});

describe('AdminHomePage', () => {
  it('says where the admin is and links to every admin screen', () => {
    renderAdmin(i18n, <AdminHomePage />);
    expect(screen.getByRole('heading', { name: 'Administración' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Pantallas de administración' });
    const hrefs = [...nav.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual([
      '/admin/banner',
      '/admin/conferencias',
      '/admin/galeria',
      '/admin/libros',
      '/admin/devocionario',
      '/admin/contacto',
      '/admin/mensaje',
      '/admin/compras',
      '/admin/mensajes',
      '/admin/configuracion',
    ]);
    expect(screen.getByRole('link', { name: /Mensaje La frase y el autor/ })).toBeInTheDocument();
    for (const link of nav.querySelectorAll('a')) expect(link.textContent).not.toMatch(/home\.links/);
  });
});
