import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setUpAdminScreenTests } from '../testing/harness';
import { createFakeStorage, type FakeStorage } from '../testing/fakeStorage';
import { fakeGraphql, fakeTable, type FakeTable } from '../testing/fakeData';
import { BOOK_FEED, shelfFields } from '../../../../amplify/data/book-shelves';

const state = vi.hoisted(() => ({
  storage: null as unknown as FakeStorage,
  libros: null as unknown as FakeTable,
  graphql: null as unknown as ReturnType<typeof fakeGraphql>,
}));
vi.mock('aws-amplify/storage', async () => (await import('../testing/fakeStorage')).forwardStorage(() => state.storage));
vi.mock('../shared/imageCodec', async () => import('../testing/fakeCodec'));
vi.mock('../../../lib/data-client', () => ({
  getDataClient: () => ({ models: { Libro: state.libros.model }, graphql: (args: never) => state.graphql(args) }),
}));

import BooksAdminPage from './BooksAdminPage';

const existing = {
  id: 'b1',
  name: 'Primaria - Los Sacramentos',
  image: 'libros/portadas/Primaria - Los Sacramentos/portada.jpg',
  pagesFolder: 'Primaria - Los Sacramentos',
  price: 120,
  ...shelfFields({ name: 'Primaria - Los Sacramentos' }),
  catalogo: BOOK_FEED,
  createdAt: '2025-01-01T00:00:00Z',
  updatedAt: '2025-01-01T00:00:00Z',
};
const folder = 'libros/Primaria - Los Sacramentos/';
const image = (name: string) => new File(['img'], name, { type: 'image/jpeg' });
/** The originals a flow uploaded, renditions left out. */
const originalUploads = () => state.storage.calls.filter((c) => c.startsWith('upload') && !c.endsWith('.webp'));

const renderAdminScreen = setUpAdminScreenTests();
beforeEach(() => {
  state.storage = createFakeStorage([
    existing.image,
    `${folder}pagina-01.jpg`,
    `${folder}pagina-01.jpg.w320.webp`,
    `${folder}pagina-02.jpg`,
    `${folder}pagina-03.jpg`,
    'libros/Primaria - Los Sacramentos 2/pagina-01.jpg',
    'libros/portadas/Otro/portada.jpg',
  ]);
  state.libros = fakeTable([{ ...existing }]);
  state.graphql = fakeGraphql(() => ({ Libro: state.libros }));
});

function renderPage() {
  renderAdminScreen(<BooksAdminPage />);
}

function choose(label: string, files: File[]) {
  fireEvent.change(screen.getByLabelText(label), { target: { files } });
}

async function openPages() {
  const row = (await screen.findByRole('rowheader', { name: existing.name })).closest('tr')!;
  fireEvent.click(within(row).getByRole('button', { name: 'Páginas' }));
  const panel = await screen.findByRole('region', { name: `Páginas de «${existing.name}»` });
  await within(panel).findAllByRole('listitem', { name: /^Página \d+ de \d+$/ });
  return panel;
}

