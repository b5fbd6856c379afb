import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { signUp, type SignUpOutput } from 'aws-amplify/auth';
import { useDebouncedValue } from './useDebouncedValue';
import { errorMessage, libraryMessage } from '../../lib/auth-messages';
import { toE164 } from '../../lib/phone';
import Field from '../../components/Field';
import {
  SIGN_UP_LIMITS,
  configuredPasswordPolicy,
  policyRequirements,
  validateSignUp,
  type PasswordPolicy,
  type SignUpErrors,
  type SignUpFields,
} from './signUpValidation';
import { avatarUrl, DEFAULT_AVATAR } from '../../components/AvatarOptions';

/** Validation waits until typing pauses this long (section 9). */
export const VALIDATION_DEBOUNCE_MS = 500;

const EMPTY: SignUpFields = {
  givenName: '',
  familyName: '',
  birthdate: '',
  gender: '',
  phone: '',
  email: '',
  password: '',
  confirmPassword: '',
};

interface SignUpFormProps {
  onSignedUp: (output: SignUpOutput, credentials: { email: string; password: string }) => void | Promise<void>;
  onCancel: () => void;
  /** Overridable for tests; defaults to the pool's policy from the Amplify configuration. */
  policy?: PasswordPolicy;
}

/** The policy as one sentence: 'al menos 8 caracteres, una minúscula, ...'. */
export function usePolicySentence(policy: PasswordPolicy): string {
  const { t, i18n } = useTranslation('createAcount');
  return useMemo(() => {
    const parts = policyRequirements(policy).map((r) => t(`requirements.${r}`, { count: policy.minLength }));
    const format = new Intl.ListFormat(i18n.language?.startsWith('en') ? 'en' : 'es', { type: 'conjunction' });
    return format.format(parts);
  }, [policy, t, i18n.language]);
}

/** 'Crear cuenta': the fields and limits of section 2, checked 500 ms after typing stops. */
export default function SignUpForm({ onSignedUp, onCancel, policy: policyProp }: SignUpFormProps) {
  const { t, i18n } = useTranslation('createAcount');
  const policy = useMemo(() => policyProp ?? configuredPasswordPolicy(), [policyProp]);
  const requirements = usePolicySentence(policy);
  const [fields, setFields] = useState<SignUpFields>(EMPTY);
  const [submitted, setSubmitted] = useState<SignUpFields | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const settled = useDebouncedValue(fields, VALIDATION_DEBOUNCE_MS);
  // After a submit attempt the form is checked as a whole at once; before it, as typing settles.
  const errors = submitted ? validateSignUp(fields, policy, true) : validateSignUp(settled, policy);

  const set = (name: keyof SignUpFields) => (e: { target: { value: string } }) =>
    setFields((f) => ({ ...f, [name]: e.target.value }));

  const message = (key: SignUpErrors[keyof SignUpErrors]) =>
    key === 'PasswNotValid' ? t('PasswNotValid', { requirements }) : key ? t(key) : undefined;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(fields);
    setError('');
    if (Object.keys(validateSignUp(fields, policy, true)).length > 0) return;
    const email = fields.email.trim();
    const userAttributes: Record<string, string> = {
      email,
      // On sign-up the picture is a default avatar (spec section 3), seeded by the person.
      picture: avatarUrl({ ...DEFAULT_AVATAR, seed: fields.givenName.trim() || email }),
    };
    if (fields.givenName.trim()) userAttributes.name = fields.givenName.trim();
    if (fields.familyName.trim()) userAttributes.family_name = fields.familyName.trim();
    if (fields.birthdate) userAttributes.birthdate = fields.birthdate;
    if (fields.gender.trim()) userAttributes.gender = fields.gender.trim();
    const phone = fields.phone ? toE164(fields.phone) : null;
    if (phone) userAttributes.phone_number = phone;
    setBusy(true);
    try {
      const output = await signUp({
        username: email,
        password: fields.password,
        options: { userAttributes, autoSignIn: true },
      });
      await onSignedUp(output, { email, password: fields.password });
    } catch (err) {
      console.error('Error al crear la cuenta:', err);
      setError(libraryMessage(errorMessage(err) ?? t('unknownError'), i18n.language));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="acc-form" onSubmit={submit} noValidate aria-labelledby="sign-up-title">
      <h1 id="sign-up-title">{t('title')}</h1>
      <Field label={t('givenName')} name="givenName" autoComplete="given-name" maxLength={SIGN_UP_LIMITS.givenName} value={fields.givenName} onChange={set('givenName')} />
      <Field label={t('familyName')} name="familyName" autoComplete="family-name" maxLength={SIGN_UP_LIMITS.familyName} value={fields.familyName} onChange={set('familyName')} />
      <Field label={t('birthdate')} name="birthdate" type="date" autoComplete="bday" value={fields.birthdate} onChange={set('birthdate')} />
      <Field label={t('gender')} name="gender" autoComplete="sex" value={fields.gender} onChange={set('gender')} />
      <Field
        label={t('phone')}
        name="phone"
        type="tel"
        autoComplete="tel"
        placeholder="XXX-XXX-XXXX"
        maxLength={SIGN_UP_LIMITS.phone}
        value={fields.phone}
        onChange={set('phone')}
        error={message(errors.phone)}
      />
      <Field
        label={t('email')}
        name="email"
        type="email"
        autoComplete="email"
        required
        maxLength={SIGN_UP_LIMITS.email}
        value={fields.email}
        onChange={set('email')}
        error={message(errors.email)}
      />
      <Field
        label={t('password')}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        maxLength={SIGN_UP_LIMITS.password}
        value={fields.password}
        onChange={set('password')}
        hint={t('passwordHint', { requirements })}
        error={message(errors.password)}
      />
      <Field
        label={t('confirmPassword')}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        required
        maxLength={SIGN_UP_LIMITS.password}
        value={fields.confirmPassword}
        onChange={set('confirmPassword')}
        error={message(errors.confirmPassword)}
      />
      <p className="acc-error-line" role="alert">
        {error}
      </p>
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? t('creating') : t('submit')}
      </button>
      <button type="button" className="acc-link" onClick={onCancel}>
        {t('cancel')}
      </button>
    </form>
  );
}
