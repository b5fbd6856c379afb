/** Units of spec section 9, largest first, in seconds. */
export const TIME_UNITS = [
  ['year', 31_536_000],
  ['month', 2_592_000],
  ['week', 604_800],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
] as const;

export type TimeUnit = (typeof TIME_UNITS)[number][0];

export type RelativeTime = { unit: 'now' } | { unit: TimeUnit; count: number };

/** How long ago a moment was, in the largest whole unit; under a minute (or in the future) is 'now'. */
export function relativeTime(when: Date, now: Date = new Date()): RelativeTime {
  const seconds = Math.floor((now.getTime() - when.getTime()) / 1000);
  for (const [unit, size] of TIME_UNITS) {
    const count = Math.floor(seconds / size);
    if (count >= 1) return { unit, count };
  }
  return { unit: 'now' };
}
