import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmResetPassword, resetPassword } from 'aws-amplify/auth';
import Field from '../../components/Field';
import { errorMessage, libraryMessage } from '../../lib/auth-messages';
import { configuredPasswordPolicy, unmetRequirements } from './signUpValidation';
import { usePolicySentence } from './SignUpForm';

interface ForgotPasswordFormProps {
  initialEmail?: string;
  /** RESET_PASSWORD sign-in step: the pool demands a reset, the code is requested at once. */
  required?: boolean;
  onDone: (email: string) => void;
  onCancel: () => void;
}

/** Forgot password in two steps: the e-mail, then the code and a new password. */
export default function ForgotPasswordForm({ initialEmail = '', required = false, onDone, onCancel }: ForgotPasswordFormProps) {
  const { t, i18n } = useTranslation('logIn');
  const policy = useMemo(() => configuredPasswordPolicy(), []);
  const requirements = usePolicySentence(policy);
  const [step, setStep] = useState<'request' | 'confirm'>('request');
  const [email, setEmail] = useState(initialEmail);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [destination, setDestination] = useState('');

  // RESET_PASSWORD: the pool already knows who must reset, so the code is requested at once.
  const requested = useRef(false);
  useEffect(() => {
    if (required && initialEmail && !requested.current) {
      requested.current = true;
      void requestCode();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const fail = (context: string) => (err: unknown) => {
    console.error(context, err);
    setError(libraryMessage(errorMessage(err) ?? t('errors.unknown'), i18n.language));
  };

  async function requestCode(event?: FormEvent) {
    event?.preventDefault();
    setError('');
    setBusy(true);
    try {
      const { nextStep } = await resetPassword({ username: email.trim() });
      setDestination(nextStep.codeDeliveryDetails?.destination ?? email.trim());
      setStep('confirm');
    } catch (err) {
      fail('Error al solicitar el código:')(err);
    } finally {
      setBusy(false);
    }
  }

  async function confirm(event: FormEvent) {
    event.preventDefault();
    setError('');
    if (unmetRequirements(password, policy).length > 0) {
      setError(t('newPasswordNotValid', { requirements }));
      return;
    }
    setBusy(true);
    try {
      await confirmResetPassword({ username: email.trim(), confirmationCode: code.trim(), newPassword: password });
      onDone(email.trim());
    } catch (err) {
      fail('Error al restablecer la contraseña:')(err);
    } finally {
      setBusy(false);
    }
  }

  if (step === 'request') {
    return (
      <form className="acc-form" onSubmit={requestCode} noValidate aria-labelledby="forgot-title">
        <h1 id="forgot-title">{required ? t('resetRequiredTitle') : t('forgotTitle')}</h1>
        <p>{required ? t('resetRequiredIntro') : t('forgotIntro')}</p>
        <Field label={t('email')} name="email" type="email" autoComplete="username" required value={email} onChange={(e) => setEmail(e.target.value)} />
        <p className="acc-error-line" role="alert">
          {error}
        </p>
        <button type="submit" className="button button--primary" disabled={busy || !email.trim()}>
          {t('sendCode')}
        </button>
        <button type="button" className="acc-link" onClick={onCancel}>
          {t('cancel')}
        </button>
      </form>
    );
  }
  return (
    <form className="acc-form" onSubmit={confirm} noValidate aria-labelledby="forgot-confirm-title">
      <h1 id="forgot-confirm-title">{t('newPasswordTitle')}</h1>
      <p role="status">{t('codeSentTo', { destination })}</p>
      <Field label={t('code')} name="code" inputMode="numeric" autoComplete="one-time-code" required value={code} onChange={(e) => setCode(e.target.value)} />
      <Field
        label={t('newPassword')}
        name="newPassword"
        type="password"
        autoComplete="new-password"
        required
        value={password}
        hint={t('passwordHint', { requirements })}
        onChange={(e) => setPassword(e.target.value)}
      />
      <p className="acc-error-line" role="alert">
        {error}
      </p>
      <button type="submit" className="button button--primary" disabled={busy || !code.trim() || !password}>
        {t('changePassword')}
      </button>
      <button type="button" className="button" onClick={() => requestCode()} disabled={busy}>
        {t('resendCode')}
      </button>
      <button type="button" className="acc-link" onClick={onCancel}>
        {t('cancel')}
      </button>
    </form>
  );
}
