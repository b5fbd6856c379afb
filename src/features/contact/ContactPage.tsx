import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import Spinner from '../../components/Spinner';
import Alert from '../../components/Alert';
import { useAsync, type AsyncState } from '../../lib/useAsync';
import ContactForm from './ContactForm';
import { fetchContactInfo, osmEmbedUrl, osmLinkUrl, type ContactDetails } from './contactApi';
import './ContactPage.css';

/** The load starts here, in parallel with the page's texts (the content below waits for those). */
export default function ContactPage() {
  const info = useAsync(fetchContactInfo, 'Error al cargar la información de contacto:');
  return (
    <Suspense fallback={<Spinner />}>
      <ContactContent info={info} />
    </Suspense>
  );
}

function ContactContent({ info }: { info: AsyncState<ContactDetails | null> }) {
  const { t } = useTranslation('contact');

  return (
    <section className="page contact">
      <h1>{t('title')}</h1>
      <div className="contact__layout">
        <section className="contact__info" aria-labelledby="contact-info-title">
          <h2 id="contact-info-title">{t('infoTitle')}</h2>
          {/* One height whatever is in it (the loading text, an error, the details and map) and in any
              language: the map takes the room the details leave, so the form below never moves. */}
          <div className="contact__body">
            {info.status === 'loading' && (
              <p className="contact__loading" role="status">
                {t('loading')}
              </p>
            )}
            {info.status === 'error' && <Alert kind="error">{t('infoError')}</Alert>}
            {info.status === 'ready' && !info.value && <p>{t('noInfo')}</p>}
            {info.status === 'ready' && info.value && (
              <>
                <dl className="contact__details">
                  <dt>{t('address')}</dt>
                  <dd>{info.value.address}</dd>
                  <dt>{t('phone')}</dt>
                  <dd>
                    <a href={`tel:${info.value.phone.replace(/[^\d+]/g, '')}`}>{info.value.phone}</a>
                  </dd>
                  <dt>{t('email')}</dt>
                  <dd>
                    <a href={`mailto:${info.value.email}`}>{info.value.email}</a>
                  </dd>
                </dl>
                <iframe
                  className="contact__map"
                  title={t('mapTitle')}
                  src={osmEmbedUrl(info.value.lat, info.value.lng)}
                  loading="lazy"
                  referrerPolicy="no-referrer-when-downgrade"
                />
                <a
                  className="contact__map-link"
                  href={osmLinkUrl(info.value.lat, info.value.lng)}
                  target="_blank"
                  rel="noreferrer"
                >
                  {t('mapLink')}
                </a>
              </>
            )}
          </div>
        </section>
        <ContactForm />
      </div>
    </section>
  );
}
