// Test-only: renders an admin screen with the Spanish texts and a router.
import { render } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { createTestI18n } from '../../../testing/i18n';

export function renderAdmin(i18n: I18n, screen: ReactElement) {
  // As a wrapper, so that rerender keeps the texts and the router around the new element.
  return render(screen, {
    wrapper: ({ children }: { children: ReactNode }) => (
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>{children}</MemoryRouter>
      </I18nextProvider>
    ),
  });
}

/**
 * The setup every admin screen suite shares: the Spanish texts loaded once, and
 * console.error silenced in each test (the screens log the causes of the failures
 * the tests provoke). Call it at the top level of the test file; it answers the
 * renderer to use in the tests.
 */
export function setUpAdminScreenTests(): (screen: ReactElement) => ReturnType<typeof render> {
  let i18n: I18n;
  beforeAll(async () => {
    i18n = await createTestI18n();
  });
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  return (screen) => renderAdmin(i18n, screen);
}
