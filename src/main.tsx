import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Amplify } from 'aws-amplify';
import outputs from '../amplify_outputs.json';
import { configureAmplify, type AmplifyOutputsLike } from './lib/amplify-config';
import { takeOverEarlyReads } from './lib/early-reads';
import { initI18n } from './lib/i18n';
import App from './app/App';
import { screenAt } from './app/routes';
import { loadDataClient } from './lib/data-client-loader';
import { loadStorage } from './lib/storage';
import { loadSessionState } from './lib/session';
import { yieldToMain } from './lib/main-thread';
import './app/global.css';

// amplify_outputs.json comes from `npm run outputs` (local cloud) or from an AWS deploy
// (ampx); only the former carries custom.local_cloud endpoints.
//
// The start is done in steps, each in a task of its own: run in the task that evaluates the
// app's code they made one task of about 200 ms on a phone, which holds back the page's first
// paint and its taps. Their order puts the first requests' prerequisites first.
async function start(): Promise<void> {
  await yieldToMain();
  configureAmplify(outputs as unknown as AmplifyOutputsLike);
  // The opened screen's first reads, which the page's start-up script may have made already.
  if (outputs.data?.url) takeOverEarlyReads(outputs.data.url);
  // The identity pool's credentials, which every screen's data and media calls sign with (the
  // page's start-up script has usually started the exchange already: src/lib/early-start.ts).
  void Amplify.fetchAuthSession().catch(() => undefined);
  // Who is visiting (the user pool's tokens, kept in this browser), read beside the texts and
  // the screen's code: the site then draws in React's first render, rather than after a loading
  // spinner that replaces the page's header while the provider reads it.
  const session = loadSessionState();
  await yieldToMain();

  // The opened screen's code and texts, and the data and storage clients (not in the first
  // load's script), load side by side from here rather than one after another once React has
  // rendered. Building the data client from the schema, the costliest part of a screen's first
  // request, is done in a task of its own while the credentials are on their way.
  const screen = screenAt(window.location.pathname);
  const screenCode = screen?.preload();
  // The screen's first read (its module's readAhead) starts once its code has run, beside the
  // texts and the first render (src/lib/readAhead.ts), in a task of its own: the home screen's
  // code is in the first load's script, so it would otherwise run in this task.
  screenCode
    ?.then(async (module) => {
      await yieldToMain();
      (module as { readAhead?: () => void }).readAhead?.();
    })
    .catch(() => undefined);
  void loadStorage().catch(() => undefined);
  setTimeout(() => void loadDataClient().catch(() => undefined), 0);
  await yieldToMain();
  const texts = initI18n(screen?.namespaces);

  // React starts once the texts and the screen's code are here, so the first thing it shows is
  // the page itself rather than a loading state that is replaced (and moves things) a moment
  // later. A failed load still renders: the screen then shows its own error.
  const [, , sessionRead] = await Promise.allSettled([texts, screenCode, session]);
  // Not in the task that set up the texts (i18next's start is one of the longest steps).
  await yieldToMain();
  const root = createRoot(document.getElementById('root')!);
  // As a transition the first render runs in slices, leaving the main thread free in between.
  startTransition(() =>
    root.render(
      <StrictMode>
        <App initialSession={sessionRead.status === 'fulfilled' ? sessionRead.value : undefined} />
      </StrictMode>,
    ),
  );
}

void start();
