import type { DataAuthMode, DataClient } from './data-client';
import { loadOnce } from './load-once';

const dataClientModule = loadOnce(() => import('./data-client'));

/**
 * The data client for the public screens and the code every page runs (src/main.tsx, the layout):
 * aws-amplify's data client, about 27 KB gzipped, then downloads while the page draws and the
 * identity pool's credentials (which its first call needs anyway) are on their way, instead of
 * sharing the phone's bandwidth with the first-load code before the page can draw. The signed-in
 * and admin screens import getDataClient itself. One download is shared by every caller; a
 * failed one is tried again by the next.
 */
export async function loadDataClient(authMode: DataAuthMode = 'identityPool'): Promise<DataClient> {
  return (await dataClientModule()).getDataClient(authMode);
}
