// Test-only: renders an admin screen with the Spanish texts and a router.
import { render } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';

export function renderAdmin(i18n: I18n, screen: ReactElement) {
  return render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>{screen}</MemoryRouter>
    </I18nextProvider>,
  );
}
