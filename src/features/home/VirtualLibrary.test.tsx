import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { createTestI18n } from '../../testing/i18n';
import { seriousViolations } from '../../testing/axe';
import { groupOf, type BookGroupKey } from '../../lib/shelves';
import { pageOf } from '../../testing/pages';
import { stubWindowSize, unstubWindowSize } from '../../testing/window-width';

/** A shelf's page as fetchShelfPage answers it. */
const shelfPage = (list: readonly LibroItem[], limit: number, nextToken?: string) => {
  const page = pageOf(list, { limit, nextToken });
  return { items: page.data, nextToken: page.nextToken };
};
import VirtualLibrary, { SHELF_PAGE } from './VirtualLibrary';
import { columnsForWidth } from './bookGroups';
import type { LibroItem, ShelfStart } from './homeApi';

const mocks = vi.hoisted(() => ({ fetchShelfPage: vi.fn() }));
vi.mock('./homeApi', async (importOriginal) => ({ ...(await importOriginal<typeof import('./homeApi')>()), ...mocks }));

vi.mock('aws-amplify/storage', () => ({
  getUrl: vi.fn(async ({ path }: { path: string }) => ({ url: new URL(`https://media.test/${path}`) })),
  list: vi.fn(),
}));

let i18n: I18n;
beforeAll(async () => {
  i18n = await createTestI18n();
});

const book = (name: string, price?: number): LibroItem => ({
  id: name,
  name,
  image: `libros/portadas/${name}/cover.jpg`,
  pagesFolder: name,
  price,
  createdAt: '2025-01-01T00:00:00Z',
});

/** The shelves as readHome answers them: each shelf's first five books, and whether more follow. */
function shelvesOf(books: readonly LibroItem[]): ShelfStart[] {
  const keys: BookGroupKey[] = ['preescolar', 'primaria', 'secundaria', 'otros'];
  return keys
    .map((key) => {
      const onShelf = books.filter((b) => groupOf(b) === key);
      return { key, books: onShelf.slice(0, 5), more: onShelf.length > 5 };
    })
    .filter((shelf) => shelf.books.length > 0);
}

afterEach(() => act(unstubWindowSize));

beforeEach(() => {
  // An open shelf reads its books a page at a time, as the index answers them.
  mocks.fetchShelfPage.mockReset().mockImplementation(async (key: BookGroupKey, limit: number, token?: string) =>
    shelfPage(
      books.filter((b) => groupOf(b) === key),
      limit,
      token,
    ),
  );
});

function renderAt(width: number, list: LibroItem[], onOpen = vi.fn()) {
  stubWindowSize(width);
  render(
    <I18nextProvider i18n={i18n}>
      <VirtualLibrary shelves={shelvesOf(list)} onOpen={onOpen} />
    </I18nextProvider>,
  );
  return onOpen;
}

const books = [...Array.from({ length: 7 }, (_, i) => book(`Primaria ${i + 1}`)), book('PREESCOLAR Colores', 120), book('Catecismo')];

