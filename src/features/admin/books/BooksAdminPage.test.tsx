import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setUpAdminScreenTests } from '../testing/harness';
import { createFakeStorage, type FakeStorage } from '../testing/fakeStorage';

const state = vi.hoisted(() => ({ storage: null as unknown as FakeStorage, libro: {} as Record<string, ReturnType<typeof vi.fn>> }));
vi.mock('aws-amplify/storage', async () => (await import('../testing/fakeStorage')).forwardStorage(() => state.storage));
vi.mock('../../../lib/data-client', () => ({
  getDataClient: () => ({ models: { Libro: state.libro } }),
}));

import BooksAdminPage from './BooksAdminPage';

const existing = {
  id: 'b1',
  name: 'Primaria - Los Sacramentos',
  image: 'libros/portadas/Primaria - Los Sacramentos/portada.jpg',
  pagesFolder: 'Primaria - Los Sacramentos',
  price: 120,
  createdAt: '2025-01-01T00:00:00Z',
};
const image = (name: string) => new File(['img'], name, { type: 'image/jpeg' });

const renderAdminScreen = setUpAdminScreenTests();
beforeEach(() => {
  state.storage = createFakeStorage([
    existing.image,
    'libros/Primaria - Los Sacramentos/pagina-01.jpg',
    'libros/Primaria - Los Sacramentos/pagina-02.jpg',
    'libros/Primaria - Los Sacramentos 2/pagina-01.jpg',
    'libros/portadas/Otro/portada.jpg',
  ]);
  state.libro = {
    list: vi.fn().mockResolvedValue({ data: [existing], nextToken: null }),
    create: vi.fn(async (input: Record<string, unknown>) => ({ data: { id: 'new', createdAt: '2025-02-02T00:00:00Z', ...input } })),
    update: vi.fn(async (input: Record<string, unknown>) => ({ data: { ...existing, ...input } })),
    delete: vi.fn(async () => ({ data: existing })),
  };
});

function renderPage() {
  renderAdminScreen(<BooksAdminPage />);
}

function choose(label: string, files: File[]) {
  fireEvent.change(screen.getByLabelText(label), { target: { files } });
}

