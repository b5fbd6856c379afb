import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { autoSignIn, confirmSignUp, resendSignUpCode, signIn, type SignInOutput } from 'aws-amplify/auth';
import Field from '../../components/Field';
import { errorMessage, libraryMessage } from '../../lib/auth-messages';

interface ConfirmSignUpFormProps {
  email: string;
  /** Known when this browser just signed up or tried to sign in; used to sign in after confirming. */
  password?: string;
  onNextStep: (output: SignInOutput) => void | Promise<void>;
  /** Confirmed, but no sign-in could follow (no password known): back to the login form. */
  onConfirmedWithoutSignIn: (email: string) => void;
  onCancel: () => void;
}

/** 'Confirmar cuenta': the e-mailed code, then the automatic sign-in of section 4. */
export default function ConfirmSignUpForm({ email: initialEmail, password, onNextStep, onConfirmedWithoutSignIn, onCancel }: ConfirmSignUpFormProps) {
  const { t, i18n } = useTranslation('createAcount');
  const [email, setEmail] = useState(initialEmail);
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [info, setInfo] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError('');
    setInfo('');
    setBusy(true);
    const username = email.trim();
    try {
      const { nextStep } = await confirmSignUp({ username, confirmationCode: code.trim() });
      if (nextStep.signUpStep === 'COMPLETE_AUTO_SIGN_IN') {
        await onNextStep(await autoSignIn());
      } else if (password) {
        // Auto sign-in was not started here (the account was created earlier): sign in directly.
        await onNextStep(await signIn({ username, password }));
      } else {
        onConfirmedWithoutSignIn(username);
      }
    } catch (err) {
      console.error('Error al confirmar la cuenta:', err);
      setError(libraryMessage(errorMessage(err) ?? t('unknownError'), i18n.language));
    } finally {
      setBusy(false);
    }
  }

  async function resend() {
    setError('');
    setInfo('');
    try {
      await resendSignUpCode({ username: email.trim() });
      setInfo(t('codeResent'));
    } catch (err) {
      console.error('Error al reenviar el código:', err);
      setError(libraryMessage(errorMessage(err) ?? t('unknownError'), i18n.language));
    }
  }

  return (
    <form className="acc-form" onSubmit={submit} noValidate aria-labelledby="confirm-title">
      <h1 id="confirm-title">{t('confirmTitle')}</h1>
      <p>{t('confirmIntro')}</p>
      <Field label={t('email')} name="email" type="email" autoComplete="username" required value={email} onChange={(e) => setEmail(e.target.value)} />
      <Field
        label={t('code')}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        required
        value={code}
        onChange={(e) => setCode(e.target.value)}
      />
      {info && (
        <p className="acc-notice" role="status">
          {info}
        </p>
      )}
      <p className="acc-error-line" role="alert">
        {error}
      </p>
      <button type="submit" className="button button--primary" disabled={busy || !code.trim() || !email.trim()}>
        {t('confirm')}
      </button>
      <button type="button" className="button" onClick={resend} disabled={!email.trim()}>
        {t('resendCode')}
      </button>
      <button type="button" className="acc-link" onClick={onCancel}>
        {t('cancel')}
      </button>
    </form>
  );
}
