import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../testing/i18n';
import AccessPanel, { type LockedItem } from './AccessPanel';

const mocks = vi.hoisted(() => ({
  role: 'USERS' as 'GUEST' | 'USERS' | 'ADMINS',
  get: vi.fn(),
  requestAccess: vi.fn(),
}));
vi.mock('../../lib/session', () => ({
  useSession: () => ({ role: mocks.role, loading: false, user: mocks.role === 'GUEST' ? undefined : { sub: 'sub-ana', groups: [] } }),
}));
vi.mock('../../lib/data-client', () => ({
  getDataClient: () => ({ models: { AccessRequest: { get: mocks.get } }, mutations: { requestAccess: mocks.requestAccess } }),
}));
vi.mock('../StorageImage', () => ({ default: ({ alt }: { alt: string }) => <span role="img" aria-label={alt} /> }));

const video: LockedItem = { kind: 'CONFERENCIA', id: 'v9', title: 'Curso bíblico', description: 'Doce sesiones', previewPath: 'conferencias/miniaturas/c.jpg', price: 99.5 };
const renderPanel = (item: LockedItem = video) =>
  renderWithProviders(
    <AccessPanel item={item} message="Este video es privado. Debes realizar el pago para acceder." returnTo="/conferencias?video=v9" onClose={() => {}} />,
  );

beforeEach(() => {
  mocks.role = 'USERS';
  mocks.get.mockReset().mockResolvedValue({ data: null });
  mocks.requestAccess.mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('AccessPanel', () => {
  it('tells a user their request is pending instead of offering a second one', async () => {
    mocks.get.mockResolvedValue({ data: { id: 'sub-ana_CONFERENCIA_v9', status: 'PENDIENTE', requestedAt: '2025-05-01T10:00:00Z', reason: null } });
    renderPanel();
    const panel = screen.getByRole('dialog', { name: 'Curso bíblico' });
    expect(await within(panel).findByText(/Tu solicitud está pendiente/)).toHaveTextContent('Ya solicitaste acceso el 1 de mayo de 2025.');
    expect(within(panel).getByRole('link', { name: 'Ver mis solicitudes' })).toHaveAttribute('href', '/user/compras');
    expect(within(panel).queryByRole('button', { name: 'Solicitar acceso' })).toBeNull();
  });

  it('sends the trimmed message and reference, showing the count against the limit', async () => {
    mocks.requestAccess.mockResolvedValue({ data: { id: 'r', kind: 'CONFERENCIA', itemId: 'v9', status: 'PENDIENTE', requestedAt: '2025-05-01T10:00:00Z' } });
    renderPanel();
    const message = await screen.findByLabelText('Mensaje (opcional)');
    expect(message).toHaveAttribute('maxLength', '500');
    expect(screen.getByLabelText('Referencia de pago (opcional)')).toHaveAttribute('maxLength', '100');
    fireEvent.change(message, { target: { value: '  Transferí el lunes  ' } });
    expect(screen.getByText('22 de 500 caracteres')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Solicitar acceso' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Solicitud enviada. Un administrador la revisará');
    expect(mocks.requestAccess).toHaveBeenCalledWith({ kind: 'CONFERENCIA', itemId: 'v9', message: 'Transferí el lunes', reference: null }, { authMode: 'userPool' });
  });

  it('refuses over-long texts in Spanish without calling the server', async () => {
    renderPanel();
    fireEvent.change(await screen.findByLabelText('Mensaje (opcional)'), { target: { value: 'x'.repeat(501) } });
    fireEvent.click(screen.getByRole('button', { name: 'Solicitar acceso' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('El mensaje admite hasta 500 caracteres.');
    expect(screen.getByLabelText('Mensaje (opcional)')).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(screen.getByLabelText('Mensaje (opcional)'), { target: { value: 'ok' } });
    fireEvent.change(screen.getByLabelText('Referencia de pago (opcional)'), { target: { value: 'r'.repeat(101) } });
    fireEvent.click(screen.getByRole('button', { name: 'Solicitar acceso' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('La referencia admite hasta 100 caracteres.');
    expect(mocks.requestAccess).not.toHaveBeenCalled();
  });

  it.each([
    ['ALREADY_REQUESTED: a request for this video is already pending', 'Ya tienes una solicitud pendiente para este contenido.'],
    ['ALREADY_OWNED: you already hold this video', 'Ya tienes acceso a este contenido. Recarga la página para abrirlo.'],
    ['FREE_ITEM: this video is open to everyone', 'Este contenido es gratuito: no necesitas solicitar acceso.'],
    ['NOT_FOUND: no video with id v9', 'Este contenido ya no existe.'],
    ['BAD_REQUEST: message is longer than 500 characters', 'El mensaje o la referencia son demasiado largos.'],
    ['Network error', 'No se pudo enviar la solicitud. Inténtalo de nuevo.'],
  ])('names the server refusal %s in Spanish', async (serverMessage, shown) => {
    mocks.requestAccess.mockResolvedValue({ data: null, errors: [{ message: serverMessage, errorType: 'Lambda:Unhandled' }] });
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Solicitar acceso' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(shown);
  });

  it('offers a guest only the sign-in that comes back to the item, and an image only a placeholder', () => {
    mocks.role = 'GUEST';
    renderPanel({ kind: 'IMAGEN', id: 'i1', title: 'Imagen con donativo: Teoria', price: 25 });
    const panel = screen.getByRole('dialog', { name: 'Imagen con donativo: Teoria' });
    expect(panel).toHaveTextContent('Donativo: $25.00');
    expect(within(panel).getByRole('img', { name: 'Imagen privada: se ve al obtener acceso' })).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Iniciar sesión para solicitar acceso' })).toHaveAttribute('href', '/IniciarSesion?volver=%2Fconferencias%3Fvideo%3Dv9');
    expect(within(panel).queryByRole('textbox')).toBeNull();
    expect(mocks.get).not.toHaveBeenCalled();
  });
});
