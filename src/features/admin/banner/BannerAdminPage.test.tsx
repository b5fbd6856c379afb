import { fireEvent, screen, within } from '@testing-library/react';
import { createFakeStorage, type FakeStorage } from '../testing/fakeStorage';
import { setUpAdminScreenTests } from '../testing/harness';

const state = vi.hoisted(() => ({ storage: null as unknown as FakeStorage, model: {} as Record<string, ReturnType<typeof vi.fn>> }));
vi.mock('aws-amplify/storage', async () => (await import('../testing/fakeStorage')).forwardStorage(() => state.storage));
vi.mock('../../../lib/data-client', () => ({
  getDataClient: () => ({ models: { Banner: state.model } }),
}));

import BannerAdminPage from './BannerAdminPage';

const banner = { id: 'ban1', titulo: 'Banner', text: 'Bienvenidos', imageFolder: 'Banner/' };
const renderAdminScreen = setUpAdminScreenTests();
beforeEach(() => {
  state.storage = createFakeStorage(['Banner/a.jpg', 'Banner/notas.txt']);
  state.model = {
    list: vi.fn().mockResolvedValue({ data: [banner], nextToken: null }),
    create: vi.fn(async (input: Record<string, unknown>) => ({ data: { id: 'ban2', ...input } })),
    update: vi.fn(async (input: Record<string, unknown>) => ({ data: { ...banner, ...input } })),
  };
});

describe('BannerAdminPage', () => {
  it('saves the text and uploads the chosen images, checking each before listing them', async () => {
    renderAdminScreen(<BannerAdminPage />);
    const text = await screen.findByLabelText('Texto del banner');
    expect(text).toHaveValue('Bienvenidos');
    expect(screen.getByRole('button', { name: 'Eliminar a.jpg' })).toBeInTheDocument();
    expect(screen.queryByText('notas.txt')).not.toBeInTheDocument();
    fireEvent.change(text, { target: { value: 'Nuevo texto' } });
    fireEvent.change(screen.getByLabelText('Agregar imágenes'), {
      target: { files: [new File(['1'], 'uno.png', { type: 'image/png' }), new File(['2'], 'dos.gif', { type: 'image/gif' })] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Banner guardado.')).toBeInTheDocument();
    expect(state.model.update).toHaveBeenCalledWith({ id: 'ban1', text: 'Nuevo texto' });
    const uploads = state.storage.calls.filter((c) => c.startsWith('upload ')).map((c) => c.slice(7));
    expect(uploads).toHaveLength(2);
    for (const path of uploads) {
      expect(path).toMatch(/^Banner\//);
      expect(state.storage.calls.indexOf(`head ${path}`)).toBeGreaterThan(state.storage.calls.indexOf(`upload ${path}`));
    }
    expect(screen.getAllByRole('button', { name: /^Eliminar / })).toHaveLength(3);
  });

  it('creates the banner when there is none', async () => {
    state.model.list.mockResolvedValue({ data: [], nextToken: null });
    renderAdminScreen(<BannerAdminPage />);
    fireEvent.change(await screen.findByLabelText('Texto del banner'), { target: { value: 'Hola' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Banner guardado.')).toBeInTheDocument();
    expect(state.model.create).toHaveBeenCalledWith({ titulo: 'Banner', text: 'Hola', imageFolder: 'Banner/' });
  });

  it('shows "Error al guardar el banner." and uploads nothing when the text cannot be saved', async () => {
    state.model.update.mockResolvedValue({ data: null, errors: [{ message: 'Unauthorized' }] });
    renderAdminScreen(<BannerAdminPage />);
    fireEvent.change(await screen.findByLabelText('Texto del banner'), { target: { value: 'X' } });
    fireEvent.change(screen.getByLabelText('Agregar imágenes'), { target: { files: [new File(['1'], 'uno.png', { type: 'image/png' })] } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Error al guardar el banner.')).toBeInTheDocument();
    expect(state.storage.calls.some((c) => c.startsWith('upload'))).toBe(false);
  });

  it('shows "Error al subir imágenes." when an upload fails, and removes the rest of the batch', async () => {
    const upload = state.storage.module.uploadData;
    state.storage.module.uploadData = (input) =>
      input.path.endsWith('-dos.png') ? { result: Promise.reject(new Error('network')) } : upload(input);
    renderAdminScreen(<BannerAdminPage />);
    await screen.findByLabelText('Texto del banner');
    fireEvent.change(screen.getByLabelText('Agregar imágenes'), {
      target: { files: [new File(['1'], 'uno.png', { type: 'image/png' }), new File(['2'], 'dos.png', { type: 'image/png' })] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Error al subir imágenes.')).toBeInTheDocument();
    expect([...state.storage.objects.keys()].sort()).toEqual(['Banner/a.jpg', 'Banner/notas.txt']);
  });

  it('deletes an image after confirming', async () => {
    renderAdminScreen(<BannerAdminPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Eliminar a.jpg' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('El banner no tiene imágenes.')).toBeInTheDocument();
    expect(state.storage.objects.has('Banner/a.jpg')).toBe(false);
  });
});
