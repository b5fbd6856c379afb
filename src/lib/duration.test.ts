import { formatDuration } from './duration';

describe('formatDuration', () => {
  it('writes minutes and seconds, and hours when there are some', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(5)).toBe('0:05');
    expect(formatDuration(245)).toBe('4:05');
    expect(formatDuration(3729)).toBe('1:02:09');
    expect(formatDuration(59.6)).toBe('1:00');
  });
});
