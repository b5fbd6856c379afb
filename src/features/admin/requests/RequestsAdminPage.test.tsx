import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setUpAdminScreenTests } from '../testing/harness';

type Handler = { next: (value: unknown) => void; error: (error: unknown) => void };
const state = vi.hoisted(() => ({
  byStatus: {} as Record<string, unknown[]>,
  list: vi.fn(),
  decide: vi.fn(),
  subscribers: {} as Record<string, Handler[]>,
}));
vi.mock('../../../lib/data-client', () => {
  const subscription = (name: string) => () => ({
    subscribe: (handler: Handler) => {
      (state.subscribers[name] ??= []).push(handler);
      return { unsubscribe: () => undefined };
    },
  });
  return {
    getDataClient: () => ({
      models: {
        AccessRequest: {
          listAccessRequestByStatus: state.list,
          onCreate: subscription('create'),
          onUpdate: subscription('update'),
          onDelete: subscription('delete'),
        },
        Conferencia: { get: async ({ id }: { id: string }) => ({ data: { id, title: 'Curso bíblico', thumbnailPath: 'conferencias/miniaturas/c.jpg', cost: 99.5 } }) },
        Imagen: { get: async ({ id }: { id: string }) => ({ data: { id, filePath: 'galeria/private/esquema.jpg', etiquetas: 'Teoria', costo: 25 } }) },
      },
      mutations: { decideAccessRequest: state.decide },
    }),
  };
});
vi.mock('../../../components/StorageImage', () => ({ default: () => <span data-testid="thumb" /> }));

import RequestsAdminPage from './RequestsAdminPage';

const request = (id: string, over: Record<string, unknown>) => ({
  id, userId: `sub-${id}`, email: `${id}@correo.mx`, kind: 'CONFERENCIA', itemId: 'v1', message: null, reference: null,
  status: 'PENDIENTE', reason: null, requestedAt: '2025-05-01T10:00:00Z', decidedAt: null, ...over,
});

const renderAdminScreen = setUpAdminScreenTests();
beforeEach(() => {
  state.subscribers = {};
  state.byStatus = {
    PENDIENTE: [
      request('ana', { message: 'Transferí el lunes', reference: 'DEP-7781' }),
      request('beto', { kind: 'IMAGEN', itemId: 'i1', requestedAt: '2025-05-02T10:00:00Z' }),
    ],
    APROBADA: [],
    RECHAZADA: [request('carla', { status: 'RECHAZADA', reason: 'No encontramos el depósito', decidedAt: '2025-04-03T10:00:00Z' })],
  };
  state.list.mockReset().mockImplementation(async ({ status }: { status: string }) => ({ data: state.byStatus[status], nextToken: null }));
  state.decide.mockReset();
});

