import { fireEvent, screen, waitFor } from '@testing-library/react';
import { setUpAdminScreenTests } from '../testing/harness';
import { createFakeStorage, type FakeStorage } from '../testing/fakeStorage';
import { fakeTable, type FakeTable } from '../testing/fakeData';
import { seriousViolations } from '../../../testing/axe';
import type { OpenPdf } from './pdfDocument';

const state = vi.hoisted(() => ({
  storage: null as unknown as FakeStorage,
  libros: null as unknown as FakeTable,
  devocionarios: null as unknown as FakeTable,
  open: null as unknown as (file: Blob) => Promise<OpenPdf>,
}));
vi.mock('aws-amplify/storage', async () => (await import('../testing/fakeStorage')).forwardStorage(() => state.storage));
vi.mock('../shared/imageCodec', async () => import('../testing/fakeCodec'));
vi.mock('../../../lib/data-client', () => ({
  getDataClient: () => ({ models: { Libro: state.libros.model, Devocionario: state.devocionarios.model } }),
}));
vi.mock('./pdfDocument', async (original) => ({
  ...(await original<typeof import('./pdfDocument')>()),
  openPdf: (file: Blob) => state.open(file),
}));

import { PdfPageError, PdfRefusedError } from './pdfDocument';
import PdfImportPage from './PdfImportPage';

/** A PDF of `pages` pages whose drawing can be held or made to fail. */
function fakePdf(pages: number, draw: (n: number) => Promise<void> = async () => undefined): OpenPdf {
  return {
    pageCount: pages,
    async drawPage(n) {
      await draw(n);
      const canvas = document.createElement('canvas');
      canvas.width = 1600;
      canvas.height = 2263;
      return canvas;
    },
    close: async () => undefined,
  };
}

const pdfFile = (name = 'catecismo.pdf') => new File(['%PDF-1.7'], name, { type: 'application/pdf' });
const renderAdminScreen = setUpAdminScreenTests();

beforeEach(() => {
  state.storage = createFakeStorage(['libros/portadas/Otro/portada.jpg']);
  state.libros = fakeTable([{ id: 'b1', name: 'Otro', pagesFolder: 'Otro', image: 'libros/portadas/Otro/portada.jpg', updatedAt: 'x' }]);
  state.devocionarios = fakeTable([{ id: 'd1', name: 'Rosario', pagesFolder: 'rosario', updatedAt: 'x' }]);
  state.open = async () => fakePdf(3);
});

async function renderAt(kind: 'libro' | 'devocionario') {
  const view = renderAdminScreen(<PdfImportPage />);
  await screen.findByLabelText('Archivo PDF');
  if (kind === 'devocionario') fireEvent.click(screen.getByLabelText('Un devocionario'));
  return view;
}

function choosePdf(file = pdfFile()) {
  fireEvent.change(screen.getByLabelText('Archivo PDF'), { target: { files: [file] } });
}

const storedKeys = () => [...state.storage.objects.keys()].sort();

