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

  it('forgets a failed load: the next call runs it again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('red')).mockResolvedValue('listo');
    const get = loadPerKey(60_000, load);
    await expect(get('k')).rejects.toThrow('red');
    expect(get.settled('k')).toBeUndefined();
    expect(await get('k')).toBe('listo');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