describe('RequestsAdminPage', () => {
  it('lists pending requests oldest first with e-mail, item, price, message and reference, and handled ones with their reason', async () => {
    renderAdminScreen(<RequestsAdminPage />);
    const pending = await screen.findByRole('region', { name: 'Pendientes (2)' });
    const [ana, beto] = within(pending).getAllByRole('listitem');
    expect(ana).toHaveTextContent('Curso bíblico');
    expect(ana).toHaveTextContent('ana@correo.mx');
    expect(ana).toHaveTextContent('Costo: $99.50');
    expect(ana).toHaveTextContent('Mensaje: Transferí el lunes');
    expect(ana).toHaveTextContent('Referencia: DEP-7781');
    expect(beto).toHaveTextContent('esquema.jpg (Teoria)');
    expect(beto).toHaveTextContent('Sin mensaje ni referencia.');
    expect(state.list).toHaveBeenCalledWith({ status: 'PENDIENTE' }, expect.objectContaining({ sortDirection: 'ASC' }));
    const decided = screen.getByRole('region', { name: 'Atendidas recientemente' });
    expect(decided).toHaveTextContent('carla@correo.mx');
    expect(decided).toHaveTextContent('Rechazada');
    expect(decided).toHaveTextContent('Motivo: No encontramos el depósito');
    expect(within(decided).queryByRole('button')).toBeNull();
  });

  it('approves once, even on a double click, and moves the request out of the pending list', async () => {
    let answer!: (value: unknown) => void;
    state.decide.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderAdminScreen(<RequestsAdminPage />);
    const pending = await screen.findByRole('region', { name: 'Pendientes (2)' });
    const approve = within(within(pending).getAllByRole('listitem')[0]).getByRole('button', { name: 'Aprobar' });
    fireEvent.click(approve);
    fireEvent.click(approve);
    expect(state.decide).toHaveBeenCalledTimes(1);
    expect(state.decide).toHaveBeenCalledWith({ id: 'ana', decision: 'APROBADA', reason: null });
    state.byStatus.PENDIENTE = state.byStatus.PENDIENTE.slice(1);
    state.byStatus.APROBADA = [request('ana', { status: 'APROBADA', decidedAt: '2025-05-04T10:00:00Z' })];
    await act(async () => answer({ data: { id: 'ana', status: 'APROBADA', reason: null, decidedAt: '2025-05-04T10:00:00Z', purchaseId: 'p' } }));
    expect(await screen.findByText('Solicitud de ana@correo.mx aprobada: ya tiene acceso.')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Pendientes (1)' })).not.toHaveTextContent('ana@correo.mx');
    expect(screen.getByRole('region', { name: 'Atendidas recientemente' })).toHaveTextContent('ana@correo.mx');
  });

  it('rejects with an optional reason, refusing one over 500 characters', async () => {
    state.decide.mockResolvedValue({ data: { id: 'beto', status: 'RECHAZADA', reason: 'Sin comprobante', decidedAt: '2025-05-04T10:00:00Z', purchaseId: null } });
    renderAdminScreen(<RequestsAdminPage />);
    const pending = await screen.findByRole('region', { name: 'Pendientes (2)' });
    fireEvent.click(within(within(pending).getAllByRole('listitem')[1]).getByRole('button', { name: 'Rechazar' }));
    const dialog = screen.getByRole('dialog', { name: 'Rechazar la solicitud de beto@correo.mx' });
    fireEvent.change(within(dialog).getByLabelText('Motivo (opcional)'), { target: { value: 'x'.repeat(501) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rechazar solicitud' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('El motivo admite hasta 500 caracteres.');
    expect(state.decide).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText('Motivo (opcional)'), { target: { value: '  Sin comprobante ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Rechazar solicitud' }));
    expect(await screen.findByText('Solicitud de beto@correo.mx rechazada.')).toBeInTheDocument();
    expect(state.decide).toHaveBeenCalledWith({ id: 'beto', decision: 'RECHAZADA', reason: 'Sin comprobante' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says so when another admin decided first', async () => {
    state.decide.mockResolvedValue({ data: null, errors: [{ errorType: 'Lambda:Unhandled', message: 'ALREADY_DECIDED: the request was already rejected' }] });
    renderAdminScreen(<RequestsAdminPage />);
    const pending = await screen.findByRole('region', { name: 'Pendientes (2)' });
    fireEvent.click(within(within(pending).getAllByRole('listitem')[0]).getByRole('button', { name: 'Aprobar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Esta solicitud ya fue atendida por otro administrador.');
  });

  it('shows a request made meanwhile, announced, from the live subscription', async () => {
    renderAdminScreen(<RequestsAdminPage />);
    await screen.findByRole('region', { name: 'Pendientes (2)' });
    state.byStatus.PENDIENTE = [...state.byStatus.PENDIENTE, request('dora', { requestedAt: '2025-05-05T10:00:00Z' })];
    act(() => state.subscribers.create[0].next(request('dora', {})));
    expect(screen.getByText('Nueva solicitud de dora@correo.mx.')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Pendientes (3)' })).toHaveTextContent('dora@correo.mx');
  });

  it('keeps working when the live connection fails, reading the lists again every 30 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderAdminScreen(<RequestsAdminPage />);
      await screen.findByRole('region', { name: 'Pendientes (2)' });
      const calls = state.list.mock.calls.length;
      act(() => state.subscribers.create[0].error(new Error('Connection failed')));
      await act(async () => vi.advanceTimersByTimeAsync(30_000));
      await waitFor(() => expect(state.list.mock.calls.length).toBeGreaterThan(calls));
    } finally {
      vi.useRealTimers();
    }
  });
});
