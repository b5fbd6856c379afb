import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { countVisitOnce, loadFooterQuote, type FooterQuote } from './footer-data';
import { useNearView } from '../../lib/useNearView';
import { afterFirstScreen } from '../../lib/first-screen';
import './Footer.css';

/** Where the book follow-up form lives; a deployment may point it elsewhere. */
const FOLLOW_UP_URL: string = import.meta.env.VITE_BOOK_FOLLOW_UP_URL ?? '/seguimiento-libros';

export default function Footer() {
  const { t } = useTranslation('footer');
  const [quote, setQuote] = useState<FooterQuote>({});
  const [visits, setVisits] = useState<number>();
  const footer = useRef<HTMLElement>(null);
  // The quote is read once the footer comes near the window: on a long page (the home page's
  // shelves) that is after the visitor scrolls. The quote and the visit count both wait until the
  // first screen is drawn, so they are not part of it (first-screen.ts).
  const near = useNearView(footer, true);

  useEffect(() => {
    if (!near) return;
    let active = true;
    const cancel = afterFirstScreen(
      () =>
        void loadFooterQuote()
          .then((q) => active && setQuote(q))
          .catch((error: unknown) => console.error('Error al cargar el mensaje:', error)),
    );
    return () => {
      active = false;
      cancel();
    };
  }, [near]);

  useEffect(() => {
    let active = true;
    // Every page load counts.
    const cancel = afterFirstScreen(() => void countVisitOnce().then((n) => active && setVisits(n)));
    return () => {
      active = false;
      cancel();
    };
  }, []);

  return (
    <footer className="site-footer" ref={footer}>
      <div className="site-footer__inner">
        {quote.quote && (
          <figure className="site-footer__quote">
            <blockquote>
              <p>{quote.quote}</p>
            </blockquote>
            {quote.author && <figcaption>— {quote.author}</figcaption>}
          </figure>
        )}
        <p className="site-footer__follow-up">
          {FOLLOW_UP_URL.startsWith('/') ? (
            <Link to={FOLLOW_UP_URL}>{t('followUp')}</Link>
          ) : (
            <a href={FOLLOW_UP_URL} target="_blank" rel="noopener noreferrer">
              {t('followUp')}
            </a>
          )}
        </p>
        <p className="site-footer__copyright">{t('copyright')}</p>
        {visits !== undefined && (
          <p className="site-footer__visits" data-testid="visit-counter">
            {t('visits', { count: visits })}
          </p>
        )}
      </div>
    </footer>
  );
}
