import { formatPeriod } from './statement-period';

// Intl puts thin spaces around the dash; compared here as plain spaces.
const plain = (from: string, to: string, locale?: 'en' | 'ar') => formatPeriod(from, to, locale).replace(/\u2009/g, ' ');

describe('formatPeriod', () => {
  it('writes a period short, in the page language', () => {
    expect(plain('2026-11-15', '2026-11-21')).toBe('15 – 21 Nov 2026');
    expect(plain('2026-11-25', '2026-12-03')).toBe('25 Nov – 3 Dec 2026');
    expect(plain('2026-12-28', '2027-01-03')).toBe('28 Dec 2026 – 3 Jan 2027');
    expect(plain('2026-11-15', '2026-11-15')).toBe('15 Nov 2026');
    expect(plain('2026-11-15', '2026-11-21', 'ar')).toBe('15–21 نوفمبر 2026');
  });
});
