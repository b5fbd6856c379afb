import { Suspense, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Spinner from '../../components/Spinner';
import Alert from '../../components/Alert';
import { useAsync, type AsyncState } from '../../lib/useAsync';
import { fetchBookNames, sendBookFollowUp, type BookFollowUp } from './contactApi';
import './ContactPage.css';

/** The query parameter that chooses the book ahead: /seguimiento-libros?libro=NAME. */
export const BOOK_PARAM = 'libro';

/** The footer's 'Formulario de seguimiento de libros': the book list loads in parallel with the texts. */
export default function BookFollowUpPage() {
  const books = useAsync(fetchBookNames, 'Error al cargar los libros:');
  return (
    <Suspense fallback={<Spinner />}>
      <BookFollowUpContent books={books} />
    </Suspense>
  );
}

type Outcome = 'idle' | 'sending' | 'sent' | 'failed';

function BookFollowUpContent({ books }: { books: AsyncState<string[]> }) {
  const { t } = useTranslation('contact');
  const [params] = useSearchParams();
  const empty = (): BookFollowUp => ({ bookName: params.get(BOOK_PARAM) ?? '', name: '', email: '', comments: '' });
  const [values, setValues] = useState<BookFollowUp>(empty);
  const [outcome, setOutcome] = useState<Outcome>('idle');

  const set = (field: keyof BookFollowUp) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  // A book named in the link but not in the list is not offered (and so not preselected).
  const names = books.status === 'ready' ? books.value : [];
  const chosen = names.includes(values.bookName) ? values.bookName : '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome('sending');
    try {
      await sendBookFollowUp({ ...values, bookName: chosen });
      setValues({ bookName: '', name: '', email: '', comments: '' });
      setOutcome('sent');
    } catch (error) {
      console.error('Error al enviar el formulario:', error);
      setOutcome('failed');
    }
  };

  return (
    <section className="page contact follow-up">
      <h1>{t('followUp.title')}</h1>
      <p className="follow-up__intro">{t('followUp.intro')}</p>
      <form className="contact-form follow-up__form" onSubmit={submit} aria-labelledby="follow-up-title">
        <h2 id="follow-up-title" className="visually-hidden">
          {t('followUp.title')}
        </h2>
        {outcome === 'sent' && <Alert kind="success">{t('followUp.thanks')}</Alert>}
        {outcome === 'failed' && <Alert kind="error">{t('sendError')}</Alert>}
        {books.status === 'error' && <Alert kind="error">{t('followUp.booksError')}</Alert>}
        <label htmlFor="follow-up-book">{t('followUp.book')}</label>
        <select
          id="follow-up-book"
          name="book"
          required
          value={chosen}
          onChange={set('bookName')}
          aria-busy={books.status === 'loading'}
          disabled={books.status !== 'ready' || names.length === 0}
        >
          <option value="">
            {books.status === 'loading' ? t('followUp.booksLoading') : names.length === 0 ? t('followUp.noBooks') : t('followUp.chooseBook')}
          </option>
          {names.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
        <label htmlFor="follow-up-name">{t('name')}</label>
        <input id="follow-up-name" name="name" type="text" required autoComplete="name" value={values.name} onChange={set('name')} />
        <label htmlFor="follow-up-email">{t('email')}</label>
        <input id="follow-up-email" name="email" type="email" required autoComplete="email" value={values.email} onChange={set('email')} />
        <label htmlFor="follow-up-comments">{t('followUp.comments')}</label>
        <textarea id="follow-up-comments" name="comments" rows={5} required value={values.comments} onChange={set('comments')} />
        <button type="submit" className="button button--primary" disabled={outcome === 'sending' || books.status !== 'ready'}>
          {outcome === 'sending' ? t('sending') : t('followUp.send')}
        </button>
      </form>
    </section>
  );
}
