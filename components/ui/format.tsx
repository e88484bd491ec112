// How the portal writes money and time: AED with two decimals; instants in
// Asia/Dubai whatever the browser's zone; calendar dates as they are.
import { formatAed } from '@/lib/money';

export { formatAed };

const DATE = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Dubai', day: 'numeric', month: 'short', year: 'numeric' });
const TIME = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Dubai', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const DAY = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' });

/** "23 Nov 2026" (an instant, in Dubai). */
export const formatDubaiDate = (iso: string) => DATE.format(new Date(iso));

/** "23 Nov 2026, 10:30" (an instant, in Dubai). */
export const formatDubaiDateTime = (iso: string) => `${DATE.format(new Date(iso))}, ${TIME.format(new Date(iso))}`;

/** "1 Feb 2026" from a calendar date (YYYY-MM-DD), whatever the browser's time zone. */
export const formatDay = (date: string) => DAY.format(new Date(`${date}T00:00:00Z`));

const WEEKDAY = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
/** "Sun, 1 Mar 2026": a calendar date with its weekday (tables, tooltips, the tracking log's days). */
export const formatWeekday = (date: string) => WEEKDAY.format(new Date(`${date}T00:00:00Z`));

/** "+AED 100.00" / "−AED 42.50": the sign said in words' place, for statements. */
export function formatSigned(aed: number): string {
  if (aed === 0) return formatAed(0);
  return `${aed > 0 ? '+' : '−'}${formatAed(Math.abs(aed))}`;
}

/** An amount in AED, in tabular figures; `signed` for ledger movements. */
export function Money({ aed, signed }: { aed: number; signed?: boolean }) {
  return <span className="whitespace-nowrap tabular-nums">{signed ? formatSigned(aed) : formatAed(aed)}</span>;
}

/** An instant as a <time> element in Dubai time; `dateOnly` drops the clock. */
export function DateTime({ iso, dateOnly }: { iso: string; dateOnly?: boolean }) {
  return (
    <time dateTime={iso} className="whitespace-nowrap">
      {dateOnly ? formatDubaiDate(iso) : formatDubaiDateTime(iso)}
    </time>
  );
}
