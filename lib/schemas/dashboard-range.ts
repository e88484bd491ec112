// The dashboard's date ranges without the schema: the bounds, the day
// arithmetic and the default range, for the screens that show a range (the
// dashboard, dispatch) without loading yup with the page (issue 12).
// dashboard.ts builds the schema on them and re-exports them.
import { addDays, dubaiNow } from './dubai-days';

/** The longest range, counting both ends (a leap year). */
export const DASHBOARD_MAX_DAYS = 366;
/** Without From/To the dashboard shows the last 30 days, today included. */
export const DASHBOARD_DEFAULT_DAYS = 30;
// Far-off years are typing mistakes, not questions anyone asks a dashboard.
export const EARLIEST = '2000-01-01';
export const LATEST = '2099-12-31';

export const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** True for a real calendar day written YYYY-MM-DD (2026-02-30 is not one). */
export function isIsoDate(v: string): boolean {
  if (!ISO_DATE.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}

/** Whole days from `from` to `to`, both counted (2026-01-01..2026-01-01 is 1). */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** The last `days` days in Dubai, today included. */
export function lastDays(now: Date, days: number): { From: string; To: string } {
  const today = dubaiNow(now).date;
  return { From: addDays(today, -(days - 1)), To: today };
}

export type DashboardRange = { From: string; To: string };
