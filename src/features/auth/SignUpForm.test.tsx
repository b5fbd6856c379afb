import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/i18n';
import SignUpForm, { VALIDATION_DEBOUNCE_MS } from './SignUpForm';
import type { PasswordPolicy } from './signUpValidation';

const signUp = vi.fn();
vi.mock('aws-amplify/auth', () => ({ signUp: (...args: unknown[]) => signUp(...args) }));

const POOL: PasswordPolicy = { minLength: 8, requireLowercase: true, requireUppercase: true, requireNumbers: true, requireSymbols: true };

function renderForm() {
  const onSignedUp = vi.fn();
  renderWithProviders(<SignUpForm policy={POOL} onSignedUp={onSignedUp} onCancel={() => {}} />);
  return { onSignedUp };
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('SignUpForm', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    signUp.mockReset();
  });
  afterEach(() => vi.useRealTimers());

  it('has the fields, limits and placeholder of section 2', () => {
    renderForm();
    expect(screen.getByLabelText('Nombre')).toHaveAttribute('maxLength', '50');
    expect(screen.getByLabelText('Apellido')).toHaveAttribute('maxLength', '50');
    expect(screen.getByLabelText('Fecha de nacimiento')).toHaveAttribute('type', 'date');
    expect(screen.getByLabelText('Género')).toHaveProperty('type', 'text');
    expect(screen.getByLabelText('Teléfono')).toHaveAttribute('maxLength', '13');
    expect(screen.getByLabelText('Teléfono')).toHaveAttribute('placeholder', 'XXX-XXX-XXXX');
    expect(screen.getByLabelText('Correo electrónico')).toHaveAttribute('maxLength', '100');
    expect(screen.getByLabelText('Confirmar contraseña')).toHaveAttribute('maxLength', '12');
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
  });

  it('shows the messages only once typing has paused for 500 ms', () => {
    renderForm();
    type('Correo electrónico', 'ana@');
    type('Contraseña', 'abc');
    type('Confirmar contraseña', 'abd');
    act(() => vi.advanceTimersByTime(VALIDATION_DEBOUNCE_MS - 10));
    expect(screen.queryByText('El correo electrónico no es válido.')).not.toBeInTheDocument();
    expect(screen.queryByText('Las contraseñas no coinciden.')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(20));
    expect(screen.getByText('El correo electrónico no es válido.')).toBeInTheDocument();
    expect(screen.getByText('Las contraseñas no coinciden.')).toBeInTheDocument();
    expect(
      screen.getByText(/^La contraseña no es válida: debe tener al menos 8 caracteres, una letra minúscula, una letra mayúscula, un número y un símbolo/),
    ).toBeInTheDocument();
    // Fixing the fields clears the messages after the next pause.
    type('Correo electrónico', 'ana@example.com');
    type('Contraseña', 'Abcdefg1!');
    type('Confirmar contraseña', 'Abcdefg1!');
    act(() => vi.advanceTimersByTime(VALIDATION_DEBOUNCE_MS));
    expect(screen.queryByText('El correo electrónico no es válido.')).not.toBeInTheDocument();
    expect(screen.queryByText(/La contraseña no es válida/)).not.toBeInTheDocument();
    expect(screen.queryByText('Las contraseñas no coinciden.')).not.toBeInTheDocument();
  });

  it('does not call the pool while the form is invalid', () => {
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(signUp).not.toHaveBeenCalled();
    expect(screen.getByText('El correo electrónico no es válido.')).toBeInTheDocument();
  });

  it('signs up with the attributes, a default avatar and auto sign-in', async () => {
    signUp.mockResolvedValue({ isSignUpComplete: false, nextStep: { signUpStep: 'CONFIRM_SIGN_UP' } });
    const { onSignedUp } = renderForm();
    type('Nombre', 'Ana');
    type('Apellido', 'Pérez');
    type('Fecha de nacimiento', '1990-03-15');
    type('Teléfono', '555-123-4567');
    type('Correo electrónico', ' ana@example.com ');
    type('Contraseña', 'Abcdefg1!');
    type('Confirmar contraseña', 'Abcdefg1!');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    });
    expect(signUp).toHaveBeenCalledTimes(1);
    const input = signUp.mock.calls[0][0];
    expect(input.username).toBe('ana@example.com');
    expect(input.options.autoSignIn).toBe(true);
    expect(input.options.userAttributes).toMatchObject({
      email: 'ana@example.com',
      name: 'Ana',
      family_name: 'Pérez',
      birthdate: '1990-03-15',
      phone_number: '+525551234567',
    });
    expect(input.options.userAttributes.gender).toBeUndefined();
    expect(input.options.userAttributes.picture).toMatch(/^https:\/\/api\.dicebear\.com\/9\.x\/adventurer\/svg\?seed=Ana&/);
    expect(onSignedUp).toHaveBeenCalledWith(expect.anything(), { email: 'ana@example.com', password: 'Abcdefg1!' });
  });
});
