import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import i18n from 'i18next';
import { initI18n } from '../lib/i18n';
import { holdFirstSessionCheckUntil } from '../lib/session-check';
import App from './App';
import './global.css';

/** Renders the app; main.tsx calls it once Amplify is configured and the session check runs. */
export function start(sessionCheck: Promise<unknown>): void {
  void initI18n();
  // Texts every page shows once the session check ends (footer, account menu): fetched now,
  // beside the up-front namespaces, rather than after the check.
  void i18n.loadNamespaces(['footer', 'auth']);
  // On the home route, its code, texts and data start loading now too (see preload.ts).
  if (window.location.pathname === '/') {
    holdFirstSessionCheckUntil(import('../features/home/preload').then((m) => m.preloadHome(sessionCheck)));
  }
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