describe('VirtualLibrary', () => {
  it('shows the non-empty groups in order and hides empty ones', () => {
    renderAt(1300, books);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Preescolar', 'Primaria', 'Otros']);
    expect(screen.queryByRole('heading', { name: 'Secundaria' })).not.toBeInTheDocument();
  });

  it('shows one row per group until "Mostrar mas", then reads the whole shelf from its index until "Mostrar menos"', async () => {
    renderAt(700, books); // three columns
    const primaria = screen.getByRole('region', { name: 'Primaria' });
    expect(within(primaria).getAllByRole('listitem')).toHaveLength(3);
    fireEvent.click(within(primaria).getByRole('button', { name: 'Mostrar mas' }));
    // The first row's books stay while the shelf's first page arrives.
    expect(within(primaria).getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
    await waitFor(() => expect(within(primaria).getAllByRole('listitem')).toHaveLength(7));
    expect(mocks.fetchShelfPage).toHaveBeenCalledWith('primaria', SHELF_PAGE, undefined);
    fireEvent.click(within(primaria).getByRole('button', { name: 'Mostrar menos' }));
    expect(within(primaria).getAllByRole('listitem')).toHaveLength(3);
    // A group that fits in one row has no toggle.
    expect(within(screen.getByRole('region', { name: 'Otros' })).queryByRole('button', { name: 'Mostrar mas' })).toBeNull();
  });

  it('uses the columns of the window width', () => {
    renderAt(500, books);
    expect(within(screen.getByRole('region', { name: 'Primaria' })).getAllByRole('listitem')).toHaveLength(2);
  });

  it('draws the columns of the new width when the window is resized', () => {
    renderAt(1300, books);
    expect(within(screen.getByRole('region', { name: 'Primaria' })).getAllByRole('listitem')).toHaveLength(5);
    act(() => stubWindowSize(700));
    expect(within(screen.getByRole('region', { name: 'Primaria' })).getAllByRole('listitem')).toHaveLength(3);
  });

  it('reads an open shelf in whole rows at every window width', () => {
    for (let width = 280; width <= 1920; width += 1) {
      expect(SHELF_PAGE % columnsForWidth(width), `${columnsForWidth(width)} columns at ${width} px`).toBe(0);
    }
  });

  it('shows two compact cards per row on a phone, with "Mostrar mas" for the rest', () => {
    renderAt(360, books);
    const primaria = screen.getByRole('region', { name: 'Primaria' });
    expect(within(primaria).getAllByRole('listitem')).toHaveLength(2);
    expect(within(primaria).getByRole('list')).toHaveAttribute('data-columns', '2');
    expect(primaria.closest('.library')).toHaveClass('library--compact');
    expect(within(primaria).getByRole('button', { name: 'Mostrar mas' })).toBeInTheDocument();
  });

  it('puts a book on the shelf an admin chose, and names it without that shelf', () => {
    renderAt(1300, [
      { ...book('Secundaria - Hechos'), nivel: 'PRIMARIA' },
      { ...book('Primaria: Parábolas'), nivel: 'PRIMARIA' },
    ]);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Primaria']);
    const cards = within(screen.getByRole('region', { name: 'Primaria' })).getAllByRole('button');
    expect(cards.map((c) => c.querySelector('.book-card__name')?.textContent)).toEqual(['Secundaria - Hechos', 'Parábolas']);
  });

  it('shows name, optional price and a cover with alt text, and opens a book on click', async () => {
    const onOpen = renderAt(1300, books);
    const card = screen.getByRole('button', { name: 'Abrir el libro PREESCOLAR Colores' });
    // On its shelf the card leaves the shelf's name out.
    expect(card).toHaveTextContent(/^Colores/);
    // The price shows on the card, beside the button (a button's name must contain its visible text).
    expect(card.closest('li')).toHaveTextContent('$120.00');
    expect(screen.getByRole('button', { name: 'Abrir el libro Catecismo' }).closest('li')).not.toHaveTextContent('$');
    // A cover 230 px wide in a 1300 px window at one device pixel: its 320 px rendition.
    expect(await within(card).findByAltText('Portada de PREESCOLAR Colores')).toHaveAttribute(
      'src',
      'https://media.test/libros/portadas/PREESCOLAR%20Colores/cover.jpg.w320.webp',
    );
    fireEvent.click(card);
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ name: 'PREESCOLAR Colores' }));
  });

  it('reads a long open shelf a page at a time with "Cargar más"', async () => {
    const long = Array.from({ length: SHELF_PAGE + 3 }, (_, i) => book(`Otros ${String(i + 1).padStart(3, '0')}`));
    mocks.fetchShelfPage.mockImplementation(async (_key: BookGroupKey, limit: number, token?: string) => shelfPage(long, limit, token));
    renderAt(1300, long);
    const otros = screen.getByRole('region', { name: 'Otros' });
    fireEvent.click(within(otros).getByRole('button', { name: 'Mostrar mas' }));
    await waitFor(() => expect(within(otros).getAllByRole('listitem')).toHaveLength(SHELF_PAGE));
    fireEvent.click(within(otros).getByRole('button', { name: 'Cargar más' }));
    await waitFor(() => expect(within(otros).getAllByRole('listitem')).toHaveLength(SHELF_PAGE + 3));
    expect(mocks.fetchShelfPage).toHaveBeenCalledTimes(2);
    expect(within(otros).queryByRole('button', { name: 'Cargar más' })).toBeNull();
  });

  it('has no serious axe-core violation: each card is named by the book it shows', async () => {
    renderAt(1300, books);
    await screen.findAllByAltText(/^Portada de /);
    expect(await seriousViolations()).toEqual([]);
  }, 30_000);
});
