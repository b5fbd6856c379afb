import { act, fireEvent, screen, within } from '@testing-library/react';
import { createFakeStorage, type FakeStorage } from '../testing/fakeStorage';
import { setUpAdminScreenTests } from '../testing/harness';
import { fakeGraphql, fakeIndexModel, fakeTable, type FakeTable } from '../testing/fakeData';
import { seriousViolations } from '../../../testing/axe';

const state = vi.hoisted(() => ({
  storage: null as unknown as FakeStorage,
  table: null as unknown as FakeTable,
  graphql: null as unknown as ReturnType<typeof fakeGraphql>,
  /** The public gallery's index models: what the screen writes to them. */
  entries: null as unknown as ReturnType<typeof fakeIndexModel>,
  tags: null as unknown as ReturnType<typeof fakeIndexModel>,
}));
vi.mock('aws-amplify/storage', async () => (await import('../testing/fakeStorage')).forwardStorage(() => state.storage));
vi.mock('../shared/imageCodec', async () => import('../testing/fakeCodec'));
vi.mock('../../../lib/data-client', () => ({
  getDataClient: () => ({
    models: { Imagen: state.table.model, ImagenEtiqueta: state.entries, Etiqueta: state.tags },
    graphql: (args: never) => state.graphql(args),
  }),
}));

import GalleryAdminPage from './GalleryAdminPage';
import { GalleryImageCard } from './GalleryImageCard';
import type { GalleryImage } from './useGalleryAdmin';

const stored = {
  id: 'i1',
  filePath: 'galeria/public/oracion.jpg',
  etiquetas: 'oración',
  isPublica: true,
  costo: 0,
  createdAt: '2025-01-01T00:00:00Z',
  updatedAt: '2025-01-01T00:00:00Z',
};
const png = (name: string) => new File(['x'], name, { type: 'image/png' });
const renderAdminScreen = setUpAdminScreenTests();
beforeEach(() => {
  state.storage = createFakeStorage([stored.filePath, `${stored.filePath}.w320.webp`]);
  state.table = fakeTable([{ ...stored }]);
  state.graphql = fakeGraphql(() => ({ Imagen: state.table }));
  state.entries = fakeIndexModel();
  state.tags = fakeIndexModel();
});

const chooseFiles = (files: File[]) => fireEvent.change(screen.getByLabelText('Imágenes', { selector: 'input' }), { target: { files } });

