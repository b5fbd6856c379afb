import { fireEvent, screen, within } from '@testing-library/react';
import { createFakeStorage, type FakeStorage } from '../testing/fakeStorage';
import { setUpAdminScreenTests } from '../testing/harness';

const state = vi.hoisted(() => ({ storage: null as unknown as FakeStorage, model: {} as Record<string, ReturnType<typeof vi.fn>> }));
vi.mock('aws-amplify/storage', async () => (await import('../testing/fakeStorage')).forwardStorage(() => state.storage));
vi.mock('../../../lib/data-client', () => ({
  getDataClient: () => ({ models: { Imagen: state.model } }),
}));

import GalleryAdminPage from './GalleryAdminPage';

const stored = { id: 'i1', filePath: 'galeria/public/oracion.jpg', etiquetas: 'oración', isPublica: true, costo: 0, createdAt: '2025-01-01T00:00:00Z' };
const renderAdminScreen = setUpAdminScreenTests();
beforeEach(() => {
  state.storage = createFakeStorage([stored.filePath]);
  state.model = {
    list: vi.fn().mockResolvedValue({ data: [stored], nextToken: null }),
    create: vi.fn(async (input: Record<string, unknown>) => ({ data: { id: 'i2', createdAt: '2026-01-01T00:00:00Z', ...input } })),
    update: vi.fn(async (input: Record<string, unknown>) => ({ data: { ...stored, ...input } })),
    delete: vi.fn(async () => ({ data: stored })),
  };
});

describe('GalleryAdminPage', () => {
  it('asks for a file with "Por favor selecciona un archivo."', async () => {
    renderAdminScreen(<GalleryAdminPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Subir imagen' }));
    expect(await screen.findByText('Por favor selecciona un archivo.')).toBeInTheDocument();
  });

  it('uploads a private image with its cost into galeria/private, then creates the record', async () => {
    renderAdminScreen(<GalleryAdminPage />);
    await screen.findByAltText('oracion.jpg');
    fireEvent.change(screen.getByLabelText('Imagen'), { target: { files: [new File(['x'], 'misa.png', { type: 'image/png' })] } });
    fireEvent.change(screen.getByLabelText('Etiquetas (separadas por comas)'), { target: { value: 'misa, Misa, teoría' } });
    fireEvent.click(screen.getByLabelText('Pública'));
    fireEvent.change(screen.getByLabelText('Costo (donativo)'), { target: { value: '15' } });
    fireEvent.click(screen.getByRole('button', { name: 'Subir imagen' }));
    expect(await screen.findByText('Imagen subida con éxito.')).toBeInTheDocument();
    const input = state.model.create.mock.calls[0][0];
    expect(input).toMatchObject({ etiquetas: 'misa,teoría', isPublica: false, costo: 15 });
    expect(input.filePath).toMatch(/^galeria\/private\/[0-9a-z]+-misa\.png$/);
  });

  it('removes the file again when the record fails ("Hubo un error al subir la imagen.")', async () => {
    state.model.create.mockResolvedValue({ data: null, errors: [{ message: 'Unauthorized' }] });
    renderAdminScreen(<GalleryAdminPage />);
    fireEvent.change(screen.getByLabelText('Imagen'), { target: { files: [new File(['x'], 'misa.png', { type: 'image/png' })] } });
    fireEvent.click(screen.getByRole('button', { name: 'Subir imagen' }));
    expect(await screen.findByText('Hubo un error al subir la imagen.')).toBeInTheDocument();
    expect([...state.storage.objects.keys()]).toEqual([stored.filePath]);
  });

  it('saves edited tags, or says "No se pudieron actualizar las etiquetas."', async () => {
    renderAdminScreen(<GalleryAdminPage />);
    const tags = await screen.findByLabelText('Etiquetas de la imagen oracion.jpg');
    fireEvent.change(tags, { target: { value: 'oración, rosario' } });
    const card = tags.closest('li')!;
    fireEvent.click(within(card).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Etiquetas guardadas.')).toBeInTheDocument();
    expect(state.model.update).toHaveBeenCalledWith({ id: 'i1', etiquetas: 'oración,rosario' });

    state.model.update.mockRejectedValue(new Error('offline'));
    fireEvent.change(tags, { target: { value: 'otra' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('No se pudieron actualizar las etiquetas.')).toBeInTheDocument();
  });

  it('deletes after "¿Seguro que deseas eliminar esta imagen?"', async () => {
    renderAdminScreen(<GalleryAdminPage />);
    const card = (await screen.findByLabelText('Etiquetas de la imagen oracion.jpg')).closest('li')!;
    fireEvent.click(within(card).getByRole('button', { name: 'Eliminar' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('¿Seguro que deseas eliminar esta imagen?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Imagen eliminada.')).toBeInTheDocument();
    expect(state.storage.objects.size).toBe(0);
    expect(screen.getByText('No hay imágenes.')).toBeInTheDocument();
  });
});
