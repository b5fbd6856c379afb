import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Spinner from '../../components/Spinner';
import Modal from '../../components/Modal';
import Alert from '../../components/Alert';
import StorageImage from '../../components/StorageImage';
import { requestMediaUrl } from '../../lib/media-url';
import { usePurchases, type Purchase } from './usePurchases';
import './account.css';

type Viewer = { purchase: Purchase; url?: string; error?: boolean };

/** /user/compras: the images and videos this user holds, each opened through a signed URL. */
export default function PurchasesPage() {
  const { t } = useTranslation('account');
  const { purchases, loading, failed } = usePurchases();
  const [viewer, setViewer] = useState<Viewer | null>(null);

  async function open(purchase: Purchase) {
    setViewer({ purchase });
    // Checked on the server: the purchase is what lets this user have the URL.
    const outcome = await requestMediaUrl(purchase.kind, purchase.itemId);
    if (!outcome.ok) console.error('Error al abrir la compra:', outcome.reason);
    const next: Viewer = outcome.ok ? { purchase, url: outcome.url } : { purchase, error: true };
    setViewer((current) => (current?.purchase.id === purchase.id ? next : current));
  }

  let content;
  if (loading) content = <Spinner />;
  else if (failed) content = <Alert kind="error">{t('purchases.loadError')}</Alert>;
  else if (purchases.length === 0)
    content = (
      <div className="purchases-empty">
        <p>{t('purchases.empty')}</p>
        <p>
          <Link to="/galeria">{t('purchases.browseGallery')}</Link> · <Link to="/conferencias">{t('purchases.browseVideos')}</Link>
        </p>
      </div>
    );
  else
    content = (
      <ul className="purchase-grid">
        {purchases.map((purchase) => (
          <li key={purchase.id} className="purchase-card">
            <span className="purchase-card__kind">{t(purchase.kind === 'IMAGEN' ? 'purchases.image' : 'purchases.video')}</span>
            {purchase.thumbnailPath && <StorageImage path={purchase.thumbnailPath} alt="" />}
            <strong>{purchase.title || t('purchases.untitled')}</strong>
            {purchase.description && <span>{purchase.description}</span>}
            {purchase.tags && <small>{purchase.tags}</small>}
            <button type="button" className="button button--primary" onClick={() => void open(purchase)}>
              {t(purchase.kind === 'IMAGEN' ? 'purchases.openImage' : 'purchases.openVideo')}
            </button>
          </li>
        ))}
      </ul>
    );

  return (
    <section className="page">
      <h1>{t('purchases.title')}</h1>
      {content}
      <Modal open={viewer !== null} title={viewer?.purchase.title || t('purchases.untitled')} onClose={() => setViewer(null)}>
        <div className="purchase-viewer">
          {viewer?.error && <Alert kind="error">{t('purchases.openError')}</Alert>}
          {viewer && !viewer.url && !viewer.error && <Spinner />}
          {viewer?.url &&
            (viewer.purchase.kind === 'IMAGEN' ? (
              <img src={viewer.url} alt={viewer.purchase.title} />
            ) : (
              // Videos are uploaded without caption files: the model has no field for one yet.
              // eslint-disable-next-line jsx-a11y/media-has-caption
              <video src={viewer.url} controls autoPlay />
            ))}
        </div>
      </Modal>
    </section>
  );
}
