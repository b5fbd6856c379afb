import { loadOnce, loadPerKey } from './load-once';

describe('loadOnce', () => {
  it('runs the load once for calls made at once and after', async () => {
    const load = vi.fn(async () => 'módulo');
    const get = loadOnce(load);
    expect(await Promise.all([get(), get()])).toEqual(['módulo', 'módulo']);
    expect(await get()).toBe('módulo');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('runs it again after a failure', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('red')).mockResolvedValue('módulo');
    const get = loadOnce(load);
    await expect(get()).rejects.toThrow('red');
    expect(await get()).toBe('módulo');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('loadPerKey', () => {
  afterEach(() => vi.useRealTimers());

  it('shares each key’s load for the reuse time, and loads again after it', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const load = vi.fn(async (key: string, extra?: string) => `${key}${extra ?? ''}`);
    const get = loadPerKey(1000, load);
    expect(await Promise.all([get('a', '!'), get('a', '?'), get('b')])).toEqual(['a!', 'a!', 'b']);
    expect(load.mock.calls).toEqual([['a', '!'], ['b']]);
    vi.setSystemTime(Date.now() + 999);
    expect(await get('a')).toBe('a!');
    vi.setSystemTime(Date.now() + 1);
    expect(await get('a')).toBe('a');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('knows a value once loaded, before its callers go on, and only while it is shared', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const get = loadPerKey(1000, async (key: string) => (key === 'vacío' ? null : key.toUpperCase()));
    const pending = get('a');
    expect(get.settled('a')).toBeUndefined();
    await pending.then(() => expect(get.settled('a')).toBe('A'));
    expect(await get('vacío')).toBeNull();
    expect(get.settled('vacío')).toBeNull();
    vi.setSystemTime(Date.now() + 1000);
    expect(get.settled('a')).toBeUndefined();
  });

  it('keeps about as many loads as were made within the reuse time, however many keys a visit asks for', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const load = vi.fn(async (key: number) => key);
    const get = loadPerKey(100, load);
    let largest = 0;
    // A key a millisecond for 10 s: 10,000 keys, of which the last 100 are within the reuse time.
    for (let key = 0; key < 10_000; key++) {
      vi.setSystemTime(new Date(2026, 0, 1).getTime() + key);
      await get(key);
      largest = Math.max(largest, get.size());
    }
    expect(largest).toBeLessThanOrEqual(512);
    // The fresh ones are still shared, not loaded again.
    expect(await get(9_950)).toBe(9_950);
    expect(get.settled(9_950)).toBe(9_950);
    expect(load).toHaveBeenCalledTimes(10_000);
  });

  it('forgets a failed load: the next call runs it again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('red')).mockResolvedValue('listo');
    const get = loadPerKey(60_000, load);
    await expect(get('k')).rejects.toThrow('red');
    expect(get.settled('k')).toBeUndefined();
    expect(await get('k')).toBe('listo');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
