// Dubai's calendar and the pickup hours: the days and times the booking and
// pickup schemas check, and the screens that only count days (the dashboard's
// ranges, dispatch's day, the pickup slots) use. No yup here, so that those
// screens do not load the schemas with the page (issue 12); booking.ts
// re-exports all of it.

export const PICKUP_OPEN = '08:00';
export const PICKUP_CLOSE = '18:00';
export const PICKUP_MIN_WINDOW_MINUTES = 120;
export const PICKUP_MAX_DAYS_AHEAD = 14;
const DUBAI_OFFSET_MS = 4 * 60 * 60 * 1000;

/** The local date (YYYY-MM-DD) and minutes since midnight in Dubai at `now`. */
export function dubaiNow(now: Date): { date: string; minutes: number } {
  const local = new Date(now.getTime() + DUBAI_OFFSET_MS);
  return { date: local.toISOString().slice(0, 10), minutes: local.getUTCHours() * 60 + local.getUTCMinutes() };
}

const DAY_MS = 24 * 60 * 60 * 1000;
const pad2 = (n: number) => (n < 10 ? `0${n}` : `${n}`);

/**
 * The Dubai date (YYYY-MM-DD) and time (HH:MM) of an instant, by arithmetic
 * (the civil-from-days algorithm of H. Hinnant's "chrono-compatible low-level
 * date algorithms"): no Date object, which inside Next's server costs a
 * wrapped constructor each (tracking formats up to 50 × 30 events a call).
 * Years 1–9999, as toISOString writes them.
 */
export function dubaiStamp(epochMs: number): { date: string; time: string } {
  const local = epochMs + DUBAI_OFFSET_MS;
  const days = Math.floor(local / DAY_MS);
  const minutes = Math.floor((local - days * DAY_MS) / 60_000);
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yoe + era * 400 + (month <= 2 ? 1 : 0);
  return { date: `${String(year).padStart(4, '0')}-${pad2(month)}-${pad2(day)}`, time: `${pad2(Math.floor(minutes / 60))}:${pad2(minutes % 60)}` };
}

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Monday to Saturday are working days; Friday is a working day in the UAE's week. */
export function isWorkingDay(date: string): boolean {
  return new Date(`${date}T00:00:00Z`).getUTCDay() !== 0;
}

export const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** The next working days a pickup can be booked on, today first when a window is still possible. */
export function pickupDates(now: Date, count = PICKUP_MAX_DAYS_AHEAD): string[] {
  const { date, minutes } = dubaiNow(now);
  const out: string[] = [];
  for (let i = 0; i <= PICKUP_MAX_DAYS_AHEAD && out.length < count; i++) {
    const d = addDays(date, i);
    if (!isWorkingDay(d)) continue;
    if (i === 0 && minutes + PICKUP_MIN_WINDOW_MINUTES > toMinutes(PICKUP_CLOSE)) continue;
    out.push(d);
  }
  return out;
}
