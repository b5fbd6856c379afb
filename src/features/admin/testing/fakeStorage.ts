// Test-only: an in-memory stand-in for aws-amplify/storage with the call shapes
// the admin screens use, so tests can assert which objects exist after a flow.
export interface FakeStorage {
  objects: Map<string, Blob | string>;
  /** Paths whose upload rejects. */
  failUploads: Set<string>;
  /** Paths whose removal rejects. */
  failRemoves: Set<string>;
  calls: string[];
  /** Most uploads in flight at once so far. */
  peakUploads: () => number;
  module: {
    uploadData: (input: { path: string; data: Blob; options?: { onProgress?: (e: { transferredBytes: number; totalBytes?: number }) => void } }) => {
      result: Promise<{ path: string }>;
      cancel?: () => void;
    };
    remove: (input: { path: string }) => Promise<{ path: string }>;
    list: (input: { path: string }) => Promise<{ items: { path: string }[] }>;
    copy: (input: { source: { path: string }; destination: { path: string } }) => Promise<{ path: string }>;
    getUrl: (input: { path: string; options?: { validateObjectExistence?: boolean } }) => Promise<{ url: URL; expiresAt: Date }>;
    downloadData: (input: { path: string }) => { result: Promise<{ path: string; body: { blob: () => Promise<Blob> } }> };
  };
}

export function createFakeStorage(initial: string[] = []): FakeStorage {
  const objects = new Map<string, Blob | string>(initial.map((p) => [p, 'x']));
  const failUploads = new Set<string>();
  const failRemoves = new Set<string>();
  const calls: string[] = [];
  let inFlight = 0;
  let peak = 0;
  const matches = (set: Set<string>, path: string) => [...set].some((p) => path === p || path.startsWith(p));
  return {
    objects,
    failUploads,
    failRemoves,
    calls,
    peakUploads: () => peak,
    module: {
      uploadData({ path, data, options }) {
        calls.push(`upload ${path}`);
        let canceled = false;
        const result = (async () => {
          inFlight++;
          peak = Math.max(peak, inFlight);
          try {
            await new Promise((r) => setTimeout(r, 0));
            options?.onProgress?.({ transferredBytes: 0, totalBytes: data.size || 1 });
            // As aws-amplify's task: a canceled upload stores nothing and rejects.
            if (canceled) throw Object.assign(new Error('Upload is canceled by user'), { name: 'CanceledError' });
            if (matches(failUploads, path)) throw new Error(`upload refused: ${path}`);
            objects.set(path, data);
            options?.onProgress?.({ transferredBytes: data.size || 1, totalBytes: data.size || 1 });
            return { path };
          } finally {
            inFlight--;
          }
        })();
        return {
          result,
          cancel: () => {
            canceled = true;
          },
        };
      },
      async remove({ path }) {
        calls.push(`remove ${path}`);
        if (matches(failRemoves, path)) throw new Error(`remove refused: ${path}`);
        objects.delete(path);
        return { path };
      },
      async list({ path }) {
        calls.push(`list ${path}`);
        return { items: [...objects.keys()].filter((k) => k.startsWith(path)).sort().map((k) => ({ path: k })) };
      },
      async copy({ source, destination }) {
        calls.push(`copy ${source.path} -> ${destination.path}`);
        const value = objects.get(source.path);
        if (value === undefined) throw new Error('NoSuchKey');
        objects.set(destination.path, value);
        return { path: destination.path };
      },
      async getUrl({ path, options }) {
        if (options?.validateObjectExistence) calls.push(`head ${path}`);
        if (options?.validateObjectExistence && !objects.has(path)) throw new Error('NotFound');
        return { url: new URL(`https://media.test/${encodeURI(path)}`), expiresAt: new Date(Date.now() + 900_000) };
      },
      downloadData({ path }) {
        calls.push(`download ${path}`);
        const result = (async () => {
          await new Promise((r) => setTimeout(r, 0));
          const value = objects.get(path);
          if (value === undefined) throw Object.assign(new Error('The specified key does not exist.'), { name: 'NoSuchKey' });
          return { path, body: { blob: async () => (value instanceof Blob ? value : new Blob([value])) } };
        })();
        return { result };
      },
    },
  };
}

/**
 * The aws-amplify/storage module for vi.mock, forwarding every call to the test's
 * current fake (each test makes a new one):
 * `vi.mock('aws-amplify/storage', async () => (await import('./testing/fakeStorage')).forwardStorage(() => state.storage))`.
 */
export function forwardStorage(current: () => FakeStorage): FakeStorage['module'] {
  return {
    uploadData: (i) => current().module.uploadData(i),
    remove: (i) => current().module.remove(i),
    list: (i) => current().module.list(i),
    copy: (i) => current().module.copy(i),
    getUrl: (i) => current().module.getUrl(i),
    downloadData: (i) => current().module.downloadData(i),
  };
}
