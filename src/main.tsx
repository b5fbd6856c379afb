import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import i18n from 'i18next';
import outputs from '../amplify_outputs.json';
import { configureAmplify, type AmplifyOutputsLike } from './lib/amplify-config';
import { initI18n } from './lib/i18n';
import { startSessionCheck } from './lib/session';
import App from './app/App';
import './app/global.css';

// amplify_outputs.json comes from `npm run outputs` (local cloud) or from an AWS deploy
// (ampx); only the former carries custom.local_cloud endpoints.
configureAmplify(outputs as unknown as AmplifyOutputsLike);
void initI18n();
// The session check starts now rather than after React's first render (nothing renders
// from it until it ends; SessionProvider takes its answer).
const sessionCheck = startSessionCheck();
// Texts every page shows once the session check ends (footer, account menu): fetched now,
// beside the up-front namespaces, rather than after the check.
void i18n.loadNamespaces(['footer', 'auth']);
// On the home route, its code, texts and data start loading now too (see preload.ts).
if (window.location.pathname === '/') {
  void import('./features/home/preload').then((m) => m.preloadHome(sessionCheck));
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
