import { formatDuration, formatKnownDuration, isoDuration } from './duration';

describe('formatDuration', () => {
  it('writes minutes and seconds, and hours when there are some', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(5)).toBe('0:05');
    expect(formatDuration(245)).toBe('4:05');
    expect(formatDuration(3729)).toBe('1:02:09');
    expect(formatDuration(59.6)).toBe('1:00');
  });
});

describe('formatKnownDuration', () => {
  it('writes a known length as formatDuration does', () => {
    expect(formatKnownDuration(5)).toBe('0:05');
    expect(formatKnownDuration(3729)).toBe('1:02:09');
  });
  it('shows nothing for an unknown or invalid length', () => {
    expect(formatKnownDuration(undefined)).toBeNull();
    expect(formatKnownDuration(null)).toBeNull();
    expect(formatKnownDuration(Number.NaN)).toBeNull();
    expect(formatKnownDuration(-3)).toBeNull();
  });
});

describe('isoDuration', () => {
  it('gives the ISO 8601 form for <time>', () => {
    expect(isoDuration(3729)).toBe('PT1H2M9S');
  });
});
