import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Spinner from '../../components/Spinner';
import Alert from '../../components/Alert';
import { useAsync, type AsyncState } from '../../lib/useAsync';
import { whenIdle } from '../../lib/main-thread';
import { useFirstScreenDrawn } from '../../lib/first-screen';
import { withReadAhead } from '../../lib/readAhead';
import ContactForm from './ContactForm';
import { fetchContactInfo, osmEmbedUrl, osmLinkUrl, type ContactDetails } from './contactApi';
import './ContactPage.css';

const readContactInfo = withReadAhead(fetchContactInfo);

/** The contact details, read from the page's start when this is the first screen (src/main.tsx). */
export function readAhead(): void {
  readContactInfo.start();
}

/** The load starts here, in parallel with the page's texts (the content below waits for those). */
export default function ContactPage() {
  const info = useAsync(readContactInfo, 'Error al cargar la información de contacto:');
  return (
    <Suspense fallback={<Spinner />}>
      <ContactContent info={info} />
    </Suspense>
  );
}

function ContactContent({ info }: { info: AsyncState<ContactDetails | null> }) {
  const { t } = useTranslation('contact');
  // The details (or what stands for them) are this screen's largest content.
  useFirstScreenDrawn(info.status !== 'loading');

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
                <DeferredMap title={t('mapTitle')} src={osmEmbedUrl(info.value.lat, info.value.lng)} />
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

/** The longest the map waits for an idle moment once the details are on screen. */
const MAP_WAIT_MS = 1000;

/**
 * The map is another page in a frame, and creating a frame is the costliest step of the commit
 * that shows the details (about half of that task in traces of this page): it is added in a task of its own
 * once the browser is idle, so the details appear sooner and no task grows long. Until then an
 * empty box of the map's class holds its room, so nothing moves when the map comes.
 */
function DeferredMap({ title, src }: { title: string; src: string }) {
  const [shown, setShown] = useState(false);
  useEffect(() => whenIdle(() => setShown(true), MAP_WAIT_MS), []);
  if (!shown) return <div className="contact__map" aria-hidden="true" />;
  return <iframe className="contact__map" title={title} src={src} loading="lazy" referrerPolicy="no-referrer-when-downgrade" />;
}
