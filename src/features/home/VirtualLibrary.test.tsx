import { fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { createTestI18n } from '../../testing/i18n';
import { seriousViolations } from '../../testing/axe';
import VirtualLibrary from './VirtualLibrary';
import type { LibroItem } from './homeApi';

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

function renderAt(width: number, books: LibroItem[], onOpen = vi.fn()) {
  window.innerWidth = width;
  render(
    <I18nextProvider i18n={i18n}>
      <VirtualLibrary books={books} onOpen={onOpen} />
    </I18nextProvider>,
  );
  return onOpen;
}

describe('VirtualLibrary', () => {
  const books = [
    ...Array.from({ length: 7 }, (_, i) => book(`Primaria ${i + 1}`)),
    book('PREESCOLAR Colores', 120),
    book('Catecismo'),
  ];

  it('shows the non-empty groups in order and hides empty ones', () => {
    renderAt(1300, books);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Preescolar', 'Primaria', 'Otros']);
    expect(screen.queryByRole('heading', { name: 'Secundaria' })).not.toBeInTheDocument();
  });

  it('shows one row per group until "Mostrar mas", then all until "Mostrar menos"', () => {
    renderAt(700, books); // three columns
    const primaria = screen.getByRole('region', { name: 'Primaria' });
    expect(within(primaria).getAllByRole('listitem')).toHaveLength(3);
    fireEvent.click(within(primaria).getByRole('button', { name: 'Mostrar mas' }));
    expect(within(primaria).getAllByRole('listitem')).toHaveLength(7);
    fireEvent.click(within(primaria).getByRole('button', { name: 'Mostrar menos' }));
    expect(within(primaria).getAllByRole('listitem')).toHaveLength(3);
    // A group that fits in one row has no toggle.
    expect(within(screen.getByRole('region', { name: 'Otros' })).queryByRole('button', { name: 'Mostrar mas' })).toBeNull();
  });

  it('uses the columns of the window width', () => {
    renderAt(500, books);
    expect(within(screen.getByRole('region', { name: 'Primaria' })).getAllByRole('listitem')).toHaveLength(2);
  });

  it('shows name, optional price and a cover with alt text, and opens a book on click', async () => {
    const onOpen = renderAt(1300, books);
    const card = screen.getByRole('button', { name: 'Abrir el libro PREESCOLAR Colores' });
    expect(card).toHaveTextContent('PREESCOLAR Colores');
    // The price shows on the card, beside the button (a button's name must contain its visible text).
    expect(card.closest('li')).toHaveTextContent('$120.00');
    expect(screen.getByRole('button', { name: 'Abrir el libro Catecismo' }).closest('li')).not.toHaveTextContent('$');
    expect(await within(card).findByAltText('Portada de PREESCOLAR Colores')).toHaveAttribute(
      'src',
      'https://media.test/libros/portadas/PREESCOLAR%20Colores/cover.jpg',
    );
    fireEvent.click(card);
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ name: 'PREESCOLAR Colores' }));
  });

  it('has no serious axe-core violation: each card is named by the book it shows', async () => {
    renderAt(1300, books);
    await screen.findAllByAltText(/^Portada de /);
    expect(await seriousViolations()).toEqual([]);
  }, 30_000);
});
