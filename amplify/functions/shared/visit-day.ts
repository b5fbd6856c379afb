/*
 * The calendar day a visit belongs to. The ministry works in Mexico City, so a day runs from
 * midnight to midnight there, not in UTC (a UTC day would end at 18:00 local time). The visit
 * counter files each visit under its day and the admin dashboard draws the same days.
 * No imports: the SPA bundles this file too.
 */
export const SITE_TIME_ZONE = 'America/Mexico_City';

const DAY_MS = 86_400_000;

/** The day (YYYY-MM-DD, an AWSDate) of an instant in the site's time zone. */
export function visitDay(at: Date = new Date(), timeZone: string = SITE_TIME_ZONE): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The `count` days that end with `lastDay` (YYYY-MM-DD), oldest first. */
export function daysEndingOn(lastDay: string, count: number): string[] {
  const end = Date.parse(`${lastDay}T12:00:00Z`);
  if (!Number.isFinite(end)) throw new RangeError(`not a day: ${lastDay}`);
  return Array.from({ length: count }, (_, i) => new Date(end - (count - 1 - i) * DAY_MS).toISOString().slice(0, 10));
}
