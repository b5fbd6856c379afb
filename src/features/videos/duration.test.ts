import { formatDuration, isoDuration } from './duration';

describe('formatDuration', () => {
  it('shows minutes and seconds, and hours when there are any', () => {
    expect(formatDuration(5)).toBe('0:05');
    expect(formatDuration(245)).toBe('4:05');
    expect(formatDuration(3729)).toBe('1:02:09');
    expect(formatDuration(59.6)).toBe('1:00');
  });
  it('shows nothing for an unknown or invalid length', () => {
    expect(formatDuration(undefined)).toBeNull();
    expect(formatDuration(null)).toBeNull();
    expect(formatDuration(Number.NaN)).toBeNull();
    expect(formatDuration(-3)).toBeNull();
  });
  it('gives the ISO 8601 form for <time>', () => {
    expect(isoDuration(3729)).toBe('PT1H2M9S');
  });
});
