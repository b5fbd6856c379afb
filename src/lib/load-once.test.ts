import { loadOnce } from './load-once';

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
