// Billing periods are Dubai calendar months (UTC+4, no daylight saving): a
// shipment booked at 01:00 on 1 February in Dubai (21:00 UTC on 31 January)
// belongs to February's invoice.
import { addDays, dubaiNow } from '@/lib/schemas/booking';
import { PAYMENT_TERMS_DAYS } from '@/lib/schemas/invoices';

export interface Period {
  /** "2026-01". */
  period: string;
  /** First and last day of the month (YYYY-MM-DD). */
  start: string;
  end: string;
  /** The month as an instant range [from, to) for created_at. */
  from: Date;
  to: Date;
  /** Invoices are issued the day after the period and due PAYMENT_TERMS_DAYS later. */
  issueDate: string;
  dueDate: string;
}

/** Midnight at the start of a Dubai day, as an instant. */
export const dubaiMidnight = (date: string) => new Date(`${date}T00:00:00+04:00`);

export function periodOf(period: string): Period {
  const [y, m] = period.split('-').map(Number) as [number, number];
  const start = `${period}-01`;
  const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
  return {
    period,
    start,
    end: addDays(next, -1),
    from: dubaiMidnight(start),
    to: dubaiMidnight(next),
    issueDate: next,
    dueDate: addDays(next, PAYMENT_TERMS_DAYS),
  };
}

/** Today's date in Dubai. */
export const dubaiToday = (now: Date) => dubaiNow(now).date;

/** Whole days from `date` to `today` (positive when `date` is in the past). */
export function daysSince(date: string, today: string): number {
  return Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${date}T00:00:00Z`)) / 86_400_000);
}
