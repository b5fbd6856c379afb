import { act, fireEvent, screen, within } from '@testing-library/react';
import { createFakeStorage, type FakeStorage } from '../testing/fakeStorage';
import { setUpAdminScreenTests } from '../testing/harness';

const state = vi.hoisted(() => ({ storage: null as unknown as FakeStorage, model: {} as Record<string, ReturnType<typeof vi.fn>> }));
vi.mock('aws-amplify/storage', async () => (await import('../testing/fakeStorage')).forwardStorage(() => state.storage));
vi.mock('../../../lib/data-client', () => ({
  getDataClient: () => ({ models: { Devocionario: state.model } }),
}));

import BookletsAdminPage from './BookletsAdminPage';

const rosario = { id: 'd1', name: 'Santo Rosario', pagesFolder: 'rosario', createdAt: '2025-01-01T00:00:00Z' };
const renderAdminScreen = setUpAdminScreenTests();
beforeEach(() => {
  state.storage = createFakeStorage(['devocionario/rosario/pagina-01.jpg', 'devocionario/rosario/pagina-02.jpg']);
  state.model = {
    list: vi.fn().mockResolvedValue({ data: [rosario], nextToken: null }),
    create: vi.fn(async (input: Record<string, unknown>) => ({ data: { id: 'd2', createdAt: '2026-01-01T00:00:00Z', ...input } })),
  };
});
afterEach(() => vi.useRealTimers());

const img = (name: string) => new File(['i'], name, { type: 'image/jpeg' });

