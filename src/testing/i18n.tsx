// For component tests: one i18next instance with every translation file bundled (no HTTP),
// the app's namespaces and fallbacks, so tests assert the texts people read. Call
// createTestI18n() before rendering (react-i18next then uses it), or wrap a tree in
// <I18nextProvider i18n={createTestI18n()}>; renderWithProviders adds a memory router too.
import type { ReactElement, ReactNode } from 'react';
import { createInstance, type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { i18nOptions, resourcesFromFiles, withSiteFormats, type TranslationResources } from '../lib/i18n';

const files = import.meta.glob<Record<string, unknown>>('../../public/locales/*/*.json', {
  eager: true,
  import: 'default',
});

export function bundledResources(): TranslationResources {
  return resourcesFromFiles(files);
}

export function createTestI18n(lng: 'es' | 'en' = 'es'): I18n {
  const instance = createInstance();
  const resources = bundledResources();
  void instance.use(initReactI18next).init({
    ...i18nOptions,
    backend: undefined,
    detection: undefined,
    lng,
    resources,
    ns: Object.keys(resources.es ?? {}),
    initAsync: false,
    react: { useSuspense: false },
  });
  return withSiteFormats(instance);
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
