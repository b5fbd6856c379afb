import { describe, expect, it } from 'vitest';
import { daysEndingOn, visitDay } from './visit-day';

describe('visit days', () => {
  it('files an instant under its day in Mexico City, not in UTC', () => {
    // 03:30 UTC on 15 March is still 14 March (21:30) in Mexico City.
    expect(visitDay(new Date('2025-03-15T03:30:00Z'))).toBe('2025-03-14');
    expect(visitDay(new Date('2025-03-15T06:30:00Z'))).toBe('2025-03-15');
    expect(visitDay(new Date('2025-03-15T03:30:00Z'), 'UTC')).toBe('2025-03-15');
  });

  it('lists the days ending on a day, across month and year ends', () => {
    expect(daysEndingOn('2025-03-02', 4)).toEqual(['2025-02-27', '2025-02-28', '2025-03-01', '2025-03-02']);
    expect(daysEndingOn('2025-01-01', 2)).toEqual(['2024-12-31', '2025-01-01']);
    expect(daysEndingOn('2024-03-01', 2)).toEqual(['2024-02-29', '2024-03-01']);
    expect(daysEndingOn('2025-06-10', 30)).toHaveLength(30);
    expect(() => daysEndingOn('ayer', 3)).toThrow(RangeError);
  });
});
