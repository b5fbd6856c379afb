import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setUpAdminScreenTests } from '../testing/harness';
import { createFakeStorage, type FakeStorage } from '../testing/fakeStorage';

const state = vi.hoisted(() => ({ storage: null as unknown as FakeStorage, model: {} as Record<string, ReturnType<typeof vi.fn>> }));
vi.mock('aws-amplify/storage', async () => (await import('../testing/fakeStorage')).forwardStorage(() => state.storage));
vi.mock('../../../lib/data-client', () => ({
  getDataClient: () => ({ models: { Conferencia: state.model } }),
}));

import VideosAdminPage from './VideosAdminPage';

const video = (n: number, extra: Record<string, unknown> = {}) => ({
  id: `v${n}`,
  title: `Conferencia ${n}`,
  description: `Descripción ${n}`,
  tags: 'fe,familia',
  isFree: true,
  cost: 0,
  videoPath: `conferencias/publico/v${n}.mp4`,
  thumbnailPath: `conferencias/miniaturas/v${n}.png`,
  createdAt: `2025-01-${String(n).padStart(2, '0')}T00:00:00Z`,
  ...extra,
});

const renderAdminScreen = setUpAdminScreenTests();
beforeEach(() => {
  state.storage = createFakeStorage(['conferencias/publico/v1.mp4', 'conferencias/miniaturas/v1.png']);
  state.model = {
    list: vi.fn().mockResolvedValue({ data: [video(1)], nextToken: null }),
    create: vi.fn(async (input: Record<string, unknown>) => ({ data: { id: 'new', createdAt: '2026-01-01T00:00:00Z', ...input } })),
    update: vi.fn(async (input: Record<string, unknown>) => ({ data: { ...video(1), ...input } })),
    delete: vi.fn(async () => ({ data: video(1) })),
  };
});

function renderPage() {
  renderAdminScreen(<VideosAdminPage />);
}
const pick = (label: string, file: File) => fireEvent.change(screen.getByLabelText(label), { target: { files: [file] } });
const mp4 = new File(['v'], 'clase nueva.mp4', { type: 'video/mp4' });
const png = new File(['p'], 'mini.png', { type: 'image/png' });