describe('GalleryAdminPage', () => {
  it('asks for a file with "Por favor selecciona un archivo."', async () => {
    renderAdminScreen(<GalleryAdminPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Subir imagen' }));
    expect(await screen.findByText('Por favor selecciona un archivo.')).toBeInTheDocument();
  });

  it('uploads a private image with its cost and title into galeria/private, with renditions, then creates the record', async () => {
    renderAdminScreen(<GalleryAdminPage />);
    await screen.findByAltText('oracion.jpg');
    chooseFiles([png('misa.png')]);
    fireEvent.change(screen.getByLabelText('Título de la imagen misa.png'), { target: { value: '  La  Misa ' } });
    fireEvent.change(screen.getByLabelText('Etiquetas (separadas por comas)'), { target: { value: 'misa, Misa, teoría' } });
    fireEvent.click(screen.getByLabelText('Pública'));
    fireEvent.change(screen.getByLabelText('Costo (donativo)'), { target: { value: '15' } });
    fireEvent.click(screen.getByRole('button', { name: 'Subir imagen' }));
    expect(await screen.findByText('Imagen subida con éxito.')).toBeInTheDocument();
    const input = state.table.model.create.mock.calls[0][0];
    expect(input).toMatchObject({ etiquetas: 'misa,teoría', isPublica: false, costo: 15, title: 'La Misa' });
    expect(input.filePath).toMatch(/^galeria\/private\/[0-9a-z]+-misa\.png$/);
    expect(state.storage.objects.has(`${input.filePath}.w320.webp`)).toBe(true);
    expect(state.storage.objects.has(`${input.filePath}.w640.webp`)).toBe(true);
    // The public gallery's tag index gets the new image under each of its tags.
    const id = (await state.table.model.create.mock.results[0].value).data.id;
    const written = state.entries.create.mock.calls.map(([entry]) => entry).filter((entry) => entry.imagenId === id);
    expect(written.map((entry) => entry.etiqueta).sort()).toEqual(['misa', 'teoría']);
    expect(written[0]).toMatchObject({ filePath: input.filePath, isPublica: false, costo: 15, title: 'La Misa', etiquetas: 'misa,teoría' });
    expect(state.tags.create.mock.calls.map(([tag]) => tag)).toEqual(
      expect.arrayContaining([
        { kind: 'IMAGEN', clave: 'misa', nombre: 'misa' },
        { kind: 'IMAGEN', clave: 'teoría', nombre: 'teoría' },
      ]),
    );
  });

  it('puts the public gallery index right when it lacks a stored image, and says so', async () => {
    renderAdminScreen(<GalleryAdminPage />);
    // The stored image is off the feed and has no entry or tag in the (empty) index: 3 writes.
    expect(await screen.findByText('Se actualizó el índice de la galería pública (3 cambios).')).toBeInTheDocument();
    expect(state.entries.create).toHaveBeenCalledWith(
      expect.objectContaining({ etiqueta: 'oración', imagenId: 'i1', filePath: stored.filePath }),
    );
    expect(state.tags.create).toHaveBeenCalledWith({ kind: 'IMAGEN', clave: 'oración', nombre: 'oración' });
    expect(state.table.model.update).toHaveBeenCalledWith({ id: 'i1', catalogo: 'IMAGEN' });
  });

  it('uploads three images at once with shared tags, progress for each, and a summary naming the one that failed', async () => {
    const { container } = renderAdminScreen(<GalleryAdminPage />);
    await screen.findByAltText('oracion.jpg');
    // The second one cannot be read as an image (damaged): only it fails.
    chooseFiles([png('uno.png'), png('ilegible-dos.png'), png('tres.png')]);
    expect(screen.getByRole('list', { name: '3 imágenes elegidas' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progreso de ilegible-dos.png' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Título de la imagen tres.png'), { target: { value: 'Tercera' } });
    fireEvent.change(screen.getByLabelText('Etiquetas (separadas por comas)'), { target: { value: 'actividades, niños' } });
    expect(await seriousViolations(container)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Subir 3 imágenes' }));
    const summary = (await screen.findByText(/Se subieron 2 de 3 imágenes\./)).closest('[role="alert"]')!;
    expect(summary).toHaveTextContent('ilegible-dos.png: No se pudo leer la imagen «ilegible-dos.png»');
    const created = state.table.model.create.mock.calls.map((call) => call[0]);
    expect(created).toHaveLength(2);
    expect(created.every((c) => c.etiquetas === 'actividades,niños' && c.isPublica === true)).toBe(true);
    expect(created.map((c) => c.title).sort()).toEqual([null, 'Tercera'].sort());
    // The failed one stays listed to try again; nothing of it was stored.
    expect(screen.getByRole('list', { name: '1 imagen elegida' })).toHaveTextContent('ilegible-dos.png');
    expect([...state.storage.objects.keys()].filter((k) => k.includes('dos'))).toEqual([]);
  }, 20_000);

  it('removes the file again when the record fails ("Hubo un error al subir la imagen.")', async () => {
    state.table.model.create.mockResolvedValue({ data: null, errors: [{ message: 'Unauthorized' }] });
    renderAdminScreen(<GalleryAdminPage />);
    chooseFiles([png('misa.png')]);
    fireEvent.click(screen.getByRole('button', { name: 'Subir imagen' }));
    const summary = (await screen.findByText(/Se subió 0 de 1 imagen\./)).closest('[role="alert"]')!;
    expect(summary).toHaveTextContent('misa.png: Hubo un error al subir la imagen.');
    expect([...state.storage.objects.keys()].sort()).toEqual([stored.filePath, `${stored.filePath}.w320.webp`]);
  });

  it('saves an edited title and tags, refuses to overwrite another admin’s change, or says "No se pudieron actualizar las etiquetas."', async () => {
    renderAdminScreen(<GalleryAdminPage />);
    const tags = await screen.findByLabelText('Etiquetas de la imagen oracion.jpg');
    const card = tags.closest('li')!;
    fireEvent.change(within(card).getByLabelText('Título de la imagen oracion.jpg'), { target: { value: 'La oración' } });
    fireEvent.change(tags, { target: { value: 'oración, rosario' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('Cambios guardados.')).toBeInTheDocument();
    expect(state.table.rows.get('i1')).toMatchObject({ etiquetas: 'oración,rosario', title: 'La oración' });
    expect(within(card).getByAltText('La oración')).toBeInTheDocument();
    // The saved values become the fields' values in an effect: let it run before editing again.
    await act(async () => {});

    state.table.touch('i1', { etiquetas: 'cambiada' });
    fireEvent.change(tags, { target: { value: 'mía' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText(/Otra persona modificó este elemento/)).toBeInTheDocument();
    expect(state.table.rows.get('i1')!.etiquetas).toBe('cambiada');

    state.graphql.mockRejectedValueOnce(new Error('offline'));
    fireEvent.change(await screen.findByDisplayValue('cambiada'), { target: { value: 'otra' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Guardar' }));
    expect(await screen.findByText('No se pudieron actualizar las etiquetas.')).toBeInTheDocument();
  });

  it('deletes after "¿Seguro que deseas eliminar esta imagen?" naming it, with its renditions', async () => {
    renderAdminScreen(<GalleryAdminPage />);
    const card = (await screen.findByLabelText('Etiquetas de la imagen oracion.jpg')).closest('li')!;
    fireEvent.click(within(card).getByRole('button', { name: 'Eliminar' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveAccessibleDescription('¿Seguro que deseas eliminar esta imagen? «oracion.jpg»');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Imagen eliminada.')).toBeInTheDocument();
    expect(state.storage.objects.size).toBe(0);
    expect(screen.getByText('No hay imágenes.')).toBeInTheDocument();
  });
});

describe('GalleryImageCard', () => {
  it('keeps what the admin is typing when the image is read again with the same values', () => {
    const card = (shown: GalleryImage) => <GalleryImageCard image={shown} onSave={vi.fn()} onDelete={vi.fn()} />;
    const { rerender } = renderAdminScreen(card(stored as GalleryImage));
    const title = () => screen.getByLabelText('Título de la imagen oracion.jpg');
    const tags = () => screen.getByLabelText('Etiquetas de la imagen oracion.jpg');
    fireEvent.change(title(), { target: { value: 'La oración' } });
    fireEvent.change(tags(), { target: { value: 'oración, rosario' } });
    // As the tag index's repair hands it back: a new record, its missing title now null.
    rerender(card({ ...stored, title: null, catalogo: 'IMAGEN' } as GalleryImage));
    expect(title()).toHaveValue('La oración');
    expect(tags()).toHaveValue('oración, rosario');
    // Changed values, after a save or another admin's, replace the fields'.
    rerender(card({ ...stored, title: 'Oración', etiquetas: 'oración,rosario' } as GalleryImage));
    expect(title()).toHaveValue('Oración');
  });
});
