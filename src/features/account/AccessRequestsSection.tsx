import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Alert from '../../components/Alert';
import Spinner from '../../components/Spinner';
import StorageImage from '../../components/StorageImage';
import { RequestStatus } from '../../components/RequestStatus';
import { usePriceFormat } from '../../lib/price';
import { useAccessRequests } from './useAccessRequests';

/** /user/compras: the user's access requests with their status, and the reason of a rejection. */
export default function AccessRequestsSection({ userId }: { userId: string | undefined }) {
  const { t, i18n } = useTranslation('account');
  const price = usePriceFormat();
  const { rows, loading, failed } = useAccessRequests(userId);
  const date = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(iso));

  if (loading) return <Spinner />;
  if (failed) return <Alert kind="error">{t('purchases.requests.loadError')}</Alert>;
  if (rows.length === 0) return null;
  return (
    <section className="account-requests" aria-labelledby="account-requests-title">
      <h2 id="account-requests-title">{t('purchases.requests.title')}</h2>
      <p>{t('purchases.requests.intro')}</p>
      <ul className="request-list">
        {rows.map(({ request, title, price: cost, thumbnailPath, link }) => (
          <li key={request.id} className={`request-card request-card--${request.status.toLowerCase()}`}>
            {thumbnailPath && <StorageImage path={thumbnailPath} alt="" className="request-card__thumb" />}
            <div className="request-card__body">
              <p className="request-card__head">
                <span className="purchase-card__kind">{t(request.kind === 'IMAGEN' ? 'purchases.image' : 'purchases.video')}</span>
                <strong>{title || t('purchases.requests.itemGone')}</strong>
                <RequestStatus status={request.status} label={t(`purchases.requests.status.${request.status}`)} />
              </p>
              <p className="request-card__meta">
                {t('purchases.requests.requestedOn', { date: date(request.requestedAt) })}
                {request.decidedAt && <> · {t('purchases.requests.decidedOn', { date: date(request.decidedAt) })}</>}
                {cost != null && cost > 0 && (
                  <> · {t(request.kind === 'IMAGEN' ? 'purchases.donation' : 'purchases.price', { price: price(cost) })}</>
                )}
              </p>
              {request.status === 'RECHAZADA' && (
                <p className="request-card__reason">
                  {request.reason ? t('purchases.requests.reason', { reason: request.reason }) : t('purchases.requests.noReason')}
                </p>
              )}
              {request.message && <p className="request-card__detail">{t('purchases.requests.message', { message: request.message })}</p>}
              {request.reference && <p className="request-card__detail">{t('purchases.requests.reference', { reference: request.reference })}</p>}
              {title && request.status !== 'PENDIENTE' && (
                <Link to={link} className="button request-card__action">
                  {request.status === 'RECHAZADA' ? t('purchases.requests.requestAgain') : t('purchases.requests.open')}
                </Link>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