describe('PdfImportPage', () => {
  it('makes a book of a PDF: page 1 as its cover, the other pages in order with renditions, then the record', async () => {
    const { container } = await renderAt('libro');
    fireEvent.change(screen.getByLabelText('Nombre'), { target: { value: 'Primaria - Catecismo' } });
    choosePdf();
    expect(await screen.findByText('«catecismo.pdf» tiene 3 páginas.')).toBeInTheDocument();
    expect(await seriousViolations(container)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Importar' }));
    expect(await screen.findByText(/^El libro «Primaria - Catecismo» se importó con 2 páginas en [\d.,]+ s\./)).toBeInTheDocument();
    const created = state.libros.model.create.mock.calls[0][0];
    expect(created).toMatchObject({
      name: 'Primaria - Catecismo',
      pagesFolder: 'Primaria - Catecismo',
      image: expect.stringMatching(/^libros\/portadas\/Primaria - Catecismo\/[0-9a-z]+-portada\.jpg$/),
      pageOrder: ['libros/Primaria - Catecismo/001-pagina.jpg', 'libros/Primaria - Catecismo/002-pagina.jpg'],
      price: null,
    });
    for (const key of [created.image, ...created.pageOrder]) {
      expect(state.storage.objects.get(key)).toBeInstanceOf(Blob);
      expect(state.storage.objects.has(`${key}.w320.webp`)).toBe(true);
      expect(state.storage.objects.has(`${key}.w640.webp`)).toBe(true);
    }
  }, 20_000);

  it('makes a booklet whose folder comes from its name, with every page in order', async () => {
    await renderAt('devocionario');
    fireEvent.change(screen.getByLabelText('Nombre'), { target: { value: 'Vía Crucis' } });
    expect(screen.getByLabelText(/Carpeta de Imágenes/)).toHaveValue('via-crucis');
    choosePdf();
    await screen.findByText('«catecismo.pdf» tiene 3 páginas.');
    fireEvent.click(screen.getByRole('button', { name: 'Importar' }));
    expect(await screen.findByText(/^El devocionario «Vía Crucis» se importó con 3 páginas/)).toBeInTheDocument();
    // The card's first page is written with the record, so /devocionario need not list the folder.
    expect(state.devocionarios.model.create).toHaveBeenCalledWith({
      name: 'Vía Crucis',
      pagesFolder: 'via-crucis',
      portada: 'devocionario/via-crucis/001-pagina.jpg',
    });
    expect(storedKeys().filter((k) => k.startsWith('devocionario/') && !k.endsWith('.webp'))).toEqual([
      'devocionario/via-crucis/001-pagina.jpg',
      'devocionario/via-crucis/002-pagina.jpg',
      'devocionario/via-crucis/003-pagina.jpg',
    ]);
  });

  it.each([
    ['encrypted', 'está protegido con contraseña \\(cifrado\\)'],
    ['damaged', 'está dañado y no se puede leer'],
    ['notPdf', 'no es un archivo PDF'],
  ] as const)('refuses a %s file with a clear message and creates nothing', async (problem, text) => {
    state.open = async () => Promise.reject(new PdfRefusedError(problem));
    const { container } = await renderAt('libro');
    fireEvent.change(screen.getByLabelText('Nombre'), { target: { value: 'Libro X' } });
    choosePdf(pdfFile('roto.pdf'));
    expect(await screen.findByText(new RegExp(`^«roto\\.pdf» ${text}`))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Importar' })).toBeDisabled();
    expect(await seriousViolations(container)).toEqual([]);
    expect(state.libros.model.create).not.toHaveBeenCalled();
    expect(storedKeys()).toEqual(['libros/portadas/Otro/portada.jpg']);
  }, 20_000);

  it('stops at a page that cannot be read, and removes every page already stored', async () => {
    state.open = async () =>
      fakePdf(6, async (n) => {
        if (n === 5) throw new PdfPageError(5, new Error('bad stream'));
      });
    await renderAt('libro');
    fireEvent.change(screen.getByLabelText('Nombre'), { target: { value: 'Roto' } });
    choosePdf();
    await screen.findByText('«catecismo.pdf» tiene 6 páginas.');
    fireEvent.click(screen.getByRole('button', { name: 'Importar' }));
    expect(await screen.findByText('No se pudo leer la página 5 del PDF; puede estar dañada. No se creó nada.')).toBeInTheDocument();
    expect(state.libros.model.create).not.toHaveBeenCalled();
    expect(storedKeys()).toEqual(['libros/portadas/Otro/portada.jpg']);
  });

  it('stopped halfway, leaves no half-made book', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    state.open = async () => fakePdf(5, async (n) => (n === 3 ? held : undefined));
    await renderAt('libro');
    fireEvent.change(screen.getByLabelText('Nombre'), { target: { value: 'A medias' } });
    choosePdf();
    await screen.findByText('«catecismo.pdf» tiene 5 páginas.');
    fireEvent.click(screen.getByRole('button', { name: 'Importar' }));
    await waitFor(() => expect(state.storage.calls.some((c) => c.startsWith('upload libros/A medias/001'))).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Detener importación' }));
    release();
    expect(await screen.findByText('Importación detenida. No se creó nada y se borraron las páginas ya subidas.')).toBeInTheDocument();
    expect(state.libros.model.create).not.toHaveBeenCalled();
    expect(storedKeys()).toEqual(['libros/portadas/Otro/portada.jpg']);
  });

  it('refuses a book name in use and a booklet folder in use', async () => {
    await renderAt('libro');
    fireEvent.change(screen.getByLabelText('Nombre'), { target: { value: 'otro' } });
    expect(screen.getByText('El nombre del libro ya existe. Por favor, elija otro.')).toBeInTheDocument();
    fireEvent.click(screen.getByLabelText('Un devocionario'));
    fireEvent.change(screen.getByLabelText('Nombre'), { target: { value: 'Rosario' } });
    choosePdf();
    await screen.findByText('«catecismo.pdf» tiene 3 páginas.');
    fireEvent.click(screen.getByRole('button', { name: 'Importar' }));
    expect(await screen.findByText('Otro devocionario ya usa esa carpeta. Por favor, elige otra.')).toBeInTheDocument();
    expect(state.devocionarios.model.create).not.toHaveBeenCalled();
  });

  it('clears the files of an import that never finished before importing there again', async () => {
    state.storage = createFakeStorage(['libros/Nuevo/001-pagina.jpg', 'libros/Nuevo/001-pagina.jpg.w320.webp', 'libros/Nuevo/007-pagina.jpg']);
    await renderAt('libro');
    fireEvent.change(screen.getByLabelText('Nombre'), { target: { value: 'Nuevo' } });
    choosePdf();
    await screen.findByText('«catecismo.pdf» tiene 3 páginas.');
    fireEvent.click(screen.getByRole('button', { name: 'Importar' }));
    await screen.findByText(/^El libro «Nuevo» se importó/);
    expect(storedKeys().filter((k) => k.startsWith('libros/Nuevo/') && !k.endsWith('.webp'))).toEqual([
      'libros/Nuevo/001-pagina.jpg',
      'libros/Nuevo/002-pagina.jpg',
    ]);
  });
});
