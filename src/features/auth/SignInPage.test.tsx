import { act, fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderWithProviders } from '../../testing/i18n';
import SignInPage from './SignInPage';

const auth = {
  signIn: vi.fn(),
  confirmSignIn: vi.fn(),
  fetchAuthSession: vi.fn(),
  resetPassword: vi.fn(),
  confirmResetPassword: vi.fn(),
  confirmSignUp: vi.fn(),
  autoSignIn: vi.fn(),
  resendSignUpCode: vi.fn(),
  signUp: vi.fn(),
};
vi.mock('aws-amplify/auth', () =>
  Object.fromEntries(['signIn', 'confirmSignIn', 'fetchAuthSession', 'resetPassword', 'confirmResetPassword', 'confirmSignUp', 'autoSignIn', 'resendSignUpCode', 'signUp'].map((name) => [name, (...args: unknown[]) => (auth as Record<string, (...a: unknown[]) => unknown>)[name](...args)])),
);
const session = { role: 'GUEST', loading: false, refresh: vi.fn(async () => {}), signOut: vi.fn() };
vi.mock('../../lib/session', () => ({ useSession: () => session }));

const err = (name: string, message: string) => Object.assign(new Error(message), { name });

function renderPage() {
  return renderWithProviders(
    <Routes>
      <Route path="/IniciarSesion" element={<SignInPage />} />
      <Route path="/user" element={<p>zona de usuario</p>} />
      <Route path="/admin" element={<p>zona de administración</p>} />
    </Routes>,
    { path: '/IniciarSesion' },
  );
}

async function submitCredentials(email = 'ana@example.com', password = 'Secreta#1') {
  fireEvent.change(screen.getByLabelText('Correo electrónico'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Contraseña'), { target: { value: password } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
  });
}

const step = (nextStep: Record<string, unknown>) => ({ isSignedIn: false, nextStep });

