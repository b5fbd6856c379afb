import { fireEvent, screen, within } from '@testing-library/react';
import { setUpAdminScreenTests } from '../testing/harness';
import { DataError } from '../../../lib/data-results';
import { isUserNotFound, mergeGrants } from './grants';

const state = vi.hoisted(() => ({
  models: {} as Record<string, Record<string, ReturnType<typeof vi.fn>>>,
  grantPurchase: vi.fn(),
}));
vi.mock('../../../lib/data-client', () => ({
  getDataClient: () => ({ models: state.models, mutations: { grantPurchase: state.grantPurchase } }),
}));

import PurchasesAdminPage from './PurchasesAdminPage';

const page = (data: unknown[]) => ({ data, nextToken: null });
const renderAdminScreen = setUpAdminScreenTests();
beforeEach(() => {
  state.models = {
    Imagen: { list: vi.fn().mockResolvedValue(page([{ id: 'i1', filePath: 'galeria/private/cruz.jpg', etiquetas: 'teoría', isPublica: false, costo: 5 }, { id: 'i2', filePath: 'galeria/public/sol.jpg', etiquetas: '', isPublica: true, costo: 0 }])) },
    Conferencia: { list: vi.fn().mockResolvedValue(page([{ id: 'v1', title: 'Clase de pago', isFree: false }, { id: 'v2', title: 'Clase libre', isFree: true }])) },
    Compra: { list: vi.fn().mockResolvedValue(page([{ id: 'c1', userId: 'u1', imagenId: 'i1', email: 'ana@correo.mx', createdAt: '2025-01-01T00:00:00Z' }])), delete: vi.fn().mockResolvedValue({ data: { id: 'c1' } }) },
    ConferenciaCompra: { list: vi.fn().mockResolvedValue(page([])), delete: vi.fn() },
  };
  state.grantPurchase.mockResolvedValue({ data: { kind: 'CONFERENCIA', purchaseId: 'p1', userId: 'u2', email: 'usuario@educandoenlafe.local' } });
});

describe('PurchasesAdminPage', () => {
  it('offers only paid content and grants it by e-mail through grantPurchase', async () => {
    renderAdminScreen(<PurchasesAdminPage />);
    await screen.findByRole('rowheader', { name: 'cruz.jpg (teoría)' });
    const item = screen.getByLabelText('Contenido');
    expect(within(item).getAllByRole('option').map((o) => o.textContent)).toEqual(['Elige...', 'Clase de pago']);
    fireEvent.click(screen.getByRole('button', { name: 'Dar acceso' }));
    expect(await screen.findByText('Escribe un correo electrónico válido.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Correo del usuario'), { target: { value: 'Usuario@EducandoEnLaFe.local' } });
    fireEvent.change(item, { target: { value: 'v1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Dar acceso' }));
    expect(await screen.findByText('Acceso otorgado a usuario@educandoenlafe.local.')).toBeInTheDocument();
    expect(state.grantPurchase).toHaveBeenCalledWith({ email: 'usuario@educandoenlafe.local', kind: 'CONFERENCIA', id: 'v1' });
  });

  it('shows who holds each grant: the e-mail of the record, or the user id on records without one', async () => {
    state.models.ConferenciaCompra.list.mockResolvedValue(
      page([{ id: 'cc1', userId: 'sub-sin-correo', conferenciaId: 'v1', createdAt: '2025-02-01T00:00:00Z' }]),
    );
    renderAdminScreen(<PurchasesAdminPage />);
    const image = (await screen.findByRole('rowheader', { name: 'cruz.jpg (teoría)' })).closest('tr')!;
    expect(within(image).getByRole('cell', { name: 'ana@correo.mx' })).toBeInTheDocument();
    expect(within(image).queryByText('u1')).toBeNull();
    const video = screen.getByRole('rowheader', { name: 'Clase de pago' }).closest('tr')!;
    expect(within(video).getByRole('cell', { name: 'sub-sin-correo' })).toBeInTheDocument();
  });

  it('says when no user has that e-mail', async () => {
    state.grantPurchase.mockResolvedValue({ data: null, errors: [{ message: 'USER_NOT_FOUND: no account with e-mail nadie@x.mx' }] });
    renderAdminScreen(<PurchasesAdminPage />);
    await screen.findByRole('rowheader', { name: 'cruz.jpg (teoría)' });
    fireEvent.change(screen.getByLabelText('Correo del usuario'), { target: { value: 'nadie@x.mx' } });
    fireEvent.change(screen.getByLabelText('Tipo'), { target: { value: 'IMAGEN' } });
    fireEvent.change(screen.getByLabelText('Contenido'), { target: { value: 'i1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Dar acceso' }));
    expect(await screen.findByText('No existe un usuario con ese correo.')).toBeInTheDocument();
  });

  it('revokes a grant after confirming', async () => {
    renderAdminScreen(<PurchasesAdminPage />);
    const row = (await screen.findByRole('rowheader', { name: 'cruz.jpg (teoría)' })).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Revocar' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancelar' }));
    expect(state.models.Compra.delete).not.toHaveBeenCalled();
    fireEvent.click(within(row).getByRole('button', { name: 'Revocar' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('No hay accesos otorgados.')).toBeInTheDocument();
    expect(state.models.Compra.delete).toHaveBeenCalledWith({ id: 'c1' });
  });
});

describe('grants', () => {
  it('merges both purchase models newest first with their labels', () => {
    const rows = mergeGrants(
      [{ id: 'a', userId: 'u', imagenId: 'i', createdAt: '2025-01-01' }],
      [{ id: 'b', userId: 'u', conferenciaId: 'gone', createdAt: '2025-02-01' }],
      new Map([['i', 'foto']]),
      new Map(),
    );
    expect(rows.map((r) => [r.id, r.kind, r.itemLabel])).toEqual([
      ['b', 'CONFERENCIA', null],
      ['a', 'IMAGEN', 'foto'],
    ]);
  });
  it("recognizes a missing user by the grant function's code, not by wording", () => {
    expect(isUserNotFound(new DataError([{ message: 'USER_NOT_FOUND: no account with e-mail nadie@x.mx' }]))).toBe(true);
    expect(isUserNotFound({ errors: [{ errorType: 'Lambda:Unhandled', message: 'USER_NOT_FOUND: nadie@x.mx' }] })).toBe(true);
    expect(isUserNotFound(new DataError([{ message: 'User not found' }]))).toBe(false);
    expect(isUserNotFound(new DataError([{ message: 'Unauthorized' }]))).toBe(false);
    expect(isUserNotFound(new Error('USER_NOT_FOUND: not a GraphQL answer'))).toBe(false);
  });
});
