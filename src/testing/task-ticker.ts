/**
 * Records when the main thread was free: a timer that re-arms itself runs once per free turn, so
 * the gaps between its runs are the stretches something else held the thread, and their count is
 * the number of tasks that went by. For tests of code that must hand the thread back.
 */
export function startTaskTicker(): { times: number[]; stop: () => void } {
  const times: number[] = [];
  let ticking = true;
  const tick = () => {
    times.push(performance.now());
    if (ticking) setTimeout(tick, 0);
  };
  setTimeout(tick, 0);
  return { times, stop: () => (ticking = false) };
}
