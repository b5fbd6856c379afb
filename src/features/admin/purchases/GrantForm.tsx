import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '../../../components/Alert';
import { validateGrant } from './validation';
import type { GrantKind } from './usePurchasesAdmin';

export interface GrantOption {
  id: string;
  label: string;
}

/** Grants an image or a video to the user with an e-mail. */
export function GrantForm({
  images,
  videos,
  onGrant,
}: {
  images: readonly GrantOption[];
  videos: readonly GrantOption[];
  onGrant: (email: string, kind: GrantKind, id: string) => Promise<boolean>;
}) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [email, setEmail] = useState('');
  const [kind, setKind] = useState<GrantKind>('CONFERENCIA');
  const [itemId, setItemId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const options = kind === 'IMAGEN' ? images : videos;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const check = validateGrant({ email, id: itemId });
    if (!check.ok) {
      setError(t(check.error));
      return;
    }
    setError(null);
    setBusy(true);
    if (await onGrant(check.value.email, kind, check.value.id)) setItemId('');
    setBusy(false);
  }

  return (
    <form className="admin-form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('purchases.grantTitle')}</h2>
      {error && <Alert kind="error">{error}</Alert>}
      <label htmlFor={`${id}-email`}>{t('purchases.email')}</label>
      <input
        id={`${id}-email`}
        type="email"
        autoComplete="off"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        aria-required="true"
      />
      <label htmlFor={`${id}-kind`}>{t('purchases.kind')}</label>
      <select
        id={`${id}-kind`}
        value={kind}
        onChange={(e) => {
          setKind(e.target.value as GrantKind);
          setItemId('');
        }}
      >
        <option value="CONFERENCIA">{t('purchases.kindVideo')}</option>
        <option value="IMAGEN">{t('purchases.kindImage')}</option>
      </select>
      <label htmlFor={`${id}-item`}>{t('purchases.item')}</label>
      <select id={`${id}-item`} value={itemId} onChange={(e) => setItemId(e.target.value)} aria-required="true">
        <option value="">{t('purchases.chooseItem')}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </select>
      <div className="admin-actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? t('purchases.granting') : t('purchases.grant')}
        </button>
      </div>
    </form>
  );
}
