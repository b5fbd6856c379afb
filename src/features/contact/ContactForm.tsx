import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '../../components/Alert';
import { sendContactMessage, type ContactForm as FormValues } from './contactApi';

const EMPTY: FormValues = { name: '', email: '', phone: '', message: '' };

type Outcome = 'idle' | 'sending' | 'sent' | 'failed';

/** Name, e-mail and message required, phone optional; the thanks show only once the message is stored. */
export default function ContactForm() {
  const { t } = useTranslation('contact');
  const [values, setValues] = useState<FormValues>(EMPTY);
  const [outcome, setOutcome] = useState<Outcome>('idle');

  const set = (field: keyof FormValues) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome('sending');
    try {
      await sendContactMessage(values);
      setValues(EMPTY);
      setOutcome('sent');
    } catch (error) {
      console.error('Error al enviar el formulario:', error);
      setOutcome('failed');
    }
  };

  return (
    <form className="contact-form" onSubmit={submit} aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">{t('formTitle')}</h2>
      {outcome === 'sent' && <Alert kind="success">{t('thanks')}</Alert>}
      {outcome === 'failed' && <Alert kind="error">{t('sendError')}</Alert>}
      <label htmlFor="contact-name">{t('name')}</label>
      <input id="contact-name" name="name" type="text" required autoComplete="name" value={values.name} onChange={set('name')} />
      <label htmlFor="contact-email">{t('email')}</label>
      <input id="contact-email" name="email" type="email" required autoComplete="email" value={values.email} onChange={set('email')} />
      <label htmlFor="contact-phone">
        {t('phone')} <span className="contact-form__optional">{t('optional')}</span>
      </label>
      <input id="contact-phone" name="phone" type="tel" autoComplete="tel" value={values.phone} onChange={set('phone')} />
      <label htmlFor="contact-message">{t('message')}</label>
      <textarea id="contact-message" name="message" rows={4} required value={values.message} onChange={set('message')} />
      <button type="submit" className="button button--primary" disabled={outcome === 'sending'}>
        {outcome === 'sending' ? t('sending') : t('send')}
      </button>
    </form>
  );
}