describe('VideosAdminPage', () => {
  it('says "No hay videos disponibles." when there are none', async () => {
    state.model.list.mockResolvedValue({ data: [], nextToken: null });
    renderPage();
    expect(await screen.findByText('No hay videos disponibles.')).toBeInTheDocument();
  });

  it('shows the table with Público / Privado and pages of five with Anterior / Siguiente', async () => {
    state.model.list.mockResolvedValue({
      data: Array.from({ length: 7 }, (_, i) => video(i + 1, i === 0 ? { isFree: false, cost: 25 } : {})),
      nextToken: null,
    });
    renderPage();
    expect(await screen.findByText('Página: 1')).toBeInTheDocument();
    // newest first
    expect(screen.getAllByRole('rowheader').map((r) => r.textContent)).toEqual([
      'Conferencia 7',
      'Conferencia 6',
      'Conferencia 5',
      'Conferencia 4',
      'Conferencia 3',
    ]);
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(screen.getByText('Página: 2')).toBeInTheDocument();
    expect(screen.getAllByRole('rowheader').map((r) => r.textContent)).toEqual(['Conferencia 2', 'Conferencia 1']);
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
    const paid = screen.getByRole('rowheader', { name: 'Conferencia 1' }).closest('tr')!;
    expect(paid).toHaveTextContent('Privado · 25.00');
    expect(screen.getByRole('rowheader', { name: 'Conferencia 2' }).closest('tr')).toHaveTextContent('Público');
  });

  it('alerts "Por favor completa todos los campos requeridos." on an incomplete new video', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Agregar Nuevo Video' }));
    const dialog = screen.getByRole('dialog', { name: 'Agregar Nuevo Video' });
    fireEvent.change(within(dialog).getByLabelText('Título'), { target: { value: 'Solo título' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('Por favor completa todos los campos requeridos.')).toBeInTheDocument();
    expect(state.storage.calls).toEqual([]);
  });

  it('creates a paid video: cost required, files into privado and miniaturas, record after the uploads', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Agregar Nuevo Video' }));
    fireEvent.change(screen.getByLabelText('Título'), { target: { value: 'Clase de pago' } });
    fireEvent.change(screen.getByLabelText('Descripción'), { target: { value: 'Con costo' } });
    fireEvent.change(screen.getByLabelText('Tipo'), { target: { value: 'paid' } });
    pick('Archivo de video', mp4);
    pick('Miniatura', png);
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(/El costo debe ser un número de al menos 0.01/)).toBeInTheDocument();
    expect(screen.getByLabelText('Costo')).toHaveAttribute('min', '0.01');
    expect(screen.getByLabelText('Costo')).toHaveAttribute('step', '0.01');
    fireEvent.change(screen.getByLabelText('Costo'), { target: { value: '49.90' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Video creado con éxito.')).toBeInTheDocument();
    const input = state.model.create.mock.calls[0][0];
    expect(input).toMatchObject({ title: 'Clase de pago', description: 'Con costo', isFree: false, cost: 49.9, views: 0, likes: 0 });
    expect(input.videoPath).toMatch(/^conferencias\/privado\/[0-9a-z]+-clase-nueva\.mp4$/);
    expect(input.thumbnailPath).toMatch(/^conferencias\/miniaturas\/[0-9a-z]+-mini\.png$/);
    expect(state.storage.objects.has(input.videoPath)).toBe(true);
  });

  it('removes the uploaded thumbnail when the video upload fails, and creates nothing', async () => {
    state.storage.failUploads.add('conferencias/publico/');
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Agregar Nuevo Video' }));
    fireEvent.change(screen.getByLabelText('Título'), { target: { value: 'X' } });
    fireEvent.change(screen.getByLabelText('Descripción'), { target: { value: 'Y' } });
    pick('Archivo de video', mp4);
    pick('Miniatura', png);
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Error al subir el video.')).toBeInTheDocument();
    expect(state.model.create).not.toHaveBeenCalled();
    expect([...state.storage.objects.keys()]).toEqual(['conferencias/publico/v1.mp4', 'conferencias/miniaturas/v1.png']);
  });

  it('moves the video file to privado when its type changes, removing the old one after the update', async () => {
    renderPage();
    const row = (await screen.findByRole('rowheader', { name: 'Conferencia 1' })).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Editar' }));
    fireEvent.change(screen.getByLabelText('Tipo'), { target: { value: 'paid' } });
    fireEvent.change(screen.getByLabelText('Costo'), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Video actualizado con éxito.')).toBeInTheDocument();
    expect(state.model.update).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'v1', isFree: false, cost: 10, videoPath: 'conferencias/privado/v1.mp4', thumbnailPath: 'conferencias/miniaturas/v1.png' }),
    );
    expect([...state.storage.objects.keys()].sort()).toEqual(['conferencias/miniaturas/v1.png', 'conferencias/privado/v1.mp4']);
  });

  it('keeps the file where it was when the update fails', async () => {
    state.model.update.mockResolvedValue({ data: null, errors: [{ message: 'boom' }] });
    renderPage();
    const row = (await screen.findByRole('rowheader', { name: 'Conferencia 1' })).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Editar' }));
    fireEvent.change(screen.getByLabelText('Tipo'), { target: { value: 'paid' } });
    fireEvent.change(screen.getByLabelText('Costo'), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Error al actualizar el video.')).toBeInTheDocument();
    expect([...state.storage.objects.keys()].sort()).toEqual(['conferencias/miniaturas/v1.png', 'conferencias/publico/v1.mp4']);
  });

  it('asks "¿Seguro que deseas eliminar este video?" and removes the record and both files', async () => {
    renderPage();
    const row = (await screen.findByRole('rowheader', { name: 'Conferencia 1' })).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Eliminar' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('¿Seguro que deseas eliminar este video?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Video eliminado con éxito.')).toBeInTheDocument();
    expect(state.model.delete).toHaveBeenCalledWith({ id: 'v1' });
    expect(state.storage.objects.size).toBe(0);
    await waitFor(() => expect(screen.getByText('No hay videos disponibles.')).toBeInTheDocument());
  });

  it('shows "Error al eliminar el video." when the delete fails', async () => {
    state.model.delete.mockRejectedValue(new Error('network'));
    renderPage();
    const row = (await screen.findByRole('rowheader', { name: 'Conferencia 1' })).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Eliminar' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Error al eliminar el video.')).toBeInTheDocument();
    expect(state.storage.objects.size).toBe(2);
  });
});
