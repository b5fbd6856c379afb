import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Amplify } from 'aws-amplify';
import outputs from '../amplify_outputs.json';
import { configureAmplify, type AmplifyOutputsLike } from './lib/amplify-config';
import { initI18n } from './lib/i18n';
import App from './app/App';
import { screenAt } from './app/routes';
import { loadDataClient } from './lib/data-client-loader';
import { loadStorage } from './lib/storage';
import './app/global.css';

// amplify_outputs.json comes from `npm run outputs` (local cloud) or from an AWS deploy
// (ampx); only the former carries custom.local_cloud endpoints.
configureAmplify(outputs as unknown as AmplifyOutputsLike);

// The opened screen's code and texts, and the identity pool's credentials that every screen's
// data and media calls sign with, load side by side from here rather than one after another
// once React has rendered. The screens' own calls then share the same credentials exchange.
const screen = screenAt(window.location.pathname);
void Amplify.fetchAuthSession().catch(() => undefined);
// The data and storage clients download beside the screen's code (they are not in the first
// load's script), and building the data client from the schema, the costliest part of a screen's
// first request, is done in a task of its own while the credentials are on their way.
void loadStorage().catch(() => undefined);
setTimeout(() => void loadDataClient().catch(() => undefined), 0);

// React starts once the texts and the screen's code are here, so the first thing it shows is
// the page itself rather than a loading state that is replaced (and moves things) a moment
// later. A failed load still renders: the screen then shows its own error.
void Promise.allSettled([initI18n(screen?.namespaces), screen?.preload()]).then(() => {
  const root = createRoot(document.getElementById('root')!);
  // As a transition the first render runs in slices, leaving the main thread free in between.
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
});
