// For component tests: an i18next instance with every translation file bundled
// (no HTTP), the same namespaces and fallbacks as the app. Wrap with
// <I18nextProvider i18n={createTestI18n()}> or call it before rendering.
import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { i18nOptions, resourcesFromFiles, type TranslationResources } from './i18n';

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
  return instance;
}