describe('BookletsAdminPage (Gestión de Devocionarios)', () => {
  it('refuses an empty name or folder with a clear message, and creates otherwise', async () => {
    renderAdminScreen(<BookletsAdminPage />);
    expect(screen.getByRole('heading', { name: 'Gestión de Devocionarios' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Agregar Nuevo Devocionario' });
    fireEvent.change(within(form).getByLabelText('Nombre'), { target: { value: 'Adviento' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Crear' }));
    expect(await within(form).findByText('Escribe el nombre y la carpeta de imágenes del devocionario.')).toBeInTheDocument();
    expect(state.model.create).not.toHaveBeenCalled();
    fireEvent.change(within(form).getByLabelText('Carpeta de Imágenes (almacenamiento público)'), { target: { value: 'adviento' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Crear' }));
    expect(await screen.findByText('Devocionario creado.')).toBeInTheDocument();
    expect(state.model.create).toHaveBeenCalledWith({ name: 'Adviento', pagesFolder: 'adviento' });
    expect(screen.getByRole('button', { name: /Adviento/ })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows "Error al crear el devocionario." when the record fails', async () => {
    state.model.create.mockResolvedValue({ data: null, errors: [{ message: 'Unauthorized' }] });
    renderAdminScreen(<BookletsAdminPage />);
    fireEvent.change(screen.getByLabelText('Nombre'), { target: { value: 'A' } });
    fireEvent.change(screen.getByLabelText('Carpeta de Imágenes (almacenamiento público)'), { target: { value: 'a' } });
    fireEvent.click(screen.getByRole('button', { name: 'Crear' }));
    expect(await screen.findByText('Error al crear el devocionario.')).toBeInTheDocument();
  });

  it('alerts "Selecciona un devocionario primero." and keeps the upload button disabled without files', async () => {
    renderAdminScreen(<BookletsAdminPage />);
    await screen.findByRole('button', { name: /Santo Rosario/ });
    const upload = screen.getByRole('button', { name: 'Subir' });
    expect(upload).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Subir Imágenes'), { target: { files: [img('a.jpg')] } });
    expect(upload).toBeEnabled();
    fireEvent.click(upload);
    expect(await screen.findByText('Selecciona un devocionario primero.')).toBeInTheDocument();
    expect(state.storage.calls.filter((c) => c.startsWith('upload'))).toEqual([]);
  });

  it('lists WebP pages like the public viewer does, without their renditions', async () => {
    state.storage = createFakeStorage([
      'devocionario/rosario/pagina-01.webp',
      'devocionario/rosario/pagina-01.webp.w320.webp',
      'devocionario/rosario/pagina-02.jpg',
      'devocionario/rosario/pagina-02.jpg.w320.webp',
    ]);
    renderAdminScreen(<BookletsAdminPage />);
    fireEvent.click(await screen.findByRole('button', { name: /Santo Rosario/ }));
    expect(await screen.findByRole('button', { name: 'Eliminar pagina-01.webp' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Eliminar pagina-02.jpg' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /\.w320\.webp$/ })).not.toBeInTheDocument();
  });

  it('selects a booklet, loads its images, uploads more (then checks them) and deletes one after confirming', async () => {
    renderAdminScreen(<BookletsAdminPage />);
    fireEvent.click(await screen.findByRole('button', { name: /Santo Rosario/ }));
    expect(screen.getByRole('button', { name: /Santo Rosario/ })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('Cargando imágenes...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Imágenes Públicas del Devocionario: Santo Rosario' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Eliminar pagina-02.jpg' })).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Subir Imágenes'), { target: { files: [img('página 03.jpg')] } });
    fireEvent.click(screen.getByRole('button', { name: 'Subir' }));
    expect(await screen.findByText('Imágenes subidas.')).toBeInTheDocument();
    expect(state.storage.calls).toContain('upload devocionario/rosario/pagina-03.jpg');
    expect(state.storage.calls).toContain('head devocionario/rosario/pagina-03.jpg');
    expect(await screen.findByRole('button', { name: 'Eliminar pagina-03.jpg' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subir' })).toBeDisabled();

    fireEvent.click(screen.getByRole('button', { name: 'Eliminar pagina-01.jpg' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('¿Seguro que deseas eliminar esta imagen?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Imagen eliminada.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Eliminar pagina-01.jpg' })).not.toBeInTheDocument();
    expect(state.storage.objects.has('devocionario/rosario/pagina-01.jpg')).toBe(false);
  });

  it('throws the spec message when an uploaded image never becomes reachable (5 checks, 1 s apart)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    // The upload "succeeds" but the object never shows up to HEAD.
    const upload = state.storage.module.uploadData;
    state.storage.module.uploadData = (input) => {
      const task = upload(input);
      return { result: task.result.then((r) => (state.storage.objects.delete(input.path), r)) };
    };
    renderAdminScreen(<BookletsAdminPage />);
    await act(() => vi.advanceTimersByTimeAsync(0));
    fireEvent.click(screen.getByRole('button', { name: /Santo Rosario/ }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    fireEvent.change(screen.getByLabelText('Subir Imágenes'), { target: { files: [img('x.jpg')] } });
    fireEvent.click(screen.getByRole('button', { name: 'Subir' }));
    await act(() => vi.advanceTimersByTimeAsync(3999));
    expect(state.storage.calls.filter((c) => c === 'head devocionario/rosario/x.jpg')).toHaveLength(4);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(state.storage.calls.filter((c) => c === 'head devocionario/rosario/x.jpg')).toHaveLength(5);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'No se pudo obtener la URL para devocionario/rosario/x.jpg después de 5 intentos.',
    );
  });

  it('undoes the new pages of a failed batch but keeps the pages it replaced', async () => {
    const upload = state.storage.module.uploadData;
    state.storage.module.uploadData = (input) =>
      input.path.endsWith('rota.jpg') ? { result: Promise.reject(new Error('network')) } : upload(input);
    renderAdminScreen(<BookletsAdminPage />);
    fireEvent.click(await screen.findByRole('button', { name: /Santo Rosario/ }));
    await screen.findByRole('button', { name: 'Eliminar pagina-02.jpg' });
    fireEvent.change(screen.getByLabelText('Subir Imágenes'), {
      target: { files: [img('pagina-02.jpg'), img('pagina-09.jpg'), img('rota.jpg')] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Subir' }));
    expect(await screen.findByText('Error al subir imágenes.')).toBeInTheDocument();
    expect([...state.storage.objects.keys()].sort()).toEqual(['devocionario/rosario/pagina-01.jpg', 'devocionario/rosario/pagina-02.jpg']);
  });
});
