import { act, fireEvent, screen, within } from '@testing-library/react';
import { createFakeStorage, type FakeStorage } from '../testing/fakeStorage';
import { setUpAdminScreenTests } from '../testing/harness';
import { fakeGraphql, fakeTable, type FakeTable } from '../testing/fakeData';
import { seriousViolations } from '../../../testing/axe';

const state = vi.hoisted(() => ({
  storage: null as unknown as FakeStorage,
  table: null as unknown as FakeTable,
  graphql: null as unknown as ReturnType<typeof fakeGraphql>,
}));
vi.mock('aws-amplify/storage', async () => (await import('../testing/fakeStorage')).forwardStorage(() => state.storage));
vi.mock('../shared/imageCodec', async () => import('../testing/fakeCodec'));
vi.mock('../../../lib/data-client', () => ({
  getDataClient: () => ({ models: { Devocionario: state.table.model }, graphql: (args: never) => state.graphql(args) }),
}));

import BookletsAdminPage from './BookletsAdminPage';

const rosario = { id: 'd1', name: 'Santo Rosario', pagesFolder: 'rosario', createdAt: '2025-01-01T00:00:00Z', updatedAt: '2025-01-01T00:00:00Z' };
const renderAdminScreen = setUpAdminScreenTests();
beforeEach(() => {
  state.storage = createFakeStorage(['devocionario/rosario/pagina-01.jpg', 'devocionario/rosario/pagina-02.jpg']);
  state.table = fakeTable([{ ...rosario }], () => 'd2');
  state.graphql = fakeGraphql(() => ({ Devocionario: state.table }));
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
    expect(state.table.model.create).not.toHaveBeenCalled();
    fireEvent.change(within(form).getByLabelText('Carpeta de Imágenes (almacenamiento público)'), { target: { value: 'adviento' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Crear' }));
    expect(await screen.findByText('Devocionario creado.')).toBeInTheDocument();
    expect(state.table.model.create).toHaveBeenCalledWith({ name: 'Adviento', pagesFolder: 'adviento' });
    expect(screen.getByRole('button', { name: /Adviento/ })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows "Error al crear el devocionario." when the record fails', async () => {
    state.table.model.create.mockResolvedValue({ data: null, errors: [{ message: 'Unauthorized' }] });
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

  it('keeps the first page /devocionario shows in the record: written on load when missing, moved when the pages change', async () => {
    // A second booklet shows the same folder; a third already has its first page in its record.
    state.table = fakeTable(
      [
        { ...rosario },
        { ...rosario, id: 'd2', name: 'Rosario breve' },
        { ...rosario, id: 'd3', name: 'Adviento', pagesFolder: 'adviento', portada: 'devocionario/adviento/1.jpg' },
      ],
      () => 'd4',
    );
    renderAdminScreen(<BookletsAdminPage />);
    await vi.waitFor(() => expect(state.table.rows.get('d2')!.portada).toBe('devocionario/rosario/pagina-01.jpg'));
    expect(state.table.rows.get('d1')!.portada).toBe('devocionario/rosario/pagina-01.jpg');
    // Only the folder whose booklets lacked it was listed; the other record was left alone.
    expect(state.storage.calls.filter((c) => c.startsWith('list'))).toEqual(['list devocionario/rosario/']);
    expect(state.table.model.update).toHaveBeenCalledTimes(2);

    fireEvent.click(await screen.findByRole('button', { name: /Santo Rosario/ }));
    // A page that sorts first (numbers in order: 'pagina-00' before 'pagina-01') becomes the cover.
    fireEvent.change(screen.getByLabelText('Subir Imágenes'), { target: { files: [img('pagina-00.jpg')] } });
    fireEvent.click(screen.getByRole('button', { name: 'Subir' }));
    await vi.waitFor(() => expect(state.table.rows.get('d1')!.portada).toBe('devocionario/rosario/pagina-00.jpg'));
    expect(state.table.rows.get('d2')!.portada).toBe('devocionario/rosario/pagina-00.jpg');

    // Deleting it moves the cover to the next page; a rename afterwards is not refused as another admin's change.
    fireEvent.click(await screen.findByRole('button', { name: 'Eliminar pagina-00.jpg' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Eliminar' }));
    await vi.waitFor(() => expect(state.table.rows.get('d1')!.portada).toBe('devocionario/rosario/pagina-01.jpg'));
    const settings = screen.getByRole('form', { name: 'Nombre y eliminación' });
    fireEvent.change(within(settings).getByLabelText('Nombre'), { target: { value: 'El Santo Rosario' } });
    fireEvent.click(within(settings).getByRole('button', { name: 'Guardar nombre' }));
    expect(await screen.findByText('Devocionario «Santo Rosario» ahora se llama «El Santo Rosario».')).toBeInTheDocument();
    expect(state.table.rows.get('d3')!.portada).toBe('devocionario/adviento/1.jpg');
  }, 20_000);

  it("records an empty folder as '' so that later loads do not list it again, and a first upload replaces it", async () => {
    state.table = fakeTable([{ ...rosario, id: 'd5', name: 'Cuaresma', pagesFolder: 'cuaresma' }], () => 'd6');
    const { unmount } = renderAdminScreen(<BookletsAdminPage />);
    await vi.waitFor(() => expect(state.table.rows.get('d5')!.portada).toBe(''));
    expect(state.storage.calls.filter((c) => c.startsWith('list'))).toEqual(['list devocionario/cuaresma/']);
    unmount();

    // The studio opened again: nothing to list for the booklet's cover.
    state.storage.calls.length = 0;
    renderAdminScreen(<BookletsAdminPage />);
    fireEvent.click(await screen.findByRole('button', { name: /Cuaresma/ }));
    fireEvent.change(await screen.findByLabelText('Subir Imágenes'), { target: { files: [img('pagina-01.jpg')] } });
    fireEvent.click(screen.getByRole('button', { name: 'Subir' }));
    await vi.waitFor(() => expect(state.table.rows.get('d5')!.portada).toBe('devocionario/cuaresma/pagina-01.jpg'));
    // Listed only when selected and after the upload, never for the cover on load.
    expect(state.storage.calls.filter((c) => c.startsWith('list')).every((c) => c === 'list devocionario/cuaresma/')).toBe(true);
    expect(state.table.model.update).toHaveBeenCalledTimes(2);
  }, 20_000);

  it('throws the spec message when an uploaded image never becomes reachable (5 checks, 1 s apart)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    // The upload "succeeds" but the object never shows up to HEAD.
    const upload = state.storage.module.uploadData;
    state.storage.module.uploadData = (input) => {
      const task = upload(input);
      return { result: task.result.then((r) => (state.storage.objects.delete(input.path), r)) };
    };
    // The HEAD checks of the uploaded image so far, and 1 ms steps of the fake clock until `done` (at most `maxMs`).
    const heads = () => state.storage.calls.filter((c) => c === 'head devocionario/rosario/x.jpg');
    const advanceUntil = async (done: () => boolean, maxMs: number) => {
      for (let ms = 0; ms < maxMs && !done(); ms++) await act(() => vi.advanceTimersByTimeAsync(1));
    };
    renderAdminScreen(<BookletsAdminPage />);
    await act(() => vi.advanceTimersByTimeAsync(0));
    fireEvent.click(screen.getByRole('button', { name: /Santo Rosario/ }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    fireEvent.change(screen.getByLabelText('Subir Imágenes'), { target: { files: [img('x.jpg')] } });
    fireEvent.click(screen.getByRole('button', { name: 'Subir' }));
    // The original and its renditions go up first (no waiting); the checks start after.
    await advanceUntil(() => heads().length > 0, 500);
    expect(heads()).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(3999));
    expect(heads()).toHaveLength(4);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(heads()).toHaveLength(5);
    // The folder is listed again (its answer comes in a later task) before the message shows; no check is made meanwhile.
    await advanceUntil(() => screen.queryByRole('alert') !== null, 50);
    expect(heads()).toHaveLength(5);
    expect(screen.getByRole('alert')).toHaveTextContent('No se pudo obtener la URL para devocionario/rosario/x.jpg después de 5 intentos.');
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
    // pagina-02.jpg was replaced (and keeps its new renditions); pagina-09.jpg went again with its renditions.
    expect([...state.storage.objects.keys()].filter((k) => !k.endsWith('.webp')).sort()).toEqual([
      'devocionario/rosario/pagina-01.jpg',
      'devocionario/rosario/pagina-02.jpg',
    ]);
    expect([...state.storage.objects.keys()].filter((k) => k.includes('pagina-09'))).toEqual([]);
  });

  it('renames the selected booklet (its pages stay in their folder), and refuses to overwrite another admin’s change', async () => {
    const { container } = renderAdminScreen(<BookletsAdminPage />);
    fireEvent.click(await screen.findByRole('button', { name: /Santo Rosario/ }));
    const settings = await screen.findByRole('form', { name: 'Nombre y eliminación' });
    expect(await seriousViolations(container)).toEqual([]);
    fireEvent.change(within(settings).getByLabelText('Nombre'), { target: { value: 'El Santo Rosario' } });
    fireEvent.click(within(settings).getByRole('button', { name: 'Guardar nombre' }));
    expect(await screen.findByText('Devocionario «Santo Rosario» ahora se llama «El Santo Rosario».')).toBeInTheDocument();
    expect(state.table.rows.get('d1')).toMatchObject({ name: 'El Santo Rosario', pagesFolder: 'rosario' });
    expect(screen.getByRole('heading', { name: 'Imágenes Públicas del Devocionario: El Santo Rosario' })).toBeInTheDocument();

    state.table.touch('d1', { name: 'Rosario (otra persona)' });
    const again = screen.getByRole('form', { name: 'Nombre y eliminación' });
    fireEvent.change(within(again).getByLabelText('Nombre'), { target: { value: 'Mi nombre' } });
    fireEvent.click(within(again).getByRole('button', { name: 'Guardar nombre' }));
    expect(await screen.findByText(/Otra persona modificó este elemento/)).toBeInTheDocument();
    expect(state.table.rows.get('d1')!.name).toBe('Rosario (otra persona)');
  }, 20_000);

  it('deletes a booklet with all its pages and renditions after a confirmation that names it', async () => {
    state.storage = createFakeStorage([
      'devocionario/rosario/pagina-01.jpg',
      'devocionario/rosario/pagina-01.jpg.w320.webp',
      'devocionario/rosario/pagina-02.jpg',
      'devocionario/rosario-2/pagina-01.jpg',
    ]);
    renderAdminScreen(<BookletsAdminPage />);
    fireEvent.click(await screen.findByRole('button', { name: /Santo Rosario/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Eliminar devocionario' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveAccessibleDescription('¿Seguro que deseas eliminar este devocionario con todas sus páginas? «Santo Rosario»');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Devocionario «Santo Rosario» eliminado con todas sus páginas.')).toBeInTheDocument();
    expect(state.table.rows.size).toBe(0);
    expect([...state.storage.objects.keys()]).toEqual(['devocionario/rosario-2/pagina-01.jpg']);
    expect(screen.queryByRole('button', { name: /Santo Rosario/ })).not.toBeInTheDocument();
  });
});
