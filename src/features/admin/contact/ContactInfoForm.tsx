import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '../../../components/Alert';
import { validateContactInfo, type ContactInfoValues } from './validation';
import type { ContactInfo, ContactInfoInput } from './useContactInfoAdmin';

const FIELDS = [
  { key: 'address', type: 'text' },
  { key: 'phone', type: 'tel' },
  { key: 'email', type: 'email' },
  { key: 'lat', type: 'text' },
  { key: 'lng', type: 'text' },
] as const;

/** Address, phone, email, latitude and longitude with 'Guardar Cambios'. */
export function ContactInfoForm({ info, onSave }: { info: ContactInfo | null; onSave: (values: ContactInfoInput) => Promise<boolean> }) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [values, setValues] = useState<ContactInfoValues>({
    address: info?.address ?? '',
    phone: info?.phone ?? '',
    email: info?.email ?? '',
    lat: info ? String(info.lat) : '',
    lng: info ? String(info.lng) : '',
  });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const check = validateContactInfo(values);
    if (!check.ok) {
      setError(t(check.error));
      return;
    }
    setError(null);
    setBusy(true);
    await onSave(check.value);
    setBusy(false);
  }

  return (
    <form className="admin-form" onSubmit={submit} noValidate aria-busy={busy}>
      {error && <Alert kind="error">{error}</Alert>}
      {FIELDS.map((field) => (
        <div key={field.key} className="admin-field">
          <label htmlFor={`${id}-${field.key}`}>{t(`contact.${field.key}`)}</label>
          <input
            id={`${id}-${field.key}`}
            type={field.type}
            inputMode={field.key === 'lat' || field.key === 'lng' ? 'decimal' : undefined}
            value={values[field.key]}
            aria-required="true"
            onChange={(e) => setValues((v) => ({ ...v, [field.key]: e.target.value }))}
          />
        </div>
      ))}
      <div className="admin-actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? t('actions.saving') : t('contact.save')}
        </button>
      </div>
    </form>
  );
}
