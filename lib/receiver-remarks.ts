// The public tracking event of each receiver's choice (issue 16), written by
// the courier API and read back by the tracking page, which says it in
// Arabic on Arabic pages. A module of its own, with no schema library: the
// public tracking results import it.

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** "Thu, 27 Nov 2026": a day as the tracking log's English captions write it, the same on every server. */
export function englishDay(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  return `${WEEKDAYS[d.getUTCDay()]}, ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/**
 * The public tracking event of each choice. Nothing in it that the receiver
 * gave (the instructions, a neighbour's name, the new address): anyone with
 * the number reads tracking.
 */
export const RECEIVER_REMARKS = {
  reschedule: (date: string) => `Receiver chose delivery on ${englishDay(date)}`,
  instructions: () => 'Receiver added delivery instructions',
  neighbour: () => 'Receiver authorised leaving it with a neighbour',
  security: () => 'Receiver authorised leaving it with building security',
  redirect: (emirate: string) => `Receiver redirected the parcel to another address in ${emirate}`,
};

export type ReceiverRemark = { kind: 'reschedule'; date: string } | { kind: 'instructions' | 'neighbour' | 'security' } | { kind: 'redirect'; emirate: string };

/** A remark RECEIVER_REMARKS wrote, read back (the Arabic tracking page says it in Arabic); null for any other remark. */
export function parseReceiverRemark(remarks: string): ReceiverRemark | null {
  for (const kind of ['instructions', 'neighbour', 'security'] as const) if (remarks === RECEIVER_REMARKS[kind]()) return { kind };
  const day = /^Receiver chose delivery on \w{3}, (\d{1,2}) (\w{3}) (\d{4})$/.exec(remarks);
  const month = day ? MONTHS.indexOf(day[2] as (typeof MONTHS)[number]) : -1;
  if (day && month >= 0) return { kind: 'reschedule', date: `${day[3]}-${String(month + 1).padStart(2, '0')}-${day[1]!.padStart(2, '0')}` };
  const prefix = 'Receiver redirected the parcel to another address in ';
  if (remarks.startsWith(prefix)) return { kind: 'redirect', emirate: remarks.slice(prefix.length) };
  return null;
}
