/*
 * The numbers of the admin dashboard, from the records as they are: pure functions, so the
 * screen and its tests agree on what each chart shows.
 */
import { daysEndingOn, SITE_TIME_ZONE, visitDay } from '../../../../amplify/functions/shared/visit-day';

/** Days the visits chart covers, today included. */
export const VISIT_DAYS = 30;
/** Months the purchases chart covers, this one included. */
export const PURCHASE_MONTHS = 12;
/** Videos in the most-viewed list. */
export const TOP_VIDEOS = 5;
/** Contact messages shown. */
export const LATEST_MESSAGES = 5;

export interface DayCount {
  day: string;
  visits: number;
}

/** Visits of each of the last VISIT_DAYS days (site time), 0 for days nobody came. */
export function visitsPerDay(records: ReadonlyArray<{ dia: string; visitas: number }>, now: Date = new Date()): DayCount[] {
  const byDay = new Map(records.map((r) => [r.dia, r.visitas]));
  return daysEndingOn(visitDay(now), VISIT_DAYS).map((day) => ({ day, visits: byDay.get(day) ?? 0 }));
}

/** The month (YYYY-MM) of an instant, in the site's time zone. */
export const monthOf = (at: Date | string) => visitDay(typeof at === 'string' ? new Date(at) : at, SITE_TIME_ZONE).slice(0, 7);

/** The last `count` months ending with the one of `now`, oldest first. */
export function lastMonths(now: Date = new Date(), count = PURCHASE_MONTHS): string[] {
  const [year, month] = monthOf(now).split('-').map(Number);
  return Array.from({ length: count }, (_, i) => {
    const index = year * 12 + (month - 1) - (count - 1 - i);
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

export interface MonthCount {
  month: string;
  images: number;
  videos: number;
}

/** Purchases (granted images and videos) made in each of the last months. */
export function purchasesPerMonth(
  images: ReadonlyArray<{ createdAt?: string | null }>,
  videos: ReadonlyArray<{ createdAt?: string | null }>,
  now: Date = new Date(),
): MonthCount[] {
  const months = lastMonths(now);
  const rows = new Map(months.map((month) => [month, { month, images: 0, videos: 0 }]));
  const count = (items: ReadonlyArray<{ createdAt?: string | null }>, field: 'images' | 'videos') => {
    for (const item of items) {
      const row = item.createdAt ? rows.get(monthOf(item.createdAt)) : undefined;
      if (row) row[field]++;
    }
  };
  count(images, 'images');
  count(videos, 'videos');
  return months.map((month) => rows.get(month)!);
}

/** The most viewed videos, most first (ties by title). */
export function topVideos<T extends { title: string; views?: number | null }>(videos: readonly T[], count = TOP_VIDEOS): T[] {
  return [...videos]
    .sort((a, b) => (b.views ?? 0) - (a.views ?? 0) || a.title.localeCompare(b.title, 'es'))
    .slice(0, count);
}

/** The newest contact messages. */
export function latestMessages<T extends { createdAt?: string | null }>(messages: readonly T[], count = LATEST_MESSAGES): T[] {
  return [...messages].sort((a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? '')).slice(0, count);
}
