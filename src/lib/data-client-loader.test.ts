import type { DataAuthMode } from './data-client';

const built: DataAuthMode[] = [];
vi.mock('./data-client', () => ({
  getDataClient: (authMode: DataAuthMode = 'identityPool') => {
    built.push(authMode);
    return { authMode };
  },
}));

const { loadDataClient } = await import('./data-client-loader');

/** Whether the promise settles before the main thread is handed back (its microtasks only). */
async function settlesInThisTask(promise: Promise<unknown>): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  const turn = new Promise((resolve) => setTimeout(resolve, 0));
  for (let i = 0; i < 50; i++) await Promise.resolve();
  const early = settled;
  await turn;
  await promise;
  return early;
}

describe('loadDataClient', () => {
  it("answers a mode's first caller in a task after the one that built its client, later callers at once", async () => {
    expect(await settlesInThisTask(loadDataClient())).toBe(false);
    expect(await settlesInThisTask(loadDataClient())).toBe(true);
    expect(await settlesInThisTask(loadDataClient('userPool'))).toBe(false);
    expect(await settlesInThisTask(loadDataClient('userPool'))).toBe(true);
  });

  it('gives each caller the client of its mode', async () => {
    expect(await loadDataClient()).toEqual({ authMode: 'identityPool' });
    expect(await loadDataClient('userPool')).toEqual({ authMode: 'userPool' });
    expect(built).toContain('identityPool');
  });
});
