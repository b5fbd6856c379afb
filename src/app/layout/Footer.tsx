import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { countVisitOnce, loadFooterQuote, type FooterQuote } from './footer-data';
import './Footer.css';

/** Where the book follow-up form lives; a deployment may point it elsewhere. */
const FOLLOW_UP_URL: string = import.meta.env.VITE_BOOK_FOLLOW_UP_URL ?? '/contacto';

export default function Footer() {
  const { t } = useTranslation('footer');
  const [quote, setQuote] = useState<FooterQuote>({});
  const [visits, setVisits] = useState<number>();

  useEffect(() => {
    let active = true;
    // In tasks of their own, after the screen's loads: the footer is the last thing seen.
    const quoteTimer = setTimeout(() => {
      loadFooterQuote()
        .then((q) => active && setQuote(q))
        .catch((error: unknown) => console.error('Error al cargar el mensaje:', error));
    }, 0);
    const visitsTimer = setTimeout(() => void countVisitOnce().then((n) => active && setVisits(n)), 0);
    return () => {
      active = false;
      clearTimeout(quoteTimer);
      clearTimeout(visitsTimer);
    };
  }, []);

  return (
    <footer className="site-footer">
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
            {t('visits', { n: visits })}
          </p>
        )}
      </div>
    </footer>
  );
}
