import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Modal from '../Modal';
import StorageImage from '../StorageImage';
import { usePriceFormat } from '../../lib/price';
import { signInPathReturningTo } from '../../lib/return-path';
import { useSession } from '../../lib/session';
import type { MediaKind } from '../../lib/media-url';
import AccessRequestForm from './AccessRequestForm';
import './AccessPanel.css';

/** What the panel shows of a paid item: never its private object, only public parts. */
export interface LockedItem {
  kind: MediaKind;
  id: string;
  title: string;
  description?: string;
  /** A public image standing for the item (a video's thumbnail); a placeholder when absent. */
  previewPath?: string;
  price: number;
}

export interface AccessPanelProps {
  item: LockedItem | null;
  /** The specification's refusal sentence for this kind of item. */
  message: string;
  /** Where a guest comes back to after signing in (this item, opened again). */
  returnTo: string;
  onClose: () => void;
}

/**
 * The access panel (architecture.md, item 8): opening a paid video or a private image without
 * access shows what it is, its price and the specification's sentence; a guest is offered to sign
 * in and come back, a signed-in user to request access from the administrators.
 */
export default function AccessPanel({ item, message, returnTo, onClose }: AccessPanelProps) {
  const { t } = useTranslation('access');
  const { role, user } = useSession();
  const price = usePriceFormat();
  if (!item) return null;
  const video = item.kind === 'CONFERENCIA';
  return (
    <Modal open title={item.title} onClose={onClose} className="access-panel">
      <div className="access-panel__summary">
        <div className="access-panel__preview">
          {item.previewPath ? (
            <StorageImage path={item.previewPath} alt={t('previewAlt', { title: item.title })} className="access-panel__image" />
          ) : (
            <span className="access-panel__placeholder" role="img" aria-label={t('placeholder')}>
              <svg viewBox="0 0 24 24" width="44" height="44" aria-hidden="true">
                <path
                  fill="currentColor"
                  d="M12 2a5 5 0 0 0-5 5v3H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2h-1V7a5 5 0 0 0-5-5Zm-3 8V7a3 3 0 1 1 6 0v3H9Zm3 3.5a1.5 1.5 0 0 1 .75 2.8V18h-1.5v-1.7A1.5 1.5 0 0 1 12 13.5Z"
                />
              </svg>
            </span>
          )}
        </div>
        <div className="access-panel__facts">
          <p className="access-panel__message">{message}</p>
          {item.description && <p className="access-panel__description">{item.description}</p>}
          {item.price > 0 && (
            <p className="access-panel__price">{t(video ? 'priceVideo' : 'priceImage', { price: price(item.price) })}</p>
          )}
        </div>
      </div>
      <p className="access-panel__how">{t('howItWorks')}</p>
      {role === 'GUEST' || !user ? (
        <div className="access-panel__guest">
          <p>{t('guest.hint')}</p>
          <Link className="button button--primary" to={signInPathReturningTo(returnTo)}>
            {t('guest.signIn')}
          </Link>
        </div>
      ) : role === 'USERS' ? (
        <AccessRequestForm userId={user.sub} kind={item.kind} itemId={item.id} />
      ) : null}
    </Modal>
  );
}
