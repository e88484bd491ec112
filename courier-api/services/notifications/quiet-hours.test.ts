import { afterQuietHours, dubaiHour, isQuiet } from './quiet-hours';

describe('quiet hours (21:00–08:00 in Dubai, UTC+4)', () => {
  it.each([
    ['2026-11-23T03:59:00Z', true, '2026-11-23T04:00:00Z'], // 07:59 → 08:00 the same day
    ['2026-11-23T04:00:00Z', false, '2026-11-23T04:00:00Z'], // 08:00: open
    ['2026-11-23T16:59:59Z', false, '2026-11-23T16:59:59Z'], // 20:59:59: open
    ['2026-11-23T17:00:00Z', true, '2026-11-24T04:00:00Z'], // 21:00 → 08:00 next day
    ['2026-11-23T20:00:00Z', true, '2026-11-24T04:00:00Z'], // 00:00 Dubai (next day) → 08:00 that day
    ['2026-12-31T19:30:00Z', true, '2027-01-01T04:00:00Z'], // across a year
  ])('%s: quiet %s, sends at %s', (at, quiet, next) => {
    expect(isQuiet(new Date(at))).toBe(quiet);
    expect(afterQuietHours(new Date(at)).toISOString()).toBe(new Date(next).toISOString());
  });

  it('reads the hour in Dubai', () => {
    expect(dubaiHour(new Date('2026-11-23T20:30:00Z'))).toBe(0);
    expect(dubaiHour(new Date('2026-11-23T06:30:00Z'))).toBe(10);
  });
});
