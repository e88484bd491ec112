// The dashboard's date range (docs/api/shipping.md, "Dashboard"): the four
// dashboard calls and the range picker on /Dashboard share this schema. Dates
// are Asia/Dubai calendar days; `now` is injected so the API uses its own
// clock (and tests can freeze it).
import * as yup from 'yup';
import { addDays, dubaiNow } from './booking';
import { str } from './common';

/** The longest range, counting both ends (a leap year). */
export const DASHBOARD_MAX_DAYS = 366;
/** Without From/To the dashboard shows the last 30 days, today included. */
export const DASHBOARD_DEFAULT_DAYS = 30;
// Far-off years are typing mistakes, not questions anyone asks a dashboard.
const EARLIEST = '2000-01-01';
const LATEST = '2099-12-31';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

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

const day = (label: string) =>
  str(label)
    .matches(ISO_DATE, { message: `${label} must be a date like 2026-03-01.`, excludeEmptyString: true })
    .test('real-date', `${label} is not a real calendar date.`, (v) => !v || !ISO_DATE.test(v) || isIsoDate(v))
    .test('bounds', `${label} must be between ${EARLIEST} and ${LATEST}.`, (v) => !v || !isIsoDate(v) || (v >= EARLIEST && v <= LATEST));

const given = (v: unknown) => {
  if (typeof v === 'string') return v.trim() || undefined;
  return v === null ? undefined : v;
};

export function createDashboardRangeSchema(now: () => Date = () => new Date()) {
  return yup
    .object({
      From: day('From').required('From is required.'),
      To: day('To').required('To is required.'),
    })
    // Runs before the fields are read. Defaults: To is today in Dubai, From 29
    // days before To (30 days in all); an empty string counts as not given,
    // like a cleared date input.
    .transform((v: Record<string, unknown> | undefined) => {
      if (!v || typeof v !== 'object') return v;
      const today = dubaiNow(now()).date;
      const To = given(v.To) ?? today;
      const end = typeof To === 'string' && isIsoDate(To) ? To : today;
      return { ...v, From: given(v.From) ?? addDays(end, -(DASHBOARD_DEFAULT_DAYS - 1)), To };
    })
    .test('order', '', function (v) {
      if (!v?.From || !v.To || !isIsoDate(v.From) || !isIsoDate(v.To)) return true;
      if (v.From > v.To) return this.createError({ path: 'From', message: 'From must be on or before To.' });
      if (daysInRange(v.From, v.To) > DASHBOARD_MAX_DAYS) {
        return this.createError({ path: 'To', message: `The range can be at most ${DASHBOARD_MAX_DAYS} days long.` });
      }
      return true;
    });
}

export type DashboardRange = { From: string; To: string };
