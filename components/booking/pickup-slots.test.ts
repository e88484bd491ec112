import { pickupDates } from '@/lib/schemas/booking';
import { dateOptionLabel, endTimes, formatPickupWindow, SLOTS, startTimes } from './pickup-slots';

// 2026-11-21 is a Saturday; 06:15 UTC is 10:15 in Dubai.
const SATURDAY_MORNING = new Date('2026-11-21T06:15:00Z');

describe('pickup slots', () => {
  test('half-hour slots from 08:00 to 18:00', () => {
    expect(SLOTS[0]).toBe('08:00');
    expect(SLOTS[1]).toBe('08:30');
    expect(SLOTS.at(-1)).toBe('18:00');
    expect(SLOTS).toHaveLength(21);
  });

  test('start times leave a two-hour window and skip what has passed today', () => {
    const today = startTimes('2026-11-21', SATURDAY_MORNING);
    expect(today[0]).toBe('10:30');
    expect(today.at(-1)).toBe('16:00');
    const monday = startTimes('2026-11-23', SATURDAY_MORNING);
    expect(monday[0]).toBe('08:00');
    expect(monday.at(-1)).toBe('16:00');
  });

  test('a start at the exact current minute is already too late', () => {
    expect(startTimes('2026-11-21', new Date('2026-11-21T06:30:00Z'))[0]).toBe('11:00');
  });

  test('end times follow the start', () => {
    expect(endTimes('10:00')[0]).toBe('10:30');
    expect(endTimes('10:00').at(-1)).toBe('18:00');
    expect(endTimes('')[0]).toBe('08:30');
  });

  test('the offered dates never include a Sunday', () => {
    const dates = pickupDates(SATURDAY_MORNING);
    expect(dates[0]).toBe('2026-11-21');
    expect(dates).not.toContain('2026-11-22');
    for (const d of dates) expect(new Date(`${d}T00:00:00Z`).getUTCDay()).not.toBe(0);
  });

  test('dates are written for people', () => {
    expect(formatPickupWindow('2026-11-23', '10:00', '13:00')).toBe('Monday 23 November 2026, 10:00–13:00');
    expect(dateOptionLabel('2026-11-21', SATURDAY_MORNING)).toBe('Saturday 21 November (today)');
    expect(dateOptionLabel('2026-11-23', SATURDAY_MORNING)).toBe('Monday 23 November');
  });

  test('in Arabic: Intl order and month names, Latin digits', () => {
    expect(formatPickupWindow('2026-11-23', '10:00', '13:00', 'ar')).toBe('الاثنين، 23 نوفمبر 2026، \u206610:00–13:00\u2069');
    expect(dateOptionLabel('2026-11-21', SATURDAY_MORNING, 'ar', { today: '(اليوم)', tomorrow: '(غدًا)' })).toBe('السبت، 21 نوفمبر (اليوم)');
  });
});
