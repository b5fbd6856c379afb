import { act, fireEvent, screen, within } from '@testing-library/react';
import { setUpAdminScreenTests } from '../testing/harness';

type Observer = { next(value: unknown): void; error(error: unknown): void };
const state = vi.hoisted(() => ({
  model: {} as Record<string, ReturnType<typeof vi.fn>>,
  live: { onCreate: [] as Observer[], onDelete: [] as Observer[] },
}));
/** A subscription the test pushes events into, as the realtime endpoint would. */
const liveFeed = (name: 'onCreate' | 'onDelete') => () => ({
  subscribe(observer: Observer) {
    state.live[name].push(observer);
    return { unsubscribe: () => state.live[name].splice(state.live[name].indexOf(observer), 1) };
  },
});
vi.mock('../../../lib/data-client', () => ({
  getDataClient: () => ({ models: { ContactMessage: state.model } }),
}));

import InboxAdminPage from './InboxAdminPage';

const renderAdminScreen = setUpAdminScreenTests();
beforeEach(() => {
  state.model = {
    list: vi.fn().mockResolvedValue({
      data: [
        { id: 'm1', name: 'Ana', email: 'ana@x.mx', message: 'Primero', createdAt: '2025-01-01T10:00:00Z' },
        { id: 'm2', name: 'Luis', email: 'luis@x.mx', phone: '555', message: 'Segundo mensaje\ncon dos líneas', createdAt: '2025-03-01T10:00:00Z' },
      ],
      nextToken: null,
    }),
    delete: vi.fn().mockResolvedValue({ data: { id: 'm2' } }),
    onCreate: vi.fn(liveFeed('onCreate')),
    onDelete: vi.fn(liveFeed('onDelete')),
  };
  state.live = { onCreate: [], onDelete: [] };
});

describe('InboxAdminPage', () => {
  it('lists messages newest first, opens one, and deletes it after confirming', async () => {
    renderAdminScreen(<InboxAdminPage />);
    const items = await screen.findAllByRole('listitem');
    expect(items.map((li) => within(li).getByRole('strong', { hidden: true }).textContent)).toEqual(['Luis', 'Ana']);
    fireEvent.click(within(items[0]).getByRole('button', { name: 'Leer' }));
    expect(within(items[0]).getByText('Teléfono: 555')).toBeInTheDocument();
    expect(within(items[0]).getByRole('button', { name: 'Cerrar' })).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(within(items[0]).getByRole('button', { name: 'Eliminar' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('¿Seguro que deseas eliminar este mensaje?');
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Mensaje eliminado.')).toBeInTheDocument();
    expect(state.model.delete).toHaveBeenCalledWith({ id: 'm2' });
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('shows each message under its subject: a contact message, or the follow-up of its book', async () => {
    state.model.list.mockResolvedValue({
      data: [
        { id: 'm3', topic: 'BOOK_FOLLOW_UP', bookName: 'Primaria - Los Sacramentos', name: 'Eva', email: 'eva@x.mx', message: 'Nos sirvió mucho.', createdAt: '2025-04-01T10:00:00Z' },
        { id: 'm1', topic: 'CONTACT', name: 'Ana', email: 'ana@x.mx', message: 'Primero', createdAt: '2025-01-01T10:00:00Z' },
        { id: 'm0', name: 'Sin tema', email: 'st@x.mx', message: 'Antiguo', createdAt: '2024-01-01T10:00:00Z' },
      ],
      nextToken: null,
    });
    renderAdminScreen(<InboxAdminPage />);
    const items = await screen.findAllByRole('listitem');
    expect(items.map((li) => li.querySelector('.admin-inbox-subject')?.textContent)).toEqual([
      'Seguimiento de libro: Primaria - Los Sacramentos',
      'Mensaje de contacto',
      'Mensaje de contacto',
    ]);
  });

  it('keeps the message when the delete fails', async () => {
    state.model.delete.mockResolvedValue({ data: null, errors: [{ message: 'Unauthorized' }] });
    renderAdminScreen(<InboxAdminPage />);
    const items = await screen.findAllByRole('listitem');
    fireEvent.click(within(items[1]).getByRole('button', { name: 'Eliminar' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('No se pudo eliminar el mensaje.')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('shows messages sent while it is open at the top, announces them, and drops those deleted elsewhere', async () => {
    const { unmount } = renderAdminScreen(<InboxAdminPage />);
    await screen.findAllByRole('listitem');
    act(() => state.live.onCreate.forEach((o) => o.next({ id: 'm3', name: 'Eva', email: 'eva@x.mx', message: 'Recién llegado', createdAt: '2025-06-01T10:00:00Z' })));
    const items = screen.getAllByRole('listitem');
    expect(items.map((li) => within(li).getByRole('strong', { hidden: true }).textContent)).toEqual(['Eva', 'Luis', 'Ana']);
    expect(screen.getByText('Nuevo mensaje de Eva')).toHaveAttribute('role', 'status');
    act(() => state.live.onDelete.forEach((o) => o.next({ id: 'm1' })));
    expect(screen.getAllByRole('listitem').map((li) => within(li).getByRole('strong', { hidden: true }).textContent)).toEqual(['Eva', 'Luis']);
    unmount();
    expect(state.live.onCreate).toHaveLength(0);
    expect(state.live.onDelete).toHaveLength(0);
  });
});
