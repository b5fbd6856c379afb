import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../../testing/i18n';
import ProfilePage from './ProfilePage';
import { profileRows } from './profileRows';
import { avatarUrl, parseAvatarUrl } from '../../components/AvatarOptions';

const auth = {
  fetchUserAttributes: vi.fn(),
  updateUserAttributes: vi.fn(),
  deleteUserAttributes: vi.fn(),
  updatePassword: vi.fn(),
};
vi.mock('aws-amplify/auth', () => ({
  fetchUserAttributes: () => auth.fetchUserAttributes(),
  updateUserAttributes: (input: unknown) => auth.updateUserAttributes(input),
  deleteUserAttributes: (input: unknown) => auth.deleteUserAttributes(input),
  updatePassword: (input: unknown) => auth.updatePassword(input),
}));
const session = { role: 'USERS', loading: false, refresh: vi.fn(async () => {}), signOut: vi.fn() };
vi.mock('../../lib/session', () => ({ useSession: () => session }));

const FULL = {
  sub: 'abc',
  email: 'ana@example.com',
  name: 'Ana',
  family_name: 'Pérez',
  gender: 'Femenino',
  phone_number: '+525551234567',
  birthdate: '1990-03-15',
  picture: avatarUrl({ seed: 'Pastor', flip: true, eyes: 'variant03', eyebrows: 'variant04', mouth: 'variant05' }),
};

async function renderProfile(attributes: Record<string, string>) {
  auth.fetchUserAttributes.mockResolvedValue(attributes);
  renderWithProviders(<ProfilePage />);
  await screen.findByRole('table');
}

const rowHeaders = () => screen.getAllByRole('rowheader').map((th) => th.textContent);

describe('profile rows', () => {
  it('keeps the order of section 2 and skips absent attributes except the password', () => {
    expect(profileRows(FULL).map((r) => r.attribute)).toEqual([
      'name',
      'family_name',
      'gender',
      'phone_number',
      'email',
      'birthdate',
      'picture',
      'password',
    ]);
    expect(profileRows({ email: 'a@b.co', name: '' }).map((r) => r.attribute)).toEqual(['email', 'password']);
    expect(profileRows({}).map((r) => [r.attribute, r.editable])).toEqual([['password', true]]);
    expect(profileRows(FULL).find((r) => r.attribute === 'email')?.editable).toBe(false);
  });
});

