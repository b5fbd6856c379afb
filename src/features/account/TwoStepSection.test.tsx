import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../testing/i18n';
import TwoStepSection from './TwoStepSection';

const auth = {
  fetchMFAPreference: vi.fn(),
  setUpTOTP: vi.fn(),
  verifyTOTPSetup: vi.fn(),
  updateMFAPreference: vi.fn(),
};
vi.mock('aws-amplify/auth', () => ({
  fetchMFAPreference: () => auth.fetchMFAPreference(),
  setUpTOTP: () => auth.setUpTOTP(),
  verifyTOTPSetup: (input: unknown) => auth.verifyTOTPSetup(input),
  updateMFAPreference: (input: unknown) => auth.updateMFAPreference(input),
}));

describe('TwoStepSection', () => {
  beforeEach(() => {
    Object.values(auth).forEach((fn) => fn.mockReset());
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('links an authenticator app with a QR code and a verified code, then prefers TOTP', async () => {
    auth.fetchMFAPreference.mockResolvedValue({});
    auth.setUpTOTP.mockResolvedValue({
      sharedSecret: 'JBSWY3DPEHPK3PXP',
      getSetupUri: (app: string, account: string) => new URL(`otpauth://totp/${encodeURIComponent(app)}:${account}?secret=JBSWY3DPEHPK3PXP`),
    });
    auth.verifyTOTPSetup.mockResolvedValue(undefined);
    auth.updateMFAPreference.mockResolvedValue(undefined);
    renderWithProviders(<TwoStepSection email="ana@example.com" />);
    const button = await screen.findByRole('button', { name: 'Activar con una aplicación de autenticación' });
    await act(async () => {
      fireEvent.click(button);
    });
    expect(screen.getByTestId('totp-setup-secret')).toHaveTextContent('JBSWY3DPEHPK3PXP');
    expect(screen.getByRole('img', { name: 'Código QR para la aplicación de autenticación' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Código de la aplicación'), { target: { value: '123456' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Verificar y activar' }));
    });
    expect(auth.verifyTOTPSetup).toHaveBeenCalledWith({ code: '123456' });
    expect(auth.updateMFAPreference).toHaveBeenCalledWith({ totp: 'PREFERRED' });
    expect(screen.getByText(/^Activada/)).toBeInTheDocument();
  });

  it('shows a wrong code as an error and stays in set-up', async () => {
    auth.fetchMFAPreference.mockResolvedValue({});
    auth.setUpTOTP.mockResolvedValue({ sharedSecret: 'S', getSetupUri: () => new URL('otpauth://totp/x?secret=S') });
    auth.verifyTOTPSetup.mockRejectedValue(Object.assign(new Error('Code mismatch'), { name: 'EnableSoftwareTokenMFAException' }));
    renderWithProviders(<TwoStepSection />);
    const button = await screen.findByRole('button', { name: 'Activar con una aplicación de autenticación' });
    await act(async () => {
      fireEvent.click(button);
    });
    fireEvent.change(screen.getByLabelText('Código de la aplicación'), { target: { value: '000000' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Verificar y activar' }));
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Code mismatch');
    expect(auth.updateMFAPreference).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Código de la aplicación')).toBeInTheDocument();
  });

  it('turns TOTP off when it is on', async () => {
    auth.fetchMFAPreference.mockResolvedValue({ enabled: ['TOTP'], preferred: 'TOTP' });
    auth.updateMFAPreference.mockResolvedValue(undefined);
    renderWithProviders(<TwoStepSection />);
    const button = await screen.findByRole('button', { name: 'Desactivar' });
    await act(async () => {
      fireEvent.click(button);
    });
    expect(auth.updateMFAPreference).toHaveBeenCalledWith({ totp: 'DISABLED' });
    expect(screen.getByRole('button', { name: 'Activar con una aplicación de autenticación' })).toBeInTheDocument();
  });
});
