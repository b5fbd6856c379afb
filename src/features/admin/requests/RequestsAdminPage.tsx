import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Spinner from '../../../components/Spinner';
import StorageImage from '../../../components/StorageImage';
import { RequestStatus } from '../../../components/RequestStatus';
import { ErrorCode, errorCodeOf } from '../../../../amplify/functions/shared/error-codes';
import { graphQLErrorsOf } from '../../../lib/data-results';
import { usePriceFormat } from '../../../lib/price';
import { AdminScreen } from '../shared/AdminScreen';
import { LoadError } from '../shared/LoadError';
import { NoticeLine } from '../shared/NoticeLine';
import { useNotice } from '../shared/notice';
import { RejectDialog } from './RejectDialog';
import { useRequestsAdmin, type AccessRequest, type RequestRow } from './useRequestsAdmin';
import './requests.css';

/** The decision function's refusal codes, for the screen's message. */
function decisionError(error: unknown): 'alreadyDecided' | 'notFound' | 'errorDecide' {
  const codes = graphQLErrorsOf(error).map((e) => errorCodeOf(e.message));
  if (codes.includes(ErrorCode.ALREADY_DECIDED)) return 'alreadyDecided';
  if (codes.includes(ErrorCode.NOT_FOUND)) return 'notFound';
  return 'errorDecide';
}

/**
 * /admin/solicitudes: the users' access requests. 'Aprobar' grants the item through the same
 * grant as /admin/compras (once, whatever the clicks: the server decides each request once);
 * 'Rechazar' asks for an optional reason the user will read.
 */
export default function RequestsAdminPage() {
  const { t } = useTranslation('admin');
  const admin = useRequestsAdmin();
  const { notice, showError, showSuccess, clear } = useNotice();
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  // Requests being decided: a second click before the screen re-renders is ignored here too.
  const deciding = useRef(new Set<string>());
  const [rejecting, setRejecting] = useState<AccessRequest | null>(null);

  async function decide(request: AccessRequest, decision: 'APROBADA' | 'RECHAZADA', reason?: string): Promise<boolean> {
    if (deciding.current.has(request.id)) return false;
    deciding.current.add(request.id);
    setBusy((ids) => new Set(ids).add(request.id));
    try {
      await admin.decide(request, decision, reason);
      showSuccess(t(decision === 'APROBADA' ? 'requests.approved' : 'requests.rejected', { email: request.email }));
      return true;
    } catch (error) {
      showError(t(`requests.${decisionError(error)}`), error);
      void admin.reload();
      return false;
    } finally {
      deciding.current.delete(request.id);
      setBusy((ids) => {
        const next = new Set(ids);
        next.delete(request.id);
        return next;
      });
    }
  }

  return (
    <AdminScreen title={t('requests.title')} wide>
      <p>{t('requests.intro')}</p>
      <NoticeLine notice={notice} onDismiss={clear} />
      <p className="visually-hidden" role="status">
        {admin.arrived ? t('requests.arrived', { email: admin.arrived.email }) : ''}
      </p>
      {admin.loading && admin.pending.length === 0 && admin.decided.length === 0 ? (
        <Spinner />
      ) : admin.loadError ? (
        <LoadError message={t('requests.errorLoad')} onReload={() => void admin.reload()} />
      ) : (
        <>
          <section className="admin-section" aria-labelledby="requests-pending-title">
            <h2 id="requests-pending-title">
              {t('requests.pendingTitle')} <span className="request-count">({admin.pending.length})</span>
            </h2>
            {admin.pending.length === 0 ? (
              <p>{t('requests.emptyPending')}</p>
            ) : (
              <ul className="admin-requests">
                {admin.pending.map((row) => (
                  <RequestItem key={row.request.id} row={row}>
                    <div className="admin-actions">
                      <button
                        type="button"
                        className="button button--primary"
                        disabled={busy.has(row.request.id)}
                        onClick={() => void decide(row.request, 'APROBADA')}
                      >
                        {busy.has(row.request.id) ? t('requests.approving') : t('requests.approve')}
                      </button>
                      <button
                        type="button"
                        className="button admin-danger"
                        disabled={busy.has(row.request.id)}
                        onClick={() => setRejecting(row.request)}
                      >
                        {t('requests.reject')}
                      </button>
                    </div>
                  </RequestItem>
                ))}
              </ul>
            )}
          </section>
          <section className="admin-section" aria-labelledby="requests-decided-title">
            <h2 id="requests-decided-title">{t('requests.decidedTitle')}</h2>
            {admin.decided.length === 0 ? (
              <p>{t('requests.emptyDecided')}</p>
            ) : (
              <ul className="admin-requests">
                {admin.decided.map((row) => (
                  <RequestItem key={row.request.id} row={row} />
                ))}
              </ul>
            )}
          </section>
        </>
      )}
      {rejecting && (
        <RejectDialog
          email={rejecting.email}
          onReject={(reason) => decide(rejecting, 'RECHAZADA', reason)}
          onClose={() => setRejecting(null)}
        />
      )}
    </AdminScreen>
  );
}

function RequestItem({ row, children }: { row: RequestRow; children?: ReactNode }) {
  const { t, i18n } = useTranslation('admin');
  const price = usePriceFormat();
  const { request, item } = row;
  const date = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  const status = request.status.toLowerCase();
  return (
    <li className={`admin-request admin-request--${status}`}>
      {item.thumbnailPath ? (
        <StorageImage path={item.thumbnailPath} alt="" className="admin-request__thumb" />
      ) : (
        <span className="admin-request__thumb admin-request__thumb--none" aria-hidden="true" />
      )}
      <div className="admin-request__body">
        <p className="admin-request__head">
          <span className="admin-request__kind">{t(request.kind === 'IMAGEN' ? 'requests.image' : 'requests.video')}</span>
          <strong>{item.title ?? t('requests.itemGone')}</strong>
          {request.status !== 'PENDIENTE' && (
            <RequestStatus status={request.status} label={t(`requests.status.${request.status}`)} />
          )}
        </p>
        <p className="admin-request__who">
          <a href={`mailto:${request.email}`}>{request.email}</a>
        </p>
        <p className="admin-request__meta">
          {t('requests.requestedOn', { date: date(request.requestedAt) })}
          {request.decidedAt && <> · {t('requests.decidedOn', { date: date(request.decidedAt) })}</>}
          {item.price != null && item.price > 0 && (
            <> · {t(request.kind === 'IMAGEN' ? 'requests.donation' : 'requests.price', { price: price(item.price) })}</>
          )}
        </p>
        {request.message && <p className="admin-request__text">{t('requests.message', { message: request.message })}</p>}
        {request.reference && <p className="admin-request__text">{t('requests.reference', { reference: request.reference })}</p>}
        {!request.message && !request.reference && request.status === 'PENDIENTE' && (
          <p className="admin-request__meta">{t('requests.noMessage')}</p>
        )}
        {request.status === 'RECHAZADA' && request.reason && (
          <p className="admin-request__text">{t('requests.reason', { reason: request.reason })}</p>
        )}
        {children}
      </div>
    </li>
  );
}
