import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setUpAdminScreenTests } from '../testing/harness';
import { createFakeStorage, type FakeStorage } from '../testing/fakeStorage';
import { fakeGraphql, fakeIndexModel, fakeTable, type FakeTable } from '../testing/fakeData';
import { seriousViolations } from '../../../testing/axe';

const state = vi.hoisted(() => ({
  storage: null as unknown as FakeStorage,
  table: null as unknown as FakeTable,
  graphql: null as unknown as ReturnType<typeof fakeGraphql>,
  /** The video gallery's index models: what the screen writes to them. */
  entries: null as unknown as ReturnType<typeof fakeIndexModel>,
  tags: null as unknown as ReturnType<typeof fakeIndexModel>,
}));
vi.mock('aws-amplify/storage', async () => (await import('../testing/fakeStorage')).forwardStorage(() => state.storage));
vi.mock('../shared/imageCodec', async () => import('../testing/fakeCodec'));
vi.mock('../../../lib/data-client', () => ({
  getDataClient: () => ({
    models: { Conferencia: state.table.model, ConferenciaEtiqueta: state.entries, Etiqueta: state.tags },
    graphql: (args: never) => state.graphql(args),
  }),
}));
// jsdom plays no video: the frames and the length the browser would read are given here.
vi.mock('./videoFrames', () => ({
  captureFrames: vi.fn(async () => ({
    durationSeconds: 95,
    frames: [9.5, 33.25, 57, 80.75].map((time) => ({ time, blob: new Blob([`frame ${time}`], { type: 'image/jpeg' }) })),
  })),
  videoDuration: vi.fn(async () => 61),
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
  updatedAt: `2025-01-${String(n).padStart(2, '0')}T00:00:00Z`,
  ...extra,
});

const renderAdminScreen = setUpAdminScreenTests();
beforeEach(() => {
  state.storage = createFakeStorage(['conferencias/publico/v1.mp4', 'conferencias/miniaturas/v1.png']);
  state.table = fakeTable([video(1)]);
  state.graphql = fakeGraphql(() => ({ Conferencia: state.table }));
  state.entries = fakeIndexModel();
  state.tags = fakeIndexModel();
});

function renderPage() {
  renderAdminScreen(<VideosAdminPage />);
}
const pick = (label: string, file: File) => fireEvent.change(screen.getByLabelText(label), { target: { files: [file] } });
const mp4 = new File(['v'], 'clase nueva.mp4', { type: 'video/mp4' });
const png = new File(['p'], 'mini.png', { type: 'image/png' });

describe('VideosAdminPage', () => {
  it('says "No hay videos disponibles." when there are none', async () => {
    state.table.model.list.mockResolvedValue({ data: [], nextToken: null });
    renderPage();
    expect(await screen.findByText('No hay videos disponibles.')).toBeInTheDocument();
  });

  it('shows the table with Público / Privado and pages of five with Anterior / Siguiente', async () => {
    state.table.model.list.mockResolvedValue({
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
    expect(paid).toHaveTextContent('Privado · $25.00');
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
    fireEvent.change(screen.getByLabelText('Etiquetas (separadas por comas)'), { target: { value: 'Fe' } });
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
    const input = state.table.model.create.mock.calls[0][0];
    expect(input).toMatchObject({ title: 'Clase de pago', description: 'Con costo', isFree: false, cost: 49.9, views: 0, likes: 0 });
    expect(input.videoPath).toMatch(/^conferencias\/privado\/[0-9a-z]+-clase-nueva\.mp4$/);
    expect(input.thumbnailPath).toMatch(/^conferencias\/miniaturas\/[0-9a-z]+-mini\.png$/);
    expect(state.storage.objects.has(input.videoPath)).toBe(true);
    expect(input.durationSeconds).toBe(95);
    expect(state.storage.objects.has(`${input.thumbnailPath}.w320.webp`)).toBe(true);
    // /conferencias finds it under each of its tags, in the order of publication.
    const created = (await state.table.model.create.mock.results[0].value).data;
    await waitFor(() =>
      expect(state.entries.create).toHaveBeenCalledWith({ etiqueta: 'fe', conferenciaId: created.id, publishedAt: created.publishedAt }),
    );
   }, 20_000);

  it('puts the video gallery index right on load when a stored video is missing from it, and says so', async () => {
    renderPage();
    // Video 1 has no publication date and no entries or tags in the (empty) index: 1 + 2 + 2 writes.
    expect(await screen.findByText('Se actualizó el índice de la galería de videos (5 cambios).')).toBeInTheDocument();
    expect(state.table.model.update).toHaveBeenCalledWith({ id: 'v1', catalogo: 'CONFERENCIA', publishedAt: '2025-01-01T00:00:00Z' });
    expect(state.entries.create).toHaveBeenCalledWith({ etiqueta: 'familia', conferenciaId: 'v1', publishedAt: '2025-01-01T00:00:00Z' });
    expect(state.tags.create).toHaveBeenCalledWith({ kind: 'CONFERENCIA', clave: 'fe', nombre: 'fe' });
  });

  it('offers frames of the chosen video as its thumbnail when none is chosen, and stores the one picked', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Agregar Nuevo Video' }));
    const dialog = screen.getByRole('dialog', { name: 'Agregar Nuevo Video' });
    fireEvent.change(within(dialog).getByLabelText('Título'), { target: { value: 'Con cuadro' } });
    fireEvent.change(within(dialog).getByLabelText('Descripción'), { target: { value: 'Sin miniatura' } });
    pick('Archivo de video', mp4);
    const frames = await within(dialog).findByRole('group', { name: 'Miniatura: elige un cuadro del video' });
    expect(within(dialog).getByText('Duración: 1:35')).toBeInTheDocument();
    expect(within(frames).getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual([
      'Cuadro en 0:10',
      'Cuadro en 0:33',
      'Cuadro en 0:57',
      'Cuadro en 1:21',
    ]);
    expect(await seriousViolations(dialog)).toEqual([]);
    // Without a pick there is no thumbnail yet: the spec's required-fields message.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('Por favor completa todos los campos requeridos.')).toBeInTheDocument();
    fireEvent.click(within(frames).getByRole('radio', { name: 'Cuadro en 0:33' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Video creado con éxito.')).toBeInTheDocument();
    const input = state.table.model.create.mock.calls[0][0];
    expect(input.thumbnailPath).toMatch(/^conferencias\/miniaturas\/[0-9a-z]+-cuadro-0m33s\.jpg$/);
    expect(await (state.storage.objects.get(input.thumbnailPath) as Blob).text()).toBe('frame 33.25');
    expect(state.storage.objects.has(`${input.thumbnailPath}.w640.webp`)).toBe(true);
    expect(input.durationSeconds).toBe(95);
    expect(screen.getByRole('rowheader', { name: /Con cuadro/ })).toHaveTextContent('(1:35)');
  }, 20_000);

  it('refuses to overwrite a video another admin changed meanwhile', async () => {
    renderPage();
    const row = (await screen.findByRole('rowheader', { name: 'Conferencia 1' })).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Editar' }));
    state.table.touch('v1', { title: 'Conferencia 1 (corregida)' });
    fireEvent.change(screen.getByLabelText('Descripción'), { target: { value: 'Otra descripción' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(/Otra persona modificó este elemento mientras lo editabas/)).toBeInTheDocument();
    expect(state.table.rows.get('v1')).toMatchObject({ title: 'Conferencia 1 (corregida)', description: 'Descripción 1' });
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
    expect(state.table.model.create).not.toHaveBeenCalled();
    expect([...state.storage.objects.keys()]).toEqual(['conferencias/publico/v1.mp4', 'conferencias/miniaturas/v1.png']);
  });

  it('moves the video file to privado when its type changes, removing the old one after the update', async () => {
    renderPage();
    const row = (await screen.findByRole('rowheader', { name: 'Conferencia 1' })).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Editar' }));
    expect(await screen.findByText('Duración: 1:01')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Tipo'), { target: { value: 'paid' } });
    fireEvent.change(screen.getByLabelText('Costo'), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Video actualizado con éxito.')).toBeInTheDocument();
    expect(state.table.rows.get('v1')).toMatchObject({
      isFree: false,
      cost: 10,
      videoPath: 'conferencias/privado/v1.mp4',
      thumbnailPath: 'conferencias/miniaturas/v1.png',
    });
    // The length was never recorded: the form read it from the stored video.
    expect(state.table.rows.get('v1')!.durationSeconds).toBe(61);
    expect([...state.storage.objects.keys()].sort()).toEqual(['conferencias/miniaturas/v1.png', 'conferencias/privado/v1.mp4']);
  });

  it('keeps the file where it was when the update fails', async () => {
    state.graphql.mockRejectedValueOnce({ errors: [{ errorType: 'DynamoDB:ProvisionedThroughputExceededException', message: 'boom' }] });
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
    expect(dialog).toHaveAccessibleDescription('¿Seguro que deseas eliminar este video? «Conferencia 1»');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Video eliminado con éxito.')).toBeInTheDocument();
    expect(state.table.model.delete).toHaveBeenCalledWith({ id: 'v1' });
    expect(state.entries.delete).toHaveBeenCalledWith({ etiqueta: 'fe', conferenciaId: 'v1' });
    expect(state.storage.objects.size).toBe(0);
    await waitFor(() => expect(screen.getByText('No hay videos disponibles.')).toBeInTheDocument());
  });

  it('shows "Error al eliminar el video." when the delete fails', async () => {
    state.table.model.delete.mockRejectedValue(new Error('network'));
    renderPage();
    const row = (await screen.findByRole('rowheader', { name: 'Conferencia 1' })).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Eliminar' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Error al eliminar el video.')).toBeInTheDocument();
    expect(state.storage.objects.size).toBe(2);
  });
});
