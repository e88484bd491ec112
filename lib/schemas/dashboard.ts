// The dashboard's date range (docs/api/shipping.md, "Dashboard"): the four
// dashboard calls and the range picker on /Dashboard share this schema. Dates
// are Asia/Dubai calendar days; `now` is injected so the API uses its own
// clock (and tests can freeze it).
import * as yup from 'yup';
import { addDays, dubaiNow } from './dubai-days';
import { DASHBOARD_DEFAULT_DAYS, DASHBOARD_MAX_DAYS, daysInRange, EARLIEST, ISO_DATE, isIsoDate, LATEST } from './dashboard-range';
import { str } from './common';

export { DASHBOARD_DEFAULT_DAYS, DASHBOARD_MAX_DAYS, daysInRange, isIsoDate, lastDays, type DashboardRange } from './dashboard-range';

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

