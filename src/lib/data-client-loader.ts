import type { DataAuthMode, DataClient } from './data-client';
import { loadOnce } from './load-once';

const dataClientModule = loadOnce(() => import('./data-client'));

/**
 * The data client for the code the first screen runs (src/main.tsx, the layout, the home page):
 * aws-amplify's data client, about 27 KB gzipped, then downloads beside the first screen instead
 * of before it can draw. The screens reached later import getDataClient itself. One download is
 * shared by every caller; a failed one is tried again by the next.
 */
export async function loadDataClient(authMode: DataAuthMode = 'identityPool'): Promise<DataClient> {
  return (await dataClientModule()).getDataClient(authMode);
}
