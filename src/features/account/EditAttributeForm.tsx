import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { GENDER_OPTIONS, isGender, type ProfileRow } from './profileRows';
import ModalFormActions from './ModalFormActions';
import '../../components/Field.css';

interface EditAttributeFormProps {
  row: ProfileRow;
  busy: boolean;
  onCancel: () => void;
  onSave: (value: string) => void;
}

/** The input a profile row needs: select for gender, date, tel or text; Cancelar and 'Guardar Cambios'. */
export default function EditAttributeForm({ row, busy, onCancel, onSave }: EditAttributeFormProps) {
  const { t } = useTranslation('account');
  const [value, setValue] = useState(row.value);
  const id = useId();
  const label = t(row.label);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(value.trim());
  };

  return (
    <form onSubmit={submit} className="acc-modal-form">
      <div className="acc-field">
        <label htmlFor={id}>{label}</label>
        {row.input === 'select' ? (
          <select id={id} value={value} onChange={(e) => setValue(e.target.value)}>
            <option value="">{t('profile.gender.none')}</option>
            {GENDER_OPTIONS.map((option) => (
              <option key={option} value={option}>
                {t(`profile.gender.${option}`)}
              </option>
            ))}
            {value && !isGender(value) && <option value={value}>{value}</option>}
          </select>
        ) : (
          <input
            id={id}
            type={row.input === 'date' ? 'date' : row.input === 'tel' ? 'tel' : 'text'}
            value={value}
            placeholder={row.input === 'tel' ? 'XXX-XXX-XXXX' : undefined}
            maxLength={row.input === 'tel' ? 16 : 50}
            onChange={(e) => setValue(e.target.value)}
          />
        )}
      </div>
      <ModalFormActions busy={busy} onCancel={onCancel} />
    </form>
  );
}