describe('ProfilePage', () => {
  beforeEach(() => {
    Object.values(auth).forEach((fn) => fn.mockReset());
    session.refresh.mockClear();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('shows a spinner until the attributes load', async () => {
    let resolve!: (value: unknown) => void;
    auth.fetchUserAttributes.mockReturnValue(new Promise((r) => (resolve = r)));
    renderWithProviders(<ProfilePage />);
    expect(screen.getByRole('heading', { name: 'Perfil de Usuario' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await act(async () => resolve(FULL));
    expect(screen.getByRole('table')).toBeInTheDocument();
  });

  it('lists the rows in order with a round avatar and masked password, and no edit for e-mail', async () => {
    await renderProfile(FULL);
    expect(rowHeaders()).toEqual([
      'Nombre',
      'Apellido',
      'Género',
      'Número de Teléfono',
      'Email',
      'Fecha de Nacimiento',
      'Foto de Perfil',
      'Contraseña',
    ]);
    expect(screen.getByText('15 de marzo de 1990')).toBeInTheDocument();
    const picture = screen.getByRole('img', { name: 'Foto de Perfil' });
    expect(picture.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(picture).toHaveStyle({ borderRadius: '50%' });
    expect(screen.getByText('••••••••')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Editar Email' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Editar / })).toHaveLength(7);
  });

  it('shows only present rows plus the password row', async () => {
    await renderProfile({ sub: 'x', email: 'ana@example.com' });
    expect(rowHeaders()).toEqual(['Email', 'Contraseña']);
  });

  it('edits gender with its select and reloads after saving', async () => {
    await renderProfile(FULL);
    fireEvent.click(screen.getByRole('button', { name: 'Editar Género' }));
    const dialog = screen.getByRole('dialog', { name: 'Editar Género' });
    const select = within(dialog).getByLabelText('Género');
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Seleccione', 'Masculino', 'Femenino', 'Otro']);
    fireEvent.change(select, { target: { value: 'Otro' } });
    auth.updateUserAttributes.mockResolvedValue({});
    auth.fetchUserAttributes.mockResolvedValue({ ...FULL, gender: 'Otro' });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar Cambios' }));
    });
    expect(auth.updateUserAttributes).toHaveBeenCalledWith({ userAttributes: { gender: 'Otro' } });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(auth.fetchUserAttributes).toHaveBeenCalledTimes(2);
    expect(session.refresh).toHaveBeenCalledWith({ forceRefresh: true });
    expect(screen.getByRole('row', { name: /Género/ })).toHaveTextContent('Otro');
  });

  it.each([
    ['Fecha de Nacimiento', 'date'],
    ['Número de Teléfono', 'tel'],
    ['Nombre', 'text'],
    ['Apellido', 'text'],
  ])('edits %s with a %s input', async (label, type) => {
    await renderProfile(FULL);
    fireEvent.click(screen.getByRole('button', { name: `Editar ${label}` }));
    const dialog = screen.getByRole('dialog', { name: `Editar ${label}` });
    expect(within(dialog).getByLabelText(label)).toHaveProperty('type', type);
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
  });

  it('stores a phone typed as XXX-XXX-XXXX in E.164', async () => {
    await renderProfile(FULL);
    fireEvent.click(screen.getByRole('button', { name: 'Editar Número de Teléfono' }));
    fireEvent.change(screen.getByLabelText('Número de Teléfono'), { target: { value: '555-000-1111' } });
    auth.updateUserAttributes.mockResolvedValue({});
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Guardar Cambios' }));
    });
    expect(auth.updateUserAttributes).toHaveBeenCalledWith({ userAttributes: { phone_number: '+525550001111' } });
  });

  it('cancel closes the modal without saving', async () => {
    await renderProfile(FULL);
    fireEvent.click(screen.getByRole('button', { name: 'Editar Nombre' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(auth.updateUserAttributes).not.toHaveBeenCalled();
  });

  it('shows the error message of section 8 when saving fails and keeps the modal open', async () => {
    await renderProfile(FULL);
    fireEvent.click(screen.getByRole('button', { name: 'Editar Nombre' }));
    fireEvent.change(screen.getByLabelText('Nombre'), { target: { value: 'Anita' } });
    auth.updateUserAttributes.mockRejectedValue(new Error('boom'));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Guardar Cambios' }));
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Hubo un error al actualizar el dato. Por favor, inténtalo de nuevo.');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('asks for both passwords before changing it', async () => {
    await renderProfile(FULL);
    fireEvent.click(screen.getByRole('button', { name: 'Editar Contraseña' }));
    const dialog = screen.getByRole('dialog', { name: 'Editar Contraseña' });
    fireEvent.change(within(dialog).getByLabelText('Contraseña Actual'), { target: { value: 'Vieja#2025' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar Cambios' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Por favor, ingrese la contraseña actual y la nueva contraseña.');
    expect(auth.updatePassword).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByLabelText('Nueva Contraseña'), { target: { value: 'Nueva#2025' } });
    auth.updatePassword.mockResolvedValue(undefined);
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar Cambios' }));
    });
    expect(auth.updatePassword).toHaveBeenCalledWith({ oldPassword: 'Vieja#2025', newPassword: 'Nueva#2025' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('customises the avatar from the stored options and saves picture and custom attributes', async () => {
    await renderProfile({ ...FULL, 'custom:avatarSeed': 'Pastor', 'custom:avatarFlip': 'true', 'custom:avatarEyes': 'variant03' });
    fireEvent.click(screen.getByRole('button', { name: 'Editar Foto de Perfil' }));
    const dialog = screen.getByRole('dialog', { name: 'Editar Foto de Perfil' });
    expect(within(dialog).getByRole('heading', { name: 'Personaliza tu Avatar' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Personaje')).toHaveValue('Pastor');
    expect(within(dialog).getAllByRole('option').filter((o) => o.closest('select') === within(dialog).getByLabelText('Personaje')).length).toBeGreaterThanOrEqual(55);
    expect(within(dialog).getByLabelText('Voltear horizontalmente')).toBeChecked();
    expect(within(dialog).getByLabelText('Ojos')).toHaveValue('variant03');
    expect(within(within(dialog).getByLabelText('Boca')).getAllByRole('option').map((o) => o.textContent)).toEqual(
      ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10'],
    );
    const preview = within(dialog).getByRole('img', { name: 'Vista previa del avatar' });
    const before = preview.getAttribute('src');
    fireEvent.change(within(dialog).getByLabelText('Boca'), { target: { value: 'variant09' } });
    fireEvent.change(within(dialog).getByLabelText('Personaje'), { target: { value: 'Catequista' } });
    expect(within(dialog).getByRole('img', { name: 'Vista previa del avatar' }).getAttribute('src')).not.toBe(before);
    auth.updateUserAttributes.mockResolvedValue({});
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar Avatar' }));
    });
    const saved = auth.updateUserAttributes.mock.calls[0][0].userAttributes;
    expect(saved).toMatchObject({
      'custom:avatarSeed': 'Catequista',
      'custom:avatarFlip': 'true',
      'custom:avatarEyes': 'variant03',
      'custom:avatarEyebrows': 'variant04',
      'custom:avatarMouth': 'variant09',
    });
    expect(parseAvatarUrl(saved.picture)).toEqual({ seed: 'Catequista', flip: true, eyes: 'variant03', eyebrows: 'variant04', mouth: 'variant09' });
  });
});
