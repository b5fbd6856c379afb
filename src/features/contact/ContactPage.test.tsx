import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { createTestI18n } from '../../testing/i18n';
import ContactPage from './ContactPage';
import { osmEmbedUrl } from './contactApi';
import { isFirstScreenDrawn, resetFirstScreenForTests } from '../../lib/first-screen';

const mocks = vi.hoisted(() => ({ list: vi.fn(), create: vi.fn() }));
vi.mock('../../lib/data-client', () => ({
  getDataClient: () => ({ models: { ContactInfo: { list: mocks.list }, ContactMessage: { create: mocks.create } } }),
}));

const info = (id: string, createdAt: string) => ({
  id, createdAt, address: `Calle ${id}`, phone: '555-123-4567', email: `${id}@parroquia.test`, lat: 19.4326, lng: -99.1332,
});

let i18n: I18n;
beforeAll(async () => {
  i18n = await createTestI18n();
});
beforeEach(() => {
  mocks.list.mockResolvedValue({ data: [info('segunda', '2025-02-01T00:00:00Z'), info('primera', '2025-01-01T00:00:00Z')] });
  mocks.create.mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

const renderPage = () =>
  render(
    <I18nextProvider i18n={i18n}>
      <ContactPage />
    </I18nextProvider>,
  );

function fill() {
  fireEvent.change(screen.getByLabelText('Nombre'), { target: { value: '  Ana  ' } });
  fireEvent.change(screen.getByLabelText('Correo electrónico'), { target: { value: 'ana@correo.test' } });
  fireEvent.change(screen.getByLabelText('Mensaje'), { target: { value: 'Quisiera información' } });
}

describe('ContactPage', () => {
  it('shows "Cargando informacion..." then the first record and a map at its coordinates', async () => {
    renderPage();
    expect(screen.getByText('Cargando informacion...')).toBeInTheDocument();
    expect(await screen.findByText('Calle primera')).toBeInTheDocument();
    expect(screen.queryByText('Calle segunda')).toBeNull();
    expect(screen.getByText('primera@parroquia.test')).toHaveAttribute('href', 'mailto:primera@parroquia.test');
    expect(await screen.findByTitle('Mapa de la ubicación')).toHaveAttribute('src', osmEmbedUrl(19.4326, -99.1332));
    expect(osmEmbedUrl(19.4326, -99.1332)).toContain('marker=19.432600%2C-99.133200');
  });

  it('shows the loading text, the details and map, or the error in one box, whose room the form below never gives up', async () => {
    const { container } = renderPage();
    const box = () => container.querySelector('.contact__body');
    expect(box()).toContainElement(screen.getByText('Cargando informacion...'));
    expect(box()).toContainElement(await screen.findByText('Calle primera'));
    // The map's frame comes in a task of its own; its room is held from the first render of the details.
    expect(screen.queryByTitle('Mapa de la ubicación')).toBeNull();
    expect(box()!.querySelector('.contact__map')).not.toBeNull();
    expect(box()).toContainElement(await screen.findByTitle('Mapa de la ubicación'));
    expect(box()!.querySelectorAll('.contact__map')).toHaveLength(1);
  });

  it('counts its first screen as drawn once the details, or the error in their place, are shown', async () => {
    resetFirstScreenForTests();
    renderPage();
    await screen.findByText('Cargando informacion...');
    expect(isFirstScreenDrawn()).toBe(false);
    await screen.findByText('Calle primera');
    expect(isFirstScreenDrawn()).toBe(true);

    resetFirstScreenForTests();
    mocks.list.mockRejectedValue(new Error('Network'));
    renderPage();
    await screen.findByText('No se pudo cargar la información de contacto.');
    expect(isFirstScreenDrawn()).toBe(true);
  });

  it('says in the same box when the details cannot be loaded', async () => {
    mocks.list.mockRejectedValue(new Error('Network'));
    const { container } = renderPage();
    expect(await screen.findByText('No se pudo cargar la información de contacto.')).toBeInTheDocument();
    expect(container.querySelector('.contact__body')).toContainElement(screen.getByText('No se pudo cargar la información de contacto.'));
  });

  it('has the form of section 5', async () => {
    renderPage();
    expect(screen.getByLabelText('Nombre')).toBeRequired();
    expect(screen.getByLabelText('Correo electrónico')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Correo electrónico')).toBeRequired();
    expect(screen.getByLabelText(/Teléfono/)).not.toBeRequired();
    expect(screen.getByLabelText('Mensaje')).toHaveAttribute('rows', '4');
    expect(screen.getByLabelText('Mensaje')).toBeRequired();
    await screen.findByText('Calle primera');
  });

  it('thanks only after the message is stored, and clears the form', async () => {
    let resolve!: (value: unknown) => void;
    mocks.create.mockReturnValue(new Promise((r) => (resolve = r)));
    renderPage();
    await screen.findByText('Calle primera');
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(screen.getByRole('button', { name: 'Enviando...' })).toBeDisabled();
    expect(screen.queryByText('Gracias por contactarnos. Te responderemos pronto.')).toBeNull();
    expect(mocks.create).toHaveBeenCalledWith({ topic: 'CONTACT', name: 'Ana', email: 'ana@correo.test', phone: undefined, message: 'Quisiera información' });
    resolve({ data: { id: 'm1' } });
    expect(await screen.findByText('Gracias por contactarnos. Te responderemos pronto.')).toBeInTheDocument();
    expect(screen.getByLabelText('Nombre')).toHaveValue('');
  });

  it('shows the error text when storing fails and keeps what was typed', async () => {
    mocks.create.mockResolvedValue({ data: null, errors: [{ message: 'Not Authorized' }] });
    renderPage();
    await screen.findByText('Calle primera');
    fill();
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Error al enviar el formulario. Intentalo de nuevo.')).toBeInTheDocument();
    expect(screen.queryByText('Gracias por contactarnos. Te responderemos pronto.')).toBeNull();
    await waitFor(() => expect(screen.getByLabelText('Mensaje')).toHaveValue('Quisiera información'));
  });
});
