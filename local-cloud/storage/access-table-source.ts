// Where the storage access rules come from: amplify/storage, the same definition AWS deploys.
// storageAccessTable() (amplify/storage/access-table.ts) evaluates the defineStorage access
// callback of amplify/storage/resource.ts into rows of path and actions per acceptor. Loaded
// on demand: it pulls in the Amplify backend libraries, which take seconds to import.
import type { StorageAccessTable } from './access';

export async function loadAccessTable(): Promise<StorageAccessTable> {
  const { storageAccessTable } = await import('../../amplify/storage/access-table');
  return storageAccessTable();
}
