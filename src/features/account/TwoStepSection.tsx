import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Amplify } from 'aws-amplify';
import { fetchMFAPreference, setUpTOTP, updateMFAPreference, verifyTOTPSetup } from 'aws-amplify/auth';
import Alert from '../../components/Alert';
import Field from '../../components/Field';
import QrCode from '../../components/QrCode';
import { TOTP_ISSUER } from '../../lib/totp';
import { errorMessage, libraryMessage } from '../../lib/auth-messages';

/** Whether the user pool lets users turn on an authenticator app (amplify_outputs.json mfa_methods). */
export function totpAvailable(): boolean {
  const mfa = Amplify.getConfig().Auth?.Cognito?.mfa;
  return Boolean(mfa && mfa.status !== 'off' && mfa.totpEnabled);
}

type State =
  | { kind: 'loading' }
  | { kind: 'off' }
  | { kind: 'on' }
  | { kind: 'setup'; secret: string; uri: string };

/**
 * 'Verificación en dos pasos': links an authenticator app (QR code and key, then a code
 * from the app), after which every sign-in asks for a TOTP code; it can be turned off.
 */
export default function TwoStepSection({ email }: { email?: string }) {
  const { t, i18n } = useTranslation('account');
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    try {
      const preference = await fetchMFAPreference();
      setState({ kind: preference.enabled?.includes('TOTP') ? 'on' : 'off' });
    } catch (err) {
      console.error('Error al leer la verificación en dos pasos:', err);
      setState({ kind: 'off' });
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  const fail = (err: unknown) => {
    console.error('Error en la verificación en dos pasos:', err);
    const detail = errorMessage(err);
    setError(detail ? libraryMessage(detail, i18n.language) : t('twoStep.error'));
  };

  async function start() {
    setError('');
    setBusy(true);
    try {
      const details = await setUpTOTP();
      setCode('');
      setState({ kind: 'setup', secret: details.sharedSecret, uri: details.getSetupUri(TOTP_ISSUER, email).toString() });
    } catch (err) {
      fail(err);
    } finally {
      setBusy(false);
    }
  }

  async function verify(event: FormEvent) {
    event.preventDefault();
    setError('');
    setBusy(true);
    try {
      await verifyTOTPSetup({ code: code.trim() });
      await updateMFAPreference({ totp: 'PREFERRED' });
      setState({ kind: 'on' });
    } catch (err) {
      fail(err);
    } finally {
      setBusy(false);
    }
  }

  async function turnOff() {
    setError('');
    setBusy(true);
    try {
      await updateMFAPreference({ totp: 'DISABLED' });
      setState({ kind: 'off' });
    } catch (err) {
      fail(err);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="two-step" aria-labelledby="two-step-title">
      <h2 id="two-step-title">{t('twoStep.title')}</h2>
      {error && <Alert kind="error">{error}</Alert>}
      {state.kind === 'loading' && <p>{t('twoStep.loading')}</p>}
      {state.kind === 'off' && (
        <>
          <p>{t('twoStep.off')}</p>
          <button type="button" className="button button--primary" onClick={() => void start()} disabled={busy}>
            {t('twoStep.enable')}
          </button>
        </>
      )}
      {state.kind === 'on' && (
        <>
          <p role="status">{t('twoStep.on')}</p>
          <button type="button" className="button" onClick={() => void turnOff()} disabled={busy}>
            {t('twoStep.disable')}
          </button>
        </>
      )}
      {state.kind === 'setup' && (
        <form className="acc-modal-form" onSubmit={verify}>
          <p>{t('twoStep.scan')}</p>
          <QrCode value={state.uri} title={t('twoStep.qrTitle')} />
          <p>
            {t('twoStep.secretLabel')} <code data-testid="totp-setup-secret">{state.secret}</code>
          </p>
          <Field label={t('twoStep.code')} inputMode="numeric" autoComplete="one-time-code" value={code} onChange={(e) => setCode(e.target.value)} />
          <div className="acc-actions">
            <button type="button" className="button" onClick={() => setState({ kind: 'off' })}>
              {t('profile.cancel')}
            </button>
            <button type="submit" className="button button--primary" disabled={busy || !code.trim()}>
              {t('twoStep.verify')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