const shownOrder = (panel: HTMLElement) =>
  within(panel)
    .getAllByRole('listitem', { name: /^Página \d+ de \d+$/ })
    .map((item) => item.textContent?.match(/pagina-\d+\.jpg/)?.[0]);

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
    expect(state.libros.model.create).not.toHaveBeenCalled();
  });

  it('uploads the cover, then the pages in reading order with their renditions, then creates the record with that order', async () => {
    renderPage();
    await screen.findByRole('rowheader', { name: existing.name });
    fireEvent.change(screen.getByLabelText('Nombre'), { target: { value: 'Otros - Salmos' } });
    // The shelf an admin chooses takes precedence over the name's prefix.
    fireEvent.change(screen.getByLabelText('Nivel'), { target: { value: 'PRIMARIA' } });
    choose('Portada', [image('tapa.jpg')]);
    choose('Páginas', [image('10.jpg'), image('2.jpg'), image('1.jpg')]);
    fireEvent.click(screen.getByRole('button', { name: 'Guardar libro' }));
    expect(await screen.findByText('Libro guardado con éxito.')).toBeInTheDocument();
    const uploads = originalUploads();
    expect(uploads[0]).toMatch(/^upload libros\/portadas\/Otros - Salmos\/[0-9a-z]+-tapa\.jpg$/);
    const pages = ['libros/Otros - Salmos/001-1.jpg', 'libros/Otros - Salmos/002-2.jpg', 'libros/Otros - Salmos/003-10.jpg'];
    expect(uploads.slice(1)).toEqual(pages.map((p) => `upload ${p}`));
    // Every original has its four WebP renditions beside it; the widest keeps the page's own 1200 px.
    for (const page of pages) {
      const renditions = [320, 640, 960, 1280].map((w) => state.storage.objects.get(`${page}.w${w}.webp`) as Blob);
      expect(await Promise.all(renditions.map((blob) => blob.text()))).toEqual(['w320', 'w640', 'w960', 'w1200']);
    }
    expect(state.libros.model.create).toHaveBeenCalledWith({
      name: 'Otros - Salmos',
      image: expect.stringMatching(/^libros\/portadas\/Otros - Salmos\//),
      pagesFolder: 'Otros - Salmos',
      price: null,
      pageOrder: pages,
      nivel: 'PRIMARIA',
      // On the home page's shelf of its level, in name order.
      estante: 'primaria',
      orden: shelfFields({ name: 'Otros - Salmos' }).orden,
    });
    expect(screen.getByRole('rowheader', { name: 'Otros - Salmos' })).toBeInTheDocument();
  });

  it('refuses an image the browser cannot read, naming it, and stores nothing', async () => {
    renderPage();
    await screen.findByRole('rowheader', { name: existing.name });
    fireEvent.change(screen.getByLabelText('Nombre'), { target: { value: 'Dañado' } });
    choose('Portada', [image('ilegible-tapa.jpg')]);
    choose('Páginas', [image('1.jpg')]);
    fireEvent.click(screen.getByRole('button', { name: 'Guardar libro' }));
    expect(await screen.findByText(/No se pudo leer la imagen «ilegible-tapa\.jpg»/)).toBeInTheDocument();
    expect(state.libros.model.create).not.toHaveBeenCalled();
    expect([...state.storage.objects.keys()].filter((k) => k.includes('Dañado'))).toEqual([]);
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
    expect(state.libros.model.create).not.toHaveBeenCalled();
    expect([...state.storage.objects.keys()].filter((k) => k.includes('Fallido'))).toEqual([]);
  });

  it('removes the uploaded files and their renditions when the record cannot be written', async () => {
    state.libros.model.create.mockResolvedValue({ data: null, errors: [{ message: 'Unauthorized' }] });
    renderPage();
    await screen.findByRole('rowheader', { name: existing.name });
    fireEvent.change(screen.getByLabelText('Nombre'), { target: { value: 'Sin registro' } });
    choose('Portada', [image('tapa.jpg')]);
    choose('Páginas', [image('1.jpg')]);
    fireEvent.click(screen.getByRole('button', { name: 'Guardar libro' }));
    expect(await screen.findByText('Hubo un error al guardar el libro.')).toBeInTheDocument();
    expect([...state.storage.objects.keys()].filter((k) => k.includes('Sin registro'))).toEqual([]);
  });

  it('asks before deleting, naming the book, then removes the record, the cover and the pages with renditions (and nothing of other books)', async () => {
    renderPage();
    const row = (await screen.findByRole('rowheader', { name: existing.name })).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Eliminar' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveAccessibleDescription(`¿Estás seguro de que deseas eliminar este libro? «${existing.name}»`);
    expect(within(dialog).getByRole('button', { name: 'Eliminar' })).toHaveClass('button--danger');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(state.libros.model.delete).not.toHaveBeenCalled();

    fireEvent.click(within(row).getByRole('button', { name: 'Eliminar' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Libro eliminado con éxito.')).toBeInTheDocument();
    expect(state.libros.model.delete).toHaveBeenCalledWith({ id: 'b1' });
    expect([...state.storage.objects.keys()].sort()).toEqual([
      'libros/Primaria - Los Sacramentos 2/pagina-01.jpg',
      'libros/portadas/Otro/portada.jpg',
    ]);
  });

  it('says which files stayed when their removal fails', async () => {
    state.storage.failRemoves.add(`${folder}pagina-02.jpg`);
    renderPage();
    const row = (await screen.findByRole('rowheader', { name: existing.name })).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Eliminar' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(`No se pudieron borrar estos archivos: ${folder}pagina-02.jpg`),
    );
  });

  it('shows the delete error and keeps the book when the record cannot be deleted', async () => {
    state.libros.model.delete.mockResolvedValue({ data: null, errors: [{ message: 'Unauthorized' }] });
    renderPage();
    const row = (await screen.findByRole('rowheader', { name: existing.name })).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Eliminar' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Hubo un error al eliminar el libro.')).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: existing.name })).toBeInTheDocument();
    expect(state.storage.objects.has(existing.image)).toBe(true);
  });

  it('renames the book and replaces its cover: pages stay, the old name is kept for old links, the old cover goes', async () => {
    renderPage();
    const row = (await screen.findByRole('rowheader', { name: existing.name })).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Editar' }));
    fireEvent.change(screen.getByLabelText('Nombre'), { target: { value: 'Primaria - Sacramentos' } });
    fireEvent.change(screen.getByLabelText('Precio (opcional)'), { target: { value: '99.5' } });
    // 'Según el nombre' (no level) is the choice of a book without one.
    expect(screen.getByLabelText('Nivel')).toHaveValue('');
    expect(screen.getByRole('option', { name: 'Según el nombre' })).toBeInTheDocument();
    choose('Portada', [image('nueva.jpg')]);
    fireEvent.click(screen.getByRole('button', { name: 'Guardar libro' }));
    expect(
      await screen.findByText(
        'Libro actualizado con éxito. Ahora se llama «Primaria - Sacramentos»; los enlaces con «Primaria - Los Sacramentos» siguen abriéndolo.',
      ),
    ).toBeInTheDocument();
    const stored = state.libros.rows.get('b1')!;
    expect(stored).toMatchObject({
      name: 'Primaria - Sacramentos',
      pagesFolder: 'Primaria - Los Sacramentos',
      formerNames: ['Primaria - Los Sacramentos'],
      price: 99.5,
      image: expect.stringMatching(/^libros\/portadas\/Primaria - Los Sacramentos\/[0-9a-z]+-nueva\.jpg$/),
      nivel: null,
    });
    expect(state.graphql.mock.calls[0][0].variables.condition).toEqual({ updatedAt: { eq: existing.updatedAt } });
    expect(state.storage.objects.has(existing.image)).toBe(false);
    expect(state.storage.objects.has(`${folder}pagina-01.jpg`)).toBe(true);
    expect(screen.getByRole('rowheader', { name: 'Primaria - Sacramentos' })).toBeInTheDocument();
  });

  it('does not overwrite another admin’s change: the save is refused, nothing is lost, the current data shows', async () => {
    renderPage();
    const row = (await screen.findByRole('rowheader', { name: existing.name })).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'Editar' }));
    state.libros.touch('b1', { price: 75 });
    fireEvent.change(screen.getByLabelText('Precio (opcional)'), { target: { value: '10' } });
    choose('Portada', [image('otra.jpg')]);
    fireEvent.click(screen.getByRole('button', { name: 'Guardar libro' }));
    expect(await screen.findByText(/Otra persona modificó este elemento mientras lo editabas/)).toBeInTheDocument();
    expect(state.libros.rows.get('b1')).toMatchObject({ price: 75, image: existing.image });
    // The uploaded cover went again, and the table shows the other admin's price.
    expect([...state.storage.objects.keys()].filter((k) => k.includes('otra'))).toEqual([]);
    expect(await within(row).findByText('75')).toBeInTheDocument();
    // Saving again now goes through (the form keeps what was typed).
    fireEvent.click(screen.getByRole('button', { name: 'Guardar libro' }));
    expect(await screen.findByText('Libro actualizado con éxito.')).toBeInTheDocument();
    expect(state.libros.rows.get('b1')).toMatchObject({ price: 10 });
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
    expect(await screen.findByText('Libro guardado con éxito.', {}, { timeout: 10000 })).toBeInTheDocument();
    expect(state.storage.peakUploads()).toBe(4);
    const pageUploads = originalUploads().filter((c) => c.startsWith('upload libros/Cien/'));
    expect(pageUploads).toHaveLength(100);
    expect(pageUploads[0]).toBe('upload libros/Cien/001-p1.jpg');
    expect(pageUploads[99]).toBe('upload libros/Cien/100-p100.jpg');
    expect(pageUploads).toEqual([...pageUploads].sort());
    // 100 pages with their renditions: a few seconds of work in jsdom, more on a busy machine.
  }, 30_000);
});

