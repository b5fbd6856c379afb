// Test-only: an i18next instance with the public screens' Spanish texts loaded
// synchronously from public/locales, so component tests assert the real strings.
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import home from '../../../../public/locales/es/home.json';
import books from '../../../../public/locales/es/books.json';
import videos from '../../../../public/locales/es/videos.json';
import gallery from '../../../../public/locales/es/gallery.json';
import booklets from '../../../../public/locales/es/booklets.json';
import contact from '../../../../public/locales/es/contact.json';

export async function createTestI18n(): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: 'es',
    fallbackLng: 'es',
    resources: { es: { home, books, videos, gallery, booklets, contact, common: { close: 'Cerrar', loading: 'Cargando...' } } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}
