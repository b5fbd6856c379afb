import { screen, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { createTestI18n } from '../../testing/i18n';
import { renderAdmin } from './testing/harness';
import AdminHomePage from './AdminHomePage';

const listPending = vi.hoisted(() => vi.fn());
vi.mock('../../lib/data-client', () => ({
  getDataClient: () => ({ models: { AccessRequest: { listAccessRequestByStatus: listPending } } }),
}));

let i18n: I18n;
beforeAll(async () => {
  i18n = await createTestI18n();
});

describe('AdminHomePage', () => {
  it('says where the admin is and links to every admin screen', () => {
    listPending.mockResolvedValue({ data: [], nextToken: null });
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
      '/admin/solicitudes',
      '/admin/mensajes',
      '/admin/configuracion',
    ]);
    expect(screen.getByRole('link', { name: /Mensaje La frase y el autor/ })).toBeInTheDocument();
    for (const link of nav.querySelectorAll('a')) expect(link.textContent).not.toMatch(/home\.links/);
  });

  it('shows how many access requests wait for a decision, on the link to them', async () => {
    listPending
      .mockResolvedValueOnce({ data: [{ id: 'a' }, { id: 'b' }], nextToken: 'n' })
      .mockResolvedValueOnce({ data: [{ id: 'c' }], nextToken: null });
    renderAdmin(i18n, <AdminHomePage />);
    const link = screen.getByRole('link', { name: /Solicitudes Aprobar o rechazar/ });
    expect(await within(link).findByText('3 solicitudes pendientes')).toBeInTheDocument();
    expect(listPending).toHaveBeenCalledWith({ status: 'PENDIENTE' }, expect.objectContaining({ selectionSet: ['id'] }));
  });
});
