// Test-only: an i18next instance with the admin texts loaded synchronously, so
// component tests assert the real Spanish strings of the specification.
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import admin from '../../../../public/locales/es/admin.json';
import common from '../../../../public/locales/es/common.json';

export async function createAdminTestI18n(): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: 'es',
    fallbackLng: 'es',
    resources: { es: { admin, common } },
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}
