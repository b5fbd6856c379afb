import { relativeTime } from './relativeTime';
import { addComment } from './comments';
import { createTestI18n } from '../../testing/i18n';
import { formatRelativeTime } from './formatRelativeTime';

const now = new Date('2025-06-01T12:00:00Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('relativeTime', () => {
  it('uses the largest whole unit of section 9', () => {
    expect(relativeTime(ago(31_536_000 * 2 + 5), now)).toEqual({ unit: 'year', count: 2 });
    expect(relativeTime(ago(31_535_999), now)).toEqual({ unit: 'month', count: 12 });
    expect(relativeTime(ago(2_592_000), now)).toEqual({ unit: 'month', count: 1 });
    expect(relativeTime(ago(604_800 * 3), now)).toEqual({ unit: 'week', count: 3 });
    expect(relativeTime(ago(86_400 * 6), now)).toEqual({ unit: 'day', count: 6 });
    expect(relativeTime(ago(3_600 * 5 + 59), now)).toEqual({ unit: 'hour', count: 5 });
    expect(relativeTime(ago(60), now)).toEqual({ unit: 'minute', count: 1 });
  });
  it('says now under a minute and for future dates', () => {
    expect(relativeTime(ago(59), now)).toEqual({ unit: 'now' });
    expect(relativeTime(ago(-3600), now)).toEqual({ unit: 'now' });
  });
});

describe('formatRelativeTime in Spanish', () => {
  it('writes "Hace N ..." with singular and plural, and "Justo ahora"', async () => {
    const i18n = await createTestI18n();
    const t = i18n.getFixedT('es', 'videos');
    expect(formatRelativeTime(t, ago(3_600), now)).toBe('Hace 1 hora');
    expect(formatRelativeTime(t, ago(86_400 * 2), now)).toBe('Hace 2 días');
    expect(formatRelativeTime(t, ago(31_536_000), now)).toBe('Hace 1 año');
    expect(formatRelativeTime(t, ago(2_592_000 * 3), now)).toBe('Hace 3 meses');
    expect(formatRelativeTime(t, ago(10), now)).toBe('Justo ahora');
  });
});

describe('addComment', () => {
  it('ignores blank text and trims the rest', () => {
    const empty: { id: number; text: string }[] = [];
    expect(addComment(empty, '   \n\t ', 1)).toBe(empty);
    expect(addComment(empty, '', 1)).toBe(empty);
    const one = addComment(empty, '  Muy bueno  ', 1);
    expect(one).toEqual([{ id: 1, text: 'Muy bueno' }]);
    expect(addComment(one, 'Gracias', 2).map((c) => c.text)).toEqual(['Muy bueno', 'Gracias']);
  });
});