describe('BooksAdminPage: the pages of a book', () => {
  it('shows the pages in the folder’s order until an order is saved, and moves one down with the keyboard alternative', async () => {
    renderPage();
    const panel = await openPages();
    expect(shownOrder(panel)).toEqual(['pagina-01.jpg', 'pagina-02.jpg', 'pagina-03.jpg']);
    fireEvent.click(within(panel).getByRole('button', { name: 'Bajar la página 1' }));
    expect(shownOrder(panel)).toEqual(['pagina-02.jpg', 'pagina-01.jpg', 'pagina-03.jpg']);
    await waitFor(() =>
      expect(state.libros.rows.get('b1')!.pageOrder).toEqual([`${folder}pagina-02.jpg`, `${folder}pagina-01.jpg`, `${folder}pagina-03.jpg`]),
    );
    // Subir on the first page does nothing (it is marked unavailable, but stays focusable).
    expect(within(panel).getByRole('button', { name: 'Subir la página 1' })).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(within(panel).getByRole('button', { name: 'Subir la página 3' }));
    await waitFor(() =>
      expect(state.libros.rows.get('b1')!.pageOrder).toEqual([`${folder}pagina-02.jpg`, `${folder}pagina-03.jpg`, `${folder}pagina-01.jpg`]),
    );
    expect(state.graphql).toHaveBeenCalledTimes(2);
  });

  it('puts the list back and says so when another admin changed the book first', async () => {
    renderPage();
    const panel = await openPages();
    state.libros.touch('b1', { pageOrder: [`${folder}pagina-03.jpg`, `${folder}pagina-01.jpg`, `${folder}pagina-02.jpg`] });
    fireEvent.click(within(panel).getByRole('button', { name: 'Bajar la página 1' }));
    expect(await screen.findByText(/Otra persona modificó este elemento/)).toBeInTheDocument();
    // The list now shows the order stored by the other admin, untouched.
    await waitFor(() => expect(shownOrder(panel)).toEqual(['pagina-03.jpg', 'pagina-01.jpg', 'pagina-02.jpg']));
    expect(state.libros.rows.get('b1')!.pageOrder).toEqual([`${folder}pagina-03.jpg`, `${folder}pagina-01.jpg`, `${folder}pagina-02.jpg`]);
  });

  it('adds pages at the end, replaces one (its old image and renditions go), and deletes one after a named confirmation', async () => {
    renderPage();
    const panel = await openPages();
    fireEvent.change(within(panel).getByLabelText('Agregar páginas al final'), { target: { files: [image('5.jpg'), image('4.jpg')] } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Agregar 2 páginas' }));
    expect(await screen.findByText('Páginas agregadas.')).toBeInTheDocument();
    let order = state.libros.rows.get('b1')!.pageOrder as string[];
    expect(order.slice(0, 3)).toEqual([`${folder}pagina-01.jpg`, `${folder}pagina-02.jpg`, `${folder}pagina-03.jpg`]);
    expect(order.slice(3).map((k) => k.replace(/^.*\/[0-9a-z]+-/, ''))).toEqual(['5.jpg', '4.jpg']);
    expect(state.storage.objects.has(`${order[3]}.w640.webp`)).toBe(true);

    fireEvent.change(within(panel).getByLabelText('Imagen nueva para la página 1'), { target: { files: [image('nueva.jpg')] } });
    expect(await screen.findByText('Página reemplazada.')).toBeInTheDocument();
    order = state.libros.rows.get('b1')!.pageOrder as string[];
    expect(order[0]).toMatch(/^libros\/Primaria - Los Sacramentos\/[0-9a-z]+-nueva\.jpg$/);
    expect(state.storage.objects.has(`${folder}pagina-01.jpg`)).toBe(false);
    expect(state.storage.objects.has(`${folder}pagina-01.jpg.w320.webp`)).toBe(false);

    fireEvent.click(within(panel).getByRole('button', { name: 'Eliminar la página 2' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog).toHaveAccessibleDescription('¿Seguro que deseas eliminar esta página? «Página 2 · pagina-02.jpg»');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Página eliminada.')).toBeInTheDocument();
    expect(state.libros.rows.get('b1')!.pageOrder).not.toContain(`${folder}pagina-02.jpg`);
    expect(state.storage.objects.has(`${folder}pagina-02.jpg`)).toBe(false);
    expect(shownOrder(panel)).toHaveLength(4);
  });

  it('adds nothing when a page of the batch fails, and leaves no file behind', async () => {
    state.storage.failUploads.add(`${folder}`);
    renderPage();
    const panel = await openPages();
    const before = [...state.storage.objects.keys()].sort();
    fireEvent.change(within(panel).getByLabelText('Agregar páginas al final'), { target: { files: [image('a.jpg')] } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Agregar 1 página' }));
    expect(await screen.findByText('No se agregó ninguna página porque no se pudieron subir: a.jpg')).toBeInTheDocument();
    expect(state.libros.rows.get('b1')!.pageOrder).toBeUndefined();
    expect([...state.storage.objects.keys()].sort()).toEqual(before);
  });

  it('keeps the last page of a book', async () => {
    state.libros = fakeTable([{ ...existing, pageOrder: [`${folder}pagina-03.jpg`] }]);
    renderPage();
    const panel = await openPages();
    expect(shownOrder(panel)).toEqual(['pagina-03.jpg']);
    fireEvent.click(within(panel).getByRole('button', { name: 'Eliminar la página 1' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText(/Un libro necesita al menos una página/)).toBeInTheDocument();
    expect(state.storage.objects.has(`${folder}pagina-03.jpg`)).toBe(true);
  });
});

describe('BooksAdminPage: the shelf index of the home page', () => {
  it('puts right, on load, a book missing from its shelf or on the wrong one, says so, and writes nothing when all are right', async () => {
    const bare = { ...existing, id: 'b2', name: 'Otros - Salmos', pagesFolder: 'Otros - Salmos', estante: null, orden: null, catalogo: null };
    const stale = { ...existing, id: 'b3', name: 'Biblia', pagesFolder: 'Biblia', nivel: 'SECUNDARIA', estante: 'otros', orden: 'biblia' };
    state.libros = fakeTable([{ ...existing }, bare, stale]);
    renderPage();
    expect(await screen.findByText('Se actualizó el índice de la Libreria Virtual (2 libros).')).toBeInTheDocument();
    expect(state.libros.rows.get('b2')).toMatchObject({ estante: 'otros', orden: shelfFields(bare).orden, catalogo: BOOK_FEED });
    expect(state.libros.rows.get('b3')).toMatchObject({ estante: 'secundaria', catalogo: BOOK_FEED });
    // Each write was conditional on the book as loaded.
    expect(state.graphql.mock.calls.map(([call]) => call.variables.condition)).toEqual([
      { updatedAt: { eq: existing.updatedAt } },
      { updatedAt: { eq: existing.updatedAt } },
    ]);
  });

  it('writes nothing and says nothing when every book is on its shelf', async () => {
    renderPage();
    expect(await screen.findByRole('rowheader', { name: existing.name })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(state.graphql).not.toHaveBeenCalled();
    expect(screen.queryByText(/Se actualizó el índice/)).toBeNull();
  });
});