describe('SignInPage', () => {
  beforeEach(() => {
    Object.values(auth).forEach((fn) => fn.mockReset());
    session.refresh.mockClear();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('puts focus in its first field, the e-mail', () => {
    renderPage();
    expect(screen.getByLabelText('Correo electrónico')).toHaveFocus();
  });

  it.each([
    [err('UserNotFoundException', 'User does not exist.'), 'El usuario no existe'],
    [err('NotAuthorizedException', 'Incorrect username or password.'), 'Contraseña o usuario incorrecto'],
    [err('NotAuthorizedException', 'Password attempts exceeded'), 'Se ha excedido el número de intentos de contraseña'],
    [err('NotAuthorizedException', 'User is disabled.'), 'User is disabled.'],
    [{}, 'Error desconocido al iniciar sesión'],
  ])('shows the error line for %s', async (error, text) => {
    auth.signIn.mockRejectedValue(error);
    renderPage();
    await submitCredentials();
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it.each([
    [['ADMINS'], 'zona de administración'],
    [[], 'zona de usuario'],
  ])('after DONE goes where the groups %j say', async (groups, landing) => {
    auth.signIn.mockResolvedValue({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
    auth.fetchAuthSession.mockResolvedValue({ tokens: { idToken: { payload: { 'cognito:groups': groups } } } });
    renderPage();
    await submitCredentials();
    expect(auth.signIn).toHaveBeenCalledWith({ username: 'ana@example.com', password: 'Secreta#1' });
    expect(session.refresh).toHaveBeenCalled();
    expect(screen.getByText(landing)).toBeInTheDocument();
  });

  it('asks for the TOTP code and finishes with confirmSignIn', async () => {
    auth.signIn.mockResolvedValue(step({ signInStep: 'CONFIRM_SIGN_IN_WITH_TOTP_CODE' }));
    auth.confirmSignIn.mockResolvedValue({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
    auth.fetchAuthSession.mockResolvedValue({ tokens: { idToken: { payload: {} } } });
    renderPage();
    await submitCredentials();
    expect(screen.getByRole('heading', { name: 'Código de autenticación' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Código'), { target: { value: ' 123456 ' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    });
    expect(auth.confirmSignIn).toHaveBeenCalledWith({ challengeResponse: '123456' });
    expect(screen.getByText('zona de usuario')).toBeInTheDocument();
  });

  it('shows a QR code and the key for TOTP set-up', async () => {
    auth.signIn.mockResolvedValue(
      step({
        signInStep: 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP',
        totpSetupDetails: {
          sharedSecret: 'JBSWY3DPEHPK3PXP',
          getSetupUri: (app: string, account: string) => new URL(`otpauth://totp/${app}:${account}?secret=JBSWY3DPEHPK3PXP&issuer=${app}`),
        },
      }),
    );
    renderPage();
    await submitCredentials();
    expect(screen.getByRole('heading', { name: 'Configurar la autenticación en dos pasos' })).toBeInTheDocument();
    expect(screen.getByTestId('totp-secret')).toHaveTextContent('JBSWY3DPEHPK3PXP');
    expect(document.querySelector('.acc-qr svg')).not.toBeNull();
  });

  it.each([
    [{ signInStep: 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED' }, 'Cambiar contraseña'],
    [{ signInStep: 'CONFIRM_SIGN_IN_WITH_SMS_CODE', codeDeliveryDetails: { destination: '+52***4567' } }, 'Código por SMS'],
    [{ signInStep: 'CONFIRM_SIGN_IN_WITH_EMAIL_CODE', codeDeliveryDetails: { destination: 'a***@example.com' } }, 'Código por correo electrónico'],
    [{ signInStep: 'CONTINUE_SIGN_IN_WITH_MFA_SELECTION', allowedMFATypes: ['SMS', 'TOTP'] }, 'Elige el método de verificación'],
    [{ signInStep: 'CONFIRM_SIGN_UP' }, 'Confirmar cuenta'],
  ])('shows the screen of %j', async (nextStep, heading) => {
    auth.signIn.mockResolvedValue(step(nextStep));
    renderPage();
    await submitCredentials();
    expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
  });

  it('answers the MFA choice with the chosen type', async () => {
    auth.signIn.mockResolvedValue(step({ signInStep: 'CONTINUE_SIGN_IN_WITH_MFA_SELECTION', allowedMFATypes: ['SMS', 'TOTP'] }));
    auth.confirmSignIn.mockResolvedValue(step({ signInStep: 'CONFIRM_SIGN_IN_WITH_TOTP_CODE' }));
    renderPage();
    await submitCredentials();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Aplicación de autenticación (TOTP)' }));
    });
    expect(auth.confirmSignIn).toHaveBeenCalledWith({ challengeResponse: 'TOTP' });
    expect(screen.getByRole('heading', { name: 'Código de autenticación' })).toBeInTheDocument();
  });

  it('requests a reset code at once for RESET_PASSWORD and then takes code and new password', async () => {
    auth.signIn.mockResolvedValue(step({ signInStep: 'RESET_PASSWORD' }));
    auth.resetPassword.mockResolvedValue({ nextStep: { resetPasswordStep: 'CONFIRM_RESET_PASSWORD_WITH_CODE', codeDeliveryDetails: { destination: 'a***@example.com' } } });
    auth.confirmResetPassword.mockResolvedValue(undefined);
    renderPage();
    await submitCredentials();
    expect(auth.resetPassword).toHaveBeenCalledWith({ username: 'ana@example.com' });
    expect(screen.getByText('Enviamos un código a a***@example.com.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Código de verificación'), { target: { value: '654321' } });
    fireEvent.change(screen.getByLabelText('Nueva contraseña', { selector: 'input' }), { target: { value: 'Nueva#2025x' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
    });
    expect(auth.confirmResetPassword).toHaveBeenCalledWith({ username: 'ana@example.com', confirmationCode: '654321', newPassword: 'Nueva#2025x' });
    expect(screen.getByText('Tu contraseña ha sido cambiada. Inicia sesión con la nueva contraseña.')).toBeInTheDocument();
  });

  it.each(['CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE', 'CONTINUE_SIGN_IN_WITH_EMAIL_SETUP', 'SOMETHING_NEW'])(
    'shows the unknown-step message for %s',
    async (signInStep) => {
      auth.signIn.mockResolvedValue(step({ signInStep }));
      renderPage();
      await submitCredentials();
      expect(screen.getByText('Un paso desconocido fue solicitado en el flujo de inicio de sesión')).toBeInTheDocument();
    },
  );

  it('confirms a new account with the mailed code and signs in automatically', async () => {
    auth.signIn.mockResolvedValue(step({ signInStep: 'CONFIRM_SIGN_UP' }));
    auth.confirmSignUp.mockResolvedValue({ isSignUpComplete: true, nextStep: { signUpStep: 'COMPLETE_AUTO_SIGN_IN' } });
    auth.autoSignIn.mockResolvedValue({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
    auth.fetchAuthSession.mockResolvedValue({ tokens: { idToken: { payload: {} } } });
    renderPage();
    await submitCredentials();
    fireEvent.change(screen.getByLabelText('Código de confirmación'), { target: { value: '111222' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    });
    expect(auth.confirmSignUp).toHaveBeenCalledWith({ username: 'ana@example.com', confirmationCode: '111222' });
    expect(auth.autoSignIn).toHaveBeenCalled();
    expect(screen.getByText('zona de usuario')).toBeInTheDocument();
  });
});
