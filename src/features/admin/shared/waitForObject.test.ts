import { UrlUnavailableError, waitForObject, waitForObjects } from './waitForObject';

describe('waiting for an uploaded object (spec section 9: 5 attempts, 1 s apart)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('resolves on the attempt that succeeds, one second after the previous one', async () => {
    const probe = vi.fn().mockResolvedValueOnce(false).mockRejectedValueOnce(new Error('403')).mockResolvedValue(true);
    const done = vi.fn();
    void waitForObject('Banner/a.jpg', probe).then(done);
    await vi.advanceTimersByTimeAsync(0);
    expect(probe).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(probe).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(probe).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(probe).toHaveBeenCalledTimes(3);
    expect(done).toHaveBeenCalled();
  });

  it('gives up after 5 attempts with the spec message', async () => {
    const probe = vi.fn().mockResolvedValue(false);
    const result = waitForObject('Banner/b.jpg', probe).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(4000);
    const error = await result;
    expect(probe).toHaveBeenCalledTimes(5);
    expect(error).toBeInstanceOf(UrlUnavailableError);
    expect((error as Error).message).toBe('No se pudo obtener la URL para Banner/b.jpg después de 5 intentos.');
  });

  it('checks every file of a batch and fails with the one that never appeared', async () => {
    const probe = vi.fn(async (path: string) => path !== 'devocionario/x/2.jpg');
    const result = waitForObjects(['devocionario/x/1.jpg', 'devocionario/x/2.jpg'], probe).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(5000);
    const error = (await result) as UrlUnavailableError;
    expect(error.path).toBe('devocionario/x/2.jpg');
    expect(probe.mock.calls.filter(([p]) => p === 'devocionario/x/1.jpg')).toHaveLength(1);
    expect(probe.mock.calls.filter(([p]) => p === 'devocionario/x/2.jpg')).toHaveLength(5);
  });
});
