import { useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { SignInOutput, SignUpOutput } from 'aws-amplify/auth';
import { useSession } from '../../lib/session';
import { homePathFor } from '../../lib/session-role';
import { RETURN_PARAM, safeReturnPath } from '../../lib/return-path';
import SignInForm from './SignInForm';
import SignUpForm from './SignUpForm';
import ConfirmSignUpForm from './ConfirmSignUpForm';
import ForgotPasswordForm from './ForgotPasswordForm';
import SignInStepScreen, { isHandledChallenge, UnknownStep } from './SignInStepScreen';
import { signedInHome } from './finishSignIn';
import './auth.css';

type View =
  | { kind: 'signIn'; email?: string; notice?: string }
  | { kind: 'signUp' }
  | { kind: 'confirmSignUp'; email: string; password?: string }
  | { kind: 'forgot'; email: string; required: boolean }
  | { kind: 'challenge'; step: SignInOutput['nextStep']; email: string }
  | { kind: 'unknown' };

/**
 * /IniciarSesion: the login form and every screen the sign-in flow can ask for
 * (sign-up, its confirmation, password reset, the MFA challenges), then the role redirect, or
 * back to the page named in `?volver=` (an access panel's item) when there is one.
 */
export default function SignInPage() {
  const { t } = useTranslation('logIn');
  const navigate = useNavigate();
  const session = useSession();
  const [params] = useSearchParams();
  const returnTo = safeReturnPath(params.get(RETURN_PARAM));
  const [view, setView] = useState<View>({ kind: 'signIn' });
  // Between DONE and the redirect the session already says signed in; keep the form meanwhile.
  const [finishing, setFinishing] = useState(false);

  const backToSignIn = (email?: string, notice?: string) => setView({ kind: 'signIn', email, notice });

  async function finish() {
    setFinishing(true);
    const home = await signedInHome().catch((error: unknown) => {
      setFinishing(false);
      throw error;
    });
    await session.refresh();
    navigate(returnTo ?? home, { replace: true, state: { signedIn: true } });
  }

  /** Follows aws-amplify's next sign-in step (section 4). */
  async function onSignInStep(output: SignInOutput, email: string, password?: string) {
    const { nextStep } = output;
    if (nextStep.signInStep === 'DONE') return finish();
    if (nextStep.signInStep === 'CONFIRM_SIGN_UP') return setView({ kind: 'confirmSignUp', email, password });
    if (nextStep.signInStep === 'RESET_PASSWORD') return setView({ kind: 'forgot', email, required: true });
    if (isHandledChallenge(nextStep)) return setView({ kind: 'challenge', step: nextStep, email });
    setView({ kind: 'unknown' });
  }

  function onSignedUp(output: SignUpOutput, credentials: { email: string; password: string }) {
    if (output.nextStep.signUpStep === 'DONE') return backToSignIn(credentials.email);
    // CONFIRM_SIGN_UP (and COMPLETE_AUTO_SIGN_IN once confirmed) continue on the confirm screen.
    setView({ kind: 'confirmSignUp', ...credentials });
  }

  if (!finishing && !session.loading && session.role !== 'GUEST' && view.kind === 'signIn') {
    if (returnTo) return <Navigate to={returnTo} replace />;
    return (
      <section className="page acc-page">
        <div className="acc-form">
          <h1>{t('title')}</h1>
          <p role="status">{t('alreadySignedIn')}</p>
          <Link className="button button--primary" to={homePathFor(session.role)}>
            {t('goToAccount')}
          </Link>
        </div>
      </section>
    );
  }

  let content;
  switch (view.kind) {
    case 'signIn':
      content = (
        <SignInForm
          key={view.email ?? ''}
          initialEmail={view.email}
          notice={view.notice}
          onNextStep={(output, { email, password }) => onSignInStep(output, email, password)}
          onCreateAccount={() => setView({ kind: 'signUp' })}
          onForgotPassword={(email) => setView({ kind: 'forgot', email, required: false })}
        />
      );
      break;
    case 'signUp':
      content = <SignUpForm onSignedUp={onSignedUp} onCancel={() => backToSignIn()} />;
      break;
    case 'confirmSignUp':
      content = (
        <ConfirmSignUpForm
          email={view.email}
          password={view.password}
          onNextStep={(output) => onSignInStep(output, view.email, view.password)}
          onConfirmedWithoutSignIn={(email) => backToSignIn(email, t('accountConfirmed'))}
          onCancel={() => backToSignIn()}
        />
      );
      break;
    case 'forgot':
      content = (
        <ForgotPasswordForm
          initialEmail={view.email}
          required={view.required}
          onDone={(email) => backToSignIn(email, t('passwordChanged'))}
          onCancel={() => backToSignIn(view.email)}
        />
      );
      break;
    case 'challenge':
      content = (
        <SignInStepScreen
          key={view.step.signInStep}
          step={view.step}
          email={view.email}
          onNextStep={(output) => onSignInStep(output, view.email)}
          onCancel={() => backToSignIn(view.email)}
        />
      );
      break;
    case 'unknown':
      content = <UnknownStep onCancel={() => backToSignIn()} />;
      break;
  }
  return <section className="page acc-page">{content}</section>;
}
