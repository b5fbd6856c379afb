import { startTaskTicker } from '../testing/task-ticker';
import { slicedQueue, whenIdle } from './main-thread';

/** A job that holds the thread for `ms`, as signing a URL does. */
const busy = (ms: number) => async () => {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    // spin
  }
  return ms;
};

describe('slicedQueue', () => {
  it('runs every job, in order, with its own result or error', async () => {
    const run = slicedQueue();
    const order: number[] = [];
    const results = await Promise.allSettled([
      run(async () => (order.push(1), 'a')),
      run(async () => {
        order.push(2);
        throw new Error('no');
      }),
      run(async () => (order.push(3), 'c')),
    ]);
    expect(order).toEqual([1, 2, 3]);
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : (r.reason as Error).message))).toEqual(['a', 'no', 'c']);
  });

  it('runs a job asked first before the jobs waiting, after the one running', async () => {
    const run = slicedQueue();
    const order: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const running = run(() => held.then(() => void order.push('running')));
    const waiting = [1, 2, 3].map((n) => run(async () => void order.push(`cover ${n}`)));
    const first = run(async () => void order.push('banner'), { first: true });
    release();
    await Promise.all([running, ...waiting, first]);
    expect(order).toEqual(['running', 'banner', 'cover 1', 'cover 2', 'cover 3']);
  });

  it('hands the main thread back between slices: no stretch of jobs is much longer than a slice', async () => {
    const run = slicedQueue(8);
    const ticker = startTaskTicker();
    const free = ticker.times;
    const start = performance.now();
    await Promise.all(Array.from({ length: 40 }, () => run(busy(3))));
    ticker.stop();
    const total = performance.now() - start;
    const during = free.filter((t) => t > start);
    expect(total).toBeGreaterThanOrEqual(120);
    // 40 jobs of 3 ms in slices of 8 ms: the thread was free at least 10 times, never held 30 ms.
    expect(during.length).toBeGreaterThanOrEqual(10);
    const gaps = during.slice(1).map((t, i) => t - during[i]);
    expect(Math.max(...gaps)).toBeLessThan(30);
  });

  it('goes on after a job that throws instead of returning a promise', async () => {
    const run = slicedQueue();
    const throwing = (() => {
      throw new Error('at once');
    }) as () => Promise<never>;
    await expect(run(throwing)).rejects.toThrow('at once');
    await expect(run(async () => 'next')).resolves.toBe('next');
  });

  it('starts again when jobs arrive after it emptied', async () => {
    const run = slicedQueue();
    await run(busy(1));
    await expect(run(async () => 'again')).resolves.toBe('again');
  });
});

describe('whenIdle', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('hands the job to requestIdleCallback with its deadline, and cancels it', () => {
    const requestIdle = vi.fn((_job: () => void, _options?: { timeout: number }) => 7);
    const cancelIdle = vi.fn();
    vi.stubGlobal('requestIdleCallback', requestIdle);
    vi.stubGlobal('cancelIdleCallback', cancelIdle);
    const job = vi.fn();
    const cancel = whenIdle(job, 2_000);
    expect(requestIdle).toHaveBeenCalledWith(job, { timeout: 2_000 });
    requestIdle.mock.calls[0][0]();
    expect(job).toHaveBeenCalledTimes(1);
    cancel();
    expect(cancelIdle).toHaveBeenCalledWith(7);
  });

  it('runs the job after a timeout where the browser has no requestIdleCallback, unless cancelled', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers();
    const job = vi.fn();
    whenIdle(job, 2_000);
    const cancelled = vi.fn();
    whenIdle(cancelled, 2_000)();
    expect(job).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(job).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
