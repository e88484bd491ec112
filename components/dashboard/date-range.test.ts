// The dashboard's presets follow Dubai's calendar, whatever the browser's
// time zone, and calendar dates are written without shifting a day.
import { formatWeekday } from '@/components/ui/format';
import { axisDays, formatRange, formatShortDay, presetRange } from './date-range';

// 31 March 2026 at 21:30 UTC is already 1 April in Dubai (UTC+4).
const LATE = new Date('2026-03-31T21:30:00Z');
const EARLY = new Date('2026-03-31T19:59:00Z');

describe('presetRange', () => {
  it('counts today in Dubai as the last day', () => {
    expect(presetRange('last7', LATE)).toEqual({ From: '2026-03-26', To: '2026-04-01' });
    expect(presetRange('last7', EARLY)).toEqual({ From: '2026-03-25', To: '2026-03-31' });
    expect(presetRange('last30', LATE)).toEqual({ From: '2026-03-03', To: '2026-04-01' });
    expect(presetRange('last90', EARLY)).toEqual({ From: '2026-01-01', To: '2026-03-31' });
  });

  it('"This month" starts on the first of the Dubai month', () => {
    expect(presetRange('month', LATE)).toEqual({ From: '2026-04-01', To: '2026-04-01' });
    expect(presetRange('month', EARLY)).toEqual({ From: '2026-03-01', To: '2026-03-31' });
  });

  it('"Custom" keeps the range it is given', () => {
    expect(presetRange('custom', LATE, { From: '2025-01-01', To: '2025-02-01' })).toEqual({ From: '2025-01-01', To: '2025-02-01' });
  });
});

describe('formatting', () => {
  it('writes calendar dates as they are', () => {
    expect(formatWeekday('2026-03-01')).toBe('Sun, 1 Mar 2026');
    expect(formatShortDay('2026-12-31')).toBe('31 Dec');
    expect(formatRange({ From: '2026-03-01', To: '2026-03-07' })).toBe('1 Mar 2026 – 7 Mar 2026');
    expect(formatRange({ From: '2026-03-01', To: '2026-03-01' })).toBe('1 Mar 2026');
  });
});

describe('in Arabic', () => {
  it('writes Arabic month names with Latin digits', () => {
    expect(formatShortDay('2026-12-31', 'ar')).toBe('31 ديسمبر');
    expect(formatRange({ From: '2026-03-01', To: '2026-03-07' }, 'ar')).toBe('1 مارس 2026 – 7 مارس 2026');
    expect(formatWeekday('2026-03-01', 'ar')).toBe('الأحد، 1 مارس 2026');
  });
});

describe('axisDays', () => {
  const days = (n: number) => Array.from({ length: n }, (_, i) => i);
  it('names every day of a short range', () => {
    expect(axisDays(days(1))).toEqual([0]);
    expect(axisDays(days(5))).toEqual([0, 1, 2, 3, 4]);
  });
  it('names the first day, one every step and the last: at most five, never two closer than a step', () => {
    expect(axisDays(days(6))).toEqual([0, 2, 5]);
    expect(axisDays(days(7))).toEqual([0, 2, 4, 6]);
    expect(axisDays(days(8))).toEqual([0, 2, 4, 7]);
    expect(axisDays(days(9))).toEqual([0, 2, 4, 6, 8]);
    expect(axisDays(days(30))).toEqual([0, 8, 16, 29]);
    expect(axisDays(days(31))).toEqual([0, 8, 16, 30]);
    expect(axisDays(days(90))).toEqual([0, 23, 46, 89]);
    for (let n = 6; n <= 120; n++) {
      const picked = axisDays(days(n));
      expect(picked[0]).toBe(0);
      expect(picked.at(-1)).toBe(n - 1);
      expect(picked.length).toBeLessThanOrEqual(5);
      const gaps = picked.slice(1).map((d, i) => d - picked[i]!);
      // One step between the labels, and at least one before the last.
      expect(new Set(gaps.slice(0, -1)).size).toBeLessThanOrEqual(1);
      expect(gaps.at(-1)).toBeGreaterThanOrEqual(gaps[0]!);
    }
  });
});
