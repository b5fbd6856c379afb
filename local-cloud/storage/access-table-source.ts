// Where the storage access rules come from: the backend's defineStorage, as the backend
// description read it (../backend/storage-access.ts evaluates its access callback). The
// default bucket's rules; a backend without storage has none (only the operator may act).
import { loadBackend, type BackendDescription } from '../backend/description';
import type { StorageAccessTable } from './access';

export function defaultStorage(backend: BackendDescription): BackendDescription['storage'][number] | undefined {
  return backend.storage.find((s) => s.isDefault) ?? backend.storage[0];
}

export async function loadAccessTable(backend: BackendDescription = loadBackend()): Promise<StorageAccessTable> {
  return defaultStorage(backend)?.access ?? [];
}