describe('BooksAdminPage', () => {
  it('lists books and keeps page upload disabled until a cover is chosen and the name is unique', async () => {
    renderPage();
    expect(await screen.findByRole('rowheader', { name: existing.name })).toBeInTheDocument();
    const pages = screen.getByLabelText('Páginas');
    expect(pages).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Nombre'), { target: { value: 'primaria - los sacramentos ' } });
    choose('Portada', [image('c.jpg')]);
    expect(screen.getByText('El nombre del libro ya existe. Por favor, elija otro.')).toBeInTheDocument();
    expect(pages).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Nombre'), { target: { value: 'Secundaria - Nuevo' } });
    expect(pages).toBeEnabled();
  });

  it('refuses to save without a cover', async () => {
    renderPage();
    await screen.findByRole('rowheader', { name: existing.name });
    fireEvent.change(screen.getByLabelText('Nombre'), { target: { value: 'Nuevo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar libro' }));
    expect(await screen.findByText('Selecciona una imagen de portada.')).toBeInTheDocument();
    expect(state.libro.create).not.toHaveBeenCalled();
  });

  it('uploads the cover, then the pages in reading order, then creates the record', async () => {
    renderPage();
    await screen.findByRole('rowheader', { name: existing.name });
    fireEvent.change(screen.getByLabelText('Nombre'), { target: { value: 'Otros - Salmos' } });
    choose('Portada', [image('tapa.jpg')]);
    choose('Páginas', [image('10.jpg'), image('2.jpg'), image('1.jpg')]);
    fireEvent.click(screen.getByRole('button', { name: 'Guardar libro' }));
    expect(await screen.findByText('Libro guardado con éxito.')).toBeInTheDocument();
    const uploads = state.storage.calls.filter((c) => c.startsWith('upload'));
    expect(uploads[0]).toMatch(/^upload libros\/portadas\/Otros - Salmos\/[0-9a-z]+-tapa\.jpg$/);
    expect(uploads.slice(1)).toEqual([
      'upload libros/Otros - Salmos/001-1.jpg',
      'upload libros/Otros - Salmos/002-2.jpg',
      'upload libros/Otros - Salmos/003-10.jpg',
    ]);
    expect(state.libro.create).toHaveBeenCalledWith({
      name: 'Otros - Salmos',
      image: expect.stringMatching(/^libros\/portadas\/Otros - Salmos\//),
      pagesFolder: 'Otros - Salmos',
      price: null,
    });
    expect(screen.getByRole('rowheader', { name: 'Otros - Salmos' })).toBeInTheDocument();
  });

  it('says "No se pudo subir ninguna página." and leaves nothing behind when every page fails', async () => {
    state.storage.failUploads.add('libros/Fallido/');
    renderPage();
    await screen.findByRole('rowheader', { name: existing.name });
    fireEvent.change(screen.getByLabelText('Nombre'), { target: { value: 'Fallido' } });
    choose('Portada', [image('tapa.jpg')]);
    choose('Páginas', [image('1.jpg'), image('2.jpg')]);
    fireEvent.click(screen.getByRole('button', { name: 'Guardar libro' }));
    expect(await screen.findByText('No se pudo subir ninguna página.')).toBeInTheDocument();
    expect(state.libro.create).not.toHaveBeenCalled();
    expect([...state.storage.objects.keys()].filter((k) => k.includes('Fallido'))).toEqual([]);
  });

  it('removes the uploaded files when the record cannot be written', async () => {
    state.libro.create.mockResolvedValue({ data: null, errors: [{ message: 'Unauthorized' }] });
    renderPage();
    await screen.findByRole('rowheader', { name: existing.name });
    fireEvent.change(screen.getByLabelText('Nombre'), { target: { value: 'Sin registro' } });
    choose('Portada', [image('tapa.jpg')]);
    choose('Páginas', [image('1.jpg')]);
    fireEvent.click(screen.getByRole('button', { name: 'Guardar libro' }));
    expect(await screen.findByText('Hubo un error al guardar el libro.')).toBeInTheDocument();
    expect([...state.storage.objects.keys()].filter((k) => k.includes('Sin registro'))).toEqual([]);
  });

  it('asks before deleting, then removes the record, the cover and the pages (and nothing of other books)', async () => {
    renderPage();
    const row = (await screen.findByRole('rowheader', { name: existing.name })).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Eliminar' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveTextContent('¿Estás seguro de que deseas eliminar este libro?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(state.libro.delete).not.toHaveBeenCalled();

    fireEvent.click(within(row).getByRole('button', { name: 'Eliminar' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Libro eliminado con éxito.')).toBeInTheDocument();
    expect(state.libro.delete).toHaveBeenCalledWith({ id: 'b1' });
    expect([...state.storage.objects.keys()].sort()).toEqual([
      'libros/Primaria - Los Sacramentos 2/pagina-01.jpg',
      'libros/portadas/Otro/portada.jpg',
    ]);
  });

  it('says which files stayed when their removal fails', async () => {
    state.storage.failRemoves.add('libros/Primaria - Los Sacramentos/pagina-02.jpg');
    renderPage();
    const row = (await screen.findByRole('rowheader', { name: existing.name })).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Eliminar' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'No se pudieron borrar estos archivos: libros/Primaria - Los Sacramentos/pagina-02.jpg',
      ),
    );
  });

  it('shows the delete error and keeps the book when the record cannot be deleted', async () => {
    state.libro.delete.mockResolvedValue({ data: null, errors: [{ message: 'Unauthorized' }] });
    renderPage();
    const row = (await screen.findByRole('rowheader', { name: existing.name })).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Eliminar' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Hubo un error al eliminar el libro.')).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: existing.name })).toBeInTheDocument();
    expect(state.storage.objects.has(existing.image)).toBe(true);
  });

  it('edits the price and replaces the cover, removing the old one after the update', async () => {
    renderPage();
    const row = (await screen.findByRole('rowheader', { name: existing.name })).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Editar' }));
    expect(screen.getByLabelText('Nombre')).toHaveAttribute('readonly');
    fireEvent.change(screen.getByLabelText('Precio (opcional)'), { target: { value: '99.5' } });
    choose('Portada', [image('nueva.jpg')]);
    fireEvent.click(screen.getByRole('button', { name: 'Guardar libro' }));
    expect(await screen.findByText('Libro actualizado con éxito.')).toBeInTheDocument();
    expect(state.libro.update).toHaveBeenCalledWith({
      id: 'b1',
      image: expect.stringMatching(/^libros\/portadas\/Primaria - Los Sacramentos\/[0-9a-z]+-nueva\.jpg$/),
      price: 99.5,
    });
    expect(state.storage.objects.has(existing.image)).toBe(false);
  });

  it('uploads a book of 100 pages four at a time, in reading order, and shows the total progress', async () => {
    renderPage();
    await screen.findByRole('rowheader', { name: existing.name });
    fireEvent.change(screen.getByLabelText('Nombre'), { target: { value: 'Cien' } });
    choose('Portada', [image('tapa.jpg')]);
    const pages = Array.from({ length: 100 }, (_, i) => image(`p${100 - i}.jpg`));
    choose('Páginas', pages);
    expect(screen.getByText('Páginas elegidas: 100')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Guardar libro' }));
    expect(await screen.findByRole('progressbar', { name: 'Progreso total de la subida' })).toBeInTheDocument();
    expect(await screen.findByText('Libro guardado con éxito.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(state.storage.peakUploads()).toBe(4);
    const pageUploads = state.storage.calls.filter((c) => c.startsWith('upload libros/Cien/'));
    expect(pageUploads).toHaveLength(100);
    expect(pageUploads[0]).toBe('upload libros/Cien/001-p1.jpg');
    expect(pageUploads[99]).toBe('upload libros/Cien/100-p100.jpg');
    expect(pageUploads).toEqual([...pageUploads].sort());
  });
});
