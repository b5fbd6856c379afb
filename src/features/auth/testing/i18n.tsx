// Test-only: an i18next instance with the account screens' real Spanish texts, loaded
// synchronously from public/locales, so component tests assert the strings users see.
import type { ReactElement, ReactNode } from 'react';
import i18next, { type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import common from '../../../../public/locales/es/common.json';
import auth from '../../../../public/locales/es/auth.json';
import account from '../../../../public/locales/es/account.json';
import logIn from '../../../../public/locales/es/logIn.json';
import createAcount from '../../../../public/locales/es/createAcount.json';
import clientHome from '../../../../public/locales/es/clientHome.json';

export function createTestI18n(): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: 'es',
    fallbackLng: 'es',
    initAsync: false,
    resources: { es: { common, auth, account, logIn, createAcount, clientHome } },
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}

/** Renders inside the Spanish texts and a memory router at `path`. */
export function renderWithProviders(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  const i18n = createTestI18n();
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
    </I18nextProvider>
  );
  return render(ui, { wrapper: Wrapper });
}
