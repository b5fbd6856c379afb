import type { TFunction } from 'i18next';
import { relativeTime } from './relativeTime';

/** 'Hace N unidades' or 'Justo ahora', through the videos namespace's plural keys. */
export function formatRelativeTime(t: TFunction<'videos'>, when: Date, now: Date = new Date()): string {
  const rel = relativeTime(when, now);
  if (rel.unit === 'now') return t('time.now');
  return t(`time.${rel.unit}`, { count: rel.count });
}
