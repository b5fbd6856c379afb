import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Alert from '../Alert';
import Spinner from '../Spinner';
import {
  ACCESS_MESSAGE_MAX,
  ACCESS_REFERENCE_MAX,
  fetchMyRequestFor,
  requestAccess,
  type AccessRequest,
  type AccessRequestRefusal,
} from '../../lib/access-requests';
import type { MediaKind } from '../../lib/media-url';

type Known = { status: 'loading' } | { status: 'ready'; request: AccessRequest | null } | { status: 'unknown' };

/**
 * A signed-in user's side of the panel: their earlier request for the item (pending, or rejected
 * with its reason), or the form that sends one with an optional message and payment reference.
 */
export default function AccessRequestForm({ userId, kind, itemId }: { userId: string; kind: MediaKind; itemId: string }) {
  const { t, i18n } = useTranslation('access');
  const id = useId();
  const [known, setKnown] = useState<Known>({ status: 'loading' });
  const [message, setMessage] = useState('');
  const [reference, setReference] = useState('');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const [refusal, setRefusal] = useState<AccessRequestRefusal | null>(null);
  const [tooLong, setTooLong] = useState<'message' | 'reference' | null>(null);
  const date = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(iso));

  useEffect(() => {
    let live = true;
    fetchMyRequestFor(userId, kind, itemId).then(
      (request) => live && setKnown({ status: 'ready', request }),
      (error: unknown) => {
        console.error('Error al revisar la solicitud de acceso:', error);
        // The form still works: the server refuses a second pending request itself.
        if (live) setKnown({ status: 'unknown' });
      },
    );
    return () => {
      live = false;
    };
  }, [userId, kind, itemId]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setRefusal(null);
    if (message.trim().length > ACCESS_MESSAGE_MAX) return setTooLong('message');
    if (reference.trim().length > ACCESS_REFERENCE_MAX) return setTooLong('reference');
    setTooLong(null);
    setBusy(true);
    const outcome = await requestAccess(kind, itemId, message, reference);
    setBusy(false);
    if (outcome.ok) setSent(true);
    else setRefusal(outcome.reason);
  }

  const myRequests = (
    <Link to="/user/compras" className="access-panel__link">
      {t('status.viewRequests')}
    </Link>
  );

  if (known.status === 'loading') return <Spinner label={t('status.loading')} size={28} />;
  if (sent) {
    return (
      <Alert kind="success">
        {t('status.sent')} {myRequests}
      </Alert>
    );
  }
  const earlier = known.status === 'ready' ? known.request : null;
  if (earlier?.status === 'PENDIENTE') {
    return (
      <Alert kind="info">
        {t('status.pending', { date: date(earlier.requestedAt) })} {myRequests}
      </Alert>
    );
  }
  const rejected = earlier?.status === 'RECHAZADA' ? earlier : null;

  return (
    <form className="access-panel__form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="access-panel__form-title">
        {t('form.title')}
      </h3>
      {rejected && (
        <Alert kind="warning">
          {t('status.rejected', { date: date(rejected.decidedAt ?? rejected.requestedAt) })}
          {rejected.reason && (
            <>
              {' '}
              {t('status.reason', { reason: rejected.reason })}
            </>
          )}
        </Alert>
      )}
      {known.status === 'unknown' && <Alert kind="warning">{t('errors.load')}</Alert>}
      {refusal && <Alert kind="error">{t(`errors.${refusal}`)}</Alert>}
      <div className="access-panel__field">
        <label htmlFor={`${id}-message`}>{t('form.message')}</label>
        <textarea
          id={`${id}-message`}
          rows={3}
          value={message}
          maxLength={ACCESS_MESSAGE_MAX}
          onChange={(event) => setMessage(event.target.value)}
          aria-describedby={`${id}-message-hint ${id}-message-count${tooLong === 'message' ? ` ${id}-message-error` : ''}`}
          aria-invalid={tooLong === 'message' || undefined}
        />
        <small id={`${id}-message-hint`}>{t('form.messageHint')}</small>
        <small id={`${id}-message-count`} className="access-panel__count">
          {t('form.count', { count: message.length, max: ACCESS_MESSAGE_MAX })}
        </small>
        {tooLong === 'message' && (
          <span id={`${id}-message-error`} className="access-panel__error" role="alert">
            {t('errors.messageTooLong', { max: ACCESS_MESSAGE_MAX })}
          </span>
        )}
      </div>
      <div className="access-panel__field">
        <label htmlFor={`${id}-reference`}>{t('form.reference')}</label>
        <input
          id={`${id}-reference`}
          type="text"
          value={reference}
          maxLength={ACCESS_REFERENCE_MAX}
          autoComplete="off"
          onChange={(event) => setReference(event.target.value)}
          aria-describedby={`${id}-reference-hint${tooLong === 'reference' ? ` ${id}-reference-error` : ''}`}
          aria-invalid={tooLong === 'reference' || undefined}
        />
        <small id={`${id}-reference-hint`}>{t('form.referenceHint')}</small>
        {tooLong === 'reference' && (
          <span id={`${id}-reference-error`} className="access-panel__error" role="alert">
            {t('errors.referenceTooLong', { max: ACCESS_REFERENCE_MAX })}
          </span>
        )}
      </div>
      <button type="submit" className="button button--primary" disabled={busy}>
        {busy ? t('form.sending') : rejected ? t('form.again') : t('form.submit')}
      </button>
    </form>
  );
}
