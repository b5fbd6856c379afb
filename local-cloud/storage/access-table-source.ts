// Where the storage access rules come from: amplify/storage, the same definition AWS deploys.
// storageAccessTable() (amplify/storage/access-table.ts) evaluates the defineStorage access
// callback of amplify/storage/resource.ts into rows of path and actions per acceptor.
import { storageAccessTable } from '../../amplify/storage/access-table';
import type { StorageAccessTable } from './access.js';

export async function loadAccessTable(): Promise<StorageAccessTable> {
  return storageAccessTable();
}
