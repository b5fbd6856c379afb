import i18n from 'i18next';
import { prefetchHomeData } from './homeApi';

/**
 * Called when a page load starts on the home route: fetches the screen's code and texts
 * in parallel with the session check and its data as soon as the check has the visitor's
 * credentials, instead of after the check has rendered. Rendering still waits for the check.
 * Settles when the screen's code and texts are in.
 */
export function preloadHome(sessionCheck: Promise<unknown>): Promise<unknown> {
  const screen = Promise.all([import('./HomePage'), i18n.loadNamespaces('home')]);
  // The data calls sign with the visitor's credentials: once the check has them, they are
  // reused instead of each call asking Cognito for an identity of its own.
  void sessionCheck.finally(prefetchHomeData);
  return screen;
}
