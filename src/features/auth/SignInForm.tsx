import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { signIn, type SignInOutput } from 'aws-amplify/auth';
import Field from '../../components/Field';
import { signInErrorText } from './signInErrors';
import { libraryMessage } from '../../lib/auth-messages';

interface SignInFormProps {
  initialEmail?: string;
  notice?: string;
  onNextStep: (output: SignInOutput, credentials: { email: string; password: string }) => void | Promise<void>;
  onCreateAccount: () => void;
  onForgotPassword: (email: string) => void;
}

/** Email, password, 'Iniciar sesión', create account, forgot password and the error line. */
export default function SignInForm({ initialEmail = '', notice, onNextStep, onCreateAccount, onForgotPassword }: SignInFormProps) {
  const { t, i18n } = useTranslation('logIn');
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  // The form is why the visitor came: its first field has focus from the start.
  const emailRef = useRef<HTMLInputElement>(null);
  useEffect(() => emailRef.current?.focus(), []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError('');
    setBusy(true);
    const username = email.trim();
    try {
      const output = await signIn({ username, password });
      await onNextStep(output, { email: username, password });
    } catch (err) {
      console.error('Error al iniciar sesión:', err);
      const text = signInErrorText(err);
      setError('key' in text ? t(text.key) : libraryMessage(text.raw, i18n.language));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="acc-form" onSubmit={submit} noValidate aria-labelledby="sign-in-title">
      <h1 id="sign-in-title">{t('title')}</h1>
      {notice && (
        <p className="acc-notice" role="status">
          {notice}
        </p>
      )}
      <Field
        ref={emailRef}
        label={t('email')}
        type="email"
        name="email"
        autoComplete="username"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <Field
        label={t('password')}
        type="password"
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <p className="acc-error-line" role="alert" aria-live="assertive">
        {error}
      </p>
      <button type="submit" className="button button--primary" disabled={busy || !email.trim() || !password}>
        {busy ? t('signingIn') : t('login')}
      </button>
      <button type="button" className="button" onClick={onCreateAccount}>
        {t('createAccount')}
      </button>
      <button type="button" className="acc-link" onClick={() => onForgotPassword(email.trim())}>
        {t('forgotPassword')}
      </button>
    </form>
  );
}
