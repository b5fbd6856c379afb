import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmSignIn, type SignInOutput } from 'aws-amplify/auth';
import Field from '../../components/Field';
import QrCode from '../../components/QrCode';
import { TOTP_ISSUER } from '../../lib/totp';
import { signInErrorText } from './signInErrors';
import { libraryMessage } from '../../lib/auth-messages';

type NextStep = SignInOutput['nextStep'];

/** The challenge steps that have their own screen here; the rest are 'unknown'. */
export const HANDLED_CHALLENGE_STEPS = [
  'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED',
  'CONFIRM_SIGN_IN_WITH_TOTP_CODE',
  'CONTINUE_SIGN_IN_WITH_TOTP_SETUP',
  'CONFIRM_SIGN_IN_WITH_SMS_CODE',
  'CONFIRM_SIGN_IN_WITH_EMAIL_CODE',
  'CONTINUE_SIGN_IN_WITH_MFA_SELECTION',
  'CONTINUE_SIGN_IN_WITH_MFA_SETUP_SELECTION',
] as const;

export function isHandledChallenge(step: NextStep): boolean {
  return (HANDLED_CHALLENGE_STEPS as readonly string[]).includes(step.signInStep);
}

interface SignInStepScreenProps {
  step: NextStep;
  email: string;
  onNextStep: (output: SignInOutput) => void | Promise<void>;
  onCancel: () => void;
}

/** One screen per sign-in challenge (spec section 4); each answers with confirmSignIn. */
export default function SignInStepScreen({ step, email, onNextStep, onCancel }: SignInStepScreenProps) {
  const { t, i18n } = useTranslation(['auth', 'logIn']);
  const [value, setValue] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function answer(challengeResponse: string) {
    setError('');
    setBusy(true);
    try {
      await onNextStep(await confirmSignIn({ challengeResponse }));
    } catch (err) {
      console.error('Error al confirmar el inicio de sesión:', err);
      const text = signInErrorText(err);
      setError('key' in text ? t(`logIn:${text.key}`) : libraryMessage(text.raw, i18n.language));
    } finally {
      setBusy(false);
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void answer(value.trim());
  };

  const footer = (submitLabel: string) => (
    <>
      <p className="acc-error-line" role="alert">
        {error}
      </p>
      <button type="submit" className="button button--primary" disabled={busy || !value.trim()}>
        {submitLabel}
      </button>
      <button type="button" className="acc-link" onClick={onCancel}>
        {t('steps.backToSignIn')}
      </button>
    </>
  );

  const codeField = (
    <Field
      label={t('steps.code')}
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      required
      value={value}
      onChange={(e) => setValue(e.target.value)}
    />
  );

  switch (step.signInStep) {
    case 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED':
      return (
        <form className="acc-form" onSubmit={submit} noValidate aria-labelledby="step-title">
          <h1 id="step-title">{t('steps.newPasswordTitle')}</h1>
          <p>{t('steps.newPasswordIntro')}</p>
          <Field
            label={t('steps.newPassword')}
            name="newPassword"
            type="password"
            autoComplete="new-password"
            required
            value={value}
            onChange={(e) => setValue(e.target.value)}
          />
          {footer(t('steps.save'))}
        </form>
      );
    case 'CONFIRM_SIGN_IN_WITH_TOTP_CODE':
      return (
        <form className="acc-form" onSubmit={submit} noValidate aria-labelledby="step-title">
          <h1 id="step-title">{t('steps.totpTitle')}</h1>
          <p>{t('steps.totpIntro')}</p>
          {codeField}
          {footer(t('steps.confirm'))}
        </form>
      );
    case 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP': {
      const uri = step.totpSetupDetails.getSetupUri(TOTP_ISSUER, email).toString();
      return (
        <form className="acc-form" onSubmit={submit} noValidate aria-labelledby="step-title">
          <h1 id="step-title">{t('steps.totpSetupTitle')}</h1>
          <p>{t('steps.totpSetupIntro')}</p>
          <QrCode value={uri} title={t('steps.qrTitle')} />
          <p>
            {t('steps.secretLabel')} <code data-testid="totp-secret">{step.totpSetupDetails.sharedSecret}</code>
          </p>
          {codeField}
          {footer(t('steps.confirm'))}
        </form>
      );
    }
    case 'CONFIRM_SIGN_IN_WITH_SMS_CODE':
    case 'CONFIRM_SIGN_IN_WITH_EMAIL_CODE': {
      const sms = step.signInStep === 'CONFIRM_SIGN_IN_WITH_SMS_CODE';
      const destination = step.codeDeliveryDetails?.destination ?? '';
      return (
        <form className="acc-form" onSubmit={submit} noValidate aria-labelledby="step-title">
          <h1 id="step-title">{sms ? t('steps.smsTitle') : t('steps.emailTitle')}</h1>
          <p>{t(sms ? 'steps.smsIntro' : 'steps.emailIntro', { destination })}</p>
          {codeField}
          {footer(t('steps.confirm'))}
        </form>
      );
    }
    case 'CONTINUE_SIGN_IN_WITH_MFA_SELECTION':
    case 'CONTINUE_SIGN_IN_WITH_MFA_SETUP_SELECTION': {
      const types = step.allowedMFATypes?.length ? step.allowedMFATypes : (['SMS', 'TOTP'] as const);
      return (
        <div className="acc-form" role="group" aria-labelledby="step-title">
          <h1 id="step-title">{t('steps.mfaTitle')}</h1>
          <p>{t('steps.mfaIntro')}</p>
          {types.map((type) => (
            <button key={type} type="button" className="button" disabled={busy} onClick={() => void answer(type)}>
              {t(`steps.mfa.${type}`)}
            </button>
          ))}
          <p className="acc-error-line" role="alert">
            {error}
          </p>
          <button type="button" className="acc-link" onClick={onCancel}>
            {t('steps.backToSignIn')}
          </button>
        </div>
      );
    }
    default:
      return <UnknownStep onCancel={onCancel} />;
  }
}

export function UnknownStep({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation('auth');
  return (
    <div className="acc-form">
      <p className="acc-error-line" role="alert">
        {t('steps.unknown')}
      </p>
      <button type="button" className="acc-link" onClick={onCancel}>
        {t('steps.backToSignIn')}
      </button>
    </div>
  );
}
