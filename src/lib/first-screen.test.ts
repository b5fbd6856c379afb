import { renderHook } from '@testing-library/react';
import {
  afterFirstScreen,
  FIRST_SCREEN_WAIT_MS,
  firstScreenDrawn,
  firstScreenDrawnAfterPaint,
  isFirstScreenDrawn,
  resetFirstScreenForTests,
  useFirstScreenDrawn,
} from './first-screen';

/** Lets timers of 0 ms and animation frames run (jsdom has no requestIdleCallback: whenIdle waits a 0 ms timeout). */
const frames = async (n: number) => {
  for (let i = 0; i < n; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
  await new Promise((resolve) => setTimeout(resolve, 0));
};

describe('work after the first screen', () => {
  beforeEach(resetFirstScreenForTests);
  afterEach(() => vi.useRealTimers());

  it('waits until the screen tells it is drawn, then runs once the browser is idle', async () => {
    const job = vi.fn();
    afterFirstScreen(job);
    await frames(2);
    expect(job).not.toHaveBeenCalled();
    firstScreenDrawn();
    expect(job).not.toHaveBeenCalled();
    await frames(0);
    expect(job).toHaveBeenCalledTimes(1);
    // Later work (another screen's) does not wait.
    const later = vi.fn();
    afterFirstScreen(later);
    await frames(0);
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('runs FIRST_SCREEN_WAIT_MS after the first work asked when no screen tells', () => {
    vi.useFakeTimers();
    const first = vi.fn();
    const second = vi.fn();
    afterFirstScreen(first);
    vi.advanceTimersByTime(1000);
    afterFirstScreen(second);
    vi.advanceTimersByTime(FIRST_SCREEN_WAIT_MS - 1001);
    expect(isFirstScreenDrawn()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(isFirstScreenDrawn()).toBe(true);
    // Then once the browser is idle.
    vi.runOnlyPendingTimers();
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('forgets work cancelled before the screen is drawn, and work cancelled while it waits for idle', async () => {
    const before = vi.fn();
    const during = vi.fn();
    afterFirstScreen(before)();
    const cancelDuring = afterFirstScreen(during);
    firstScreenDrawn();
    cancelDuring();
    await frames(1);
    expect(before).not.toHaveBeenCalled();
    expect(during).not.toHaveBeenCalled();
  });

  it('counts a picture as drawn two frames after it was placed', async () => {
    firstScreenDrawnAfterPaint();
    expect(isFirstScreenDrawn()).toBe(false);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(isFirstScreenDrawn()).toBe(false);
    await frames(1);
    expect(isFirstScreenDrawn()).toBe(true);
  });

  it('lets a screen tell once its content is drawn', () => {
    const { rerender } = renderHook(({ drawn }) => useFirstScreenDrawn(drawn), { initialProps: { drawn: false } });
    expect(isFirstScreenDrawn()).toBe(false);
    rerender({ drawn: true });
    expect(isFirstScreenDrawn()).toBe(true);
  });
});
