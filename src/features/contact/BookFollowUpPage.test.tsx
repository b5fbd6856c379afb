import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { createTestI18n } from '../../testing/i18n';
import BookFollowUpPage from './BookFollowUpPage';

const mocks = vi.hoisted(() => ({ list: vi.fn(), create: vi.fn() }));
vi.mock('../../lib/data-client', () => ({
  getDataClient: () => ({ models: { Libro: { list: mocks.list }, ContactMessage: { create: mocks.create } } }),
}));

let i18n: I18n;
beforeAll(async () => {
  i18n = await createTestI18n();
});
beforeEach(() => {
  mocks.list.mockReset();
  mocks.list
    .mockResolvedValueOnce({ data: [{ name: 'Primaria 10' }, { name: 'Primaria 2' }], nextToken: 't' })
    .mockResolvedValueOnce({ data: [{ name: 'Catequesis Familiar' }], nextToken: null });
  mocks.create.mockReset().mockImplementation(async (input: Record<string, unknown>) => ({ data: { id: 'm1', ...input } }));
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

const renderAt = (url = '/seguimiento-libros') =>
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[url]}>
        <BookFollowUpPage />
      </MemoryRouter>
    </I18nextProvider>,
  );

async function fill() {
  await screen.findByRole('option', { name: 'Primaria 2' });
  fireEvent.change(screen.getByLabelText('Libro'), { target: { value: 'Primaria 2' } });
  fireEvent.change(screen.getByLabelText('Nombre'), { target: { value: ' Ana ' } });
  fireEvent.change(screen.getByLabelText('Correo electrónico'), { target: { value: 'ana@correo.test' } });
  fireEvent.change(screen.getByLabelText('Comentarios'), { target: { value: ' Lo usamos en la catequesis del sábado. ' } });
}

describe('BookFollowUpPage', () => {
  it('offers every book (all pages of the list) in name order', async () => {
    renderAt();
    expect(screen.getByRole('heading', { level: 1, name: 'Formulario de seguimiento de libros' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(4));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Elige un libro', 'Catequesis Familiar', 'Primaria 2', 'Primaria 10']);
  });

  it('stores the follow-up as a contact message of its own topic, naming the book, then thanks', async () => {
    renderAt();
    await fill();
    fireEvent.submit(screen.getByRole('button', { name: 'Enviar seguimiento' }).closest('form')!);
    expect(await screen.findByText('Gracias por tu seguimiento. Lo leeremos con atención.')).toBeInTheDocument();
    expect(mocks.create).toHaveBeenCalledWith({
      topic: 'BOOK_FOLLOW_UP',
      bookName: 'Primaria 2',
      name: 'Ana',
      email: 'ana@correo.test',
      message: 'Lo usamos en la catequesis del sábado.',
    });
    expect(screen.getByLabelText('Nombre')).toHaveValue('');
  });

  it('chooses the book named in the link', async () => {
    renderAt('/seguimiento-libros?libro=Primaria%2010');
    await waitFor(() => expect(screen.getByLabelText('Libro')).toHaveValue('Primaria 10'));
  });

  it('says so when the message is not stored, keeping what was typed', async () => {
    mocks.create.mockResolvedValue({ data: null, errors: [{ message: 'Network' }] });
    renderAt();
    await fill();
    fireEvent.submit(screen.getByRole('button', { name: 'Enviar seguimiento' }).closest('form')!);
    expect(await screen.findByText('Error al enviar el formulario. Intentalo de nuevo.')).toBeInTheDocument();
    expect(screen.getByLabelText('Comentarios')).toHaveValue(' Lo usamos en la catequesis del sábado. ');
  });
});
