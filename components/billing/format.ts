// How the billing screens write money and dates: AED with two decimals, and
// calendar dates (invoice and due dates) or instants shown in Asia/Dubai.
import { formatAed } from '@/lib/money';

export { formatAed };
export { formatDubaiDate, formatDubaiDateTime } from '@/components/ui/format';

const DAY = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' });

/** "1 Feb 2026" from a calendar date (YYYY-MM-DD), whatever the browser's time zone. */
export const formatDay = (date: string) => DAY.format(new Date(`${date}T00:00:00Z`));

/** "+AED 100.00" / "−AED 42.50": the sign said in words' place, for statements. */
export function formatSigned(aed: number): string {
  if (aed === 0) return formatAed(0);
  return `${aed > 0 ? '+' : '−'}${formatAed(Math.abs(aed))}`;
}

/** "January 2026" from "2026-01". */
export { periodLabel } from '@/lib/schemas/invoices';
