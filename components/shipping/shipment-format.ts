// How the shipping pages show dates, statuses and services: Dubai time, and
// status names that tell apart the codes sharing a label ("In transit").
import { STATUSES } from '@/courier-api/services/status';

const dubai = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Dubai',
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "23 Nov 2026, 10:30" in Asia/Dubai. */
export const dubaiDateTime = (iso: string) => dubai.format(new Date(iso));

/** The status filter's choices: each code once, with its remark where the label is shared. */
export const STATUS_OPTIONS: Array<{ code: string; label: string }> = (() => {
  const defs = [...STATUSES.values()];
  const count = (label: string) => defs.filter((d) => d.label === label).length;
  return defs.map((d) => ({ code: d.code, label: count(d.label) > 1 ? `${d.label}: ${d.remarks.toLowerCase()}` : d.label }));
})();
