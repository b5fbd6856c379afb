import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import notFoundImage from '../assets/not-found.svg';
import { useFirstScreenDrawn } from '../lib/first-screen';
import './NotFoundPage.css';

export default function NotFoundPage() {
  const { t } = useTranslation('common');
  useFirstScreenDrawn(true);
  return (
    <section className="page not-found">
      <img src={notFoundImage} alt={t('notFound.imageAlt')} width={240} height={180} />
      <h1 className="visually-hidden">{t('notFound.title')}</h1>
      <p className="not-found__message">{t('notFound.message')}</p>
      <Link className="button button--primary" to="/">
        {t('notFound.backHome')}
      </Link>
    </section>
  );
}
