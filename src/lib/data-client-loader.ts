import type { DataAuthMode, DataClient } from './data-client';
import { loadOnce } from './load-once';
import { yieldToMain } from './main-thread';

const dataClientModule = loadOnce(() => import('./data-client'));
/** The modes whose client was built, so only its first caller waits a turn of the main thread. */
const built = new Set<DataAuthMode>();

/**
 * The data client for the code the first screen runs (src/main.tsx, the layout, the home page):
 * aws-amplify's data client, about 27 KB gzipped, then downloads beside the first screen instead
 * of before it can draw. The screens reached later import getDataClient itself. One download is
 * shared by every caller; a failed one is tried again by the next.
 */
export async function loadDataClient(authMode: DataAuthMode = 'identityPool'): Promise<DataClient> {
  const module = await dataClientModule();
  if (built.has(authMode)) return module.getDataClient(authMode);
  const client = module.getDataClient(authMode);
  built.add(authMode);
  // Building the client and a screen's first request (its document parsed, printed and signed
  // in JavaScript) are each among the longest steps of a page's start: not in one task.
  await yieldToMain();
  return client;
}
