import { runLimited } from './concurrency';

describe('runLimited', () => {
  it('never runs more than the limit at once and keeps results in input order', async () => {
    let running = 0;
    let peak = 0;
    const tasks = Array.from({ length: 100 }, (_, i) => async () => {
      running++;
      peak = Math.max(peak, running);
      await new Promise((r) => setTimeout(r, (i * 7) % 5));
      running--;
      return i;
    });
    const outcomes = await runLimited(tasks, 4);
    expect(peak).toBe(4);
    expect(outcomes.map((o) => (o.ok ? o.value : -1))).toEqual(Array.from({ length: 100 }, (_, i) => i));
  });

  it('starts tasks in input order (pages go up in reading order)', async () => {
    const started: number[] = [];
    await runLimited(
      Array.from({ length: 10 }, (_, i) => async () => {
        started.push(i);
      }),
      3,
    );
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('keeps going after a failure and reports it in place', async () => {
    const outcomes = await runLimited(
      [async () => 1, async () => Promise.reject(new Error('boom')), async () => 3],
      2,
    );
    expect(outcomes[0]).toEqual({ ok: true, value: 1 });
    expect(outcomes[1].ok).toBe(false);
    expect(outcomes[2]).toEqual({ ok: true, value: 3 });
  });

  it('refuses a limit below one', async () => {
    await expect(runLimited([], 0)).rejects.toThrow(RangeError);
  });
});
