import { formatWeekday } from '@/components/ui/format';
import { Badge } from '@/components/ui/status-badge';
import type { ShipmentTrackingEvent } from '@/lib/schemas/shipment';

const STEPS = ['Booked', 'Picked up', 'In transit', 'At destination', 'Out for delivery'] as const;
export const NOT_FOUND_TEXT =
  'This tracking number is not found, please check again later or contact the sender';

/** Step n (1-based) is complete when ShipmentProgress > n - 1. */
export function ProgressStepper({ progress }: { progress: number }) {
  return (
    <ol className="grid grid-cols-5" aria-label="Shipment progress">
      {STEPS.map((label, i) => {
        const done = progress > i;
        const current = done && progress <= i + 1;
        return (
          <li key={label} className="relative flex flex-col items-center gap-1.5 px-0.5 text-center text-xs" aria-current={current ? 'step' : undefined}>
            {/* The line from the previous step's dot to this one's. */}
            {i > 0 && <span aria-hidden="true" className={`absolute right-1/2 top-3 h-0.5 w-full -translate-y-1/2 ${done ? 'bg-brand-600' : 'bg-line'}`} />}
            <span
              aria-hidden="true"
              className={`relative flex h-6 w-6 items-center justify-center rounded-pill ${
                done ? 'bg-brand-600 text-white' : 'border-2 border-line bg-surface'
              } ${current ? 'ring-4 ring-brand-100' : ''}`}
            >
              {done && (
                <svg viewBox="0 0 16 16" aria-hidden="true" className="h-4 w-4">
                  <path d="M3.5 8.5l3 3 6-7" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              )}
            </span>
            {/* On a phone the labels take turns on two rows, so each may spread under its
                neighbours' dots; the last keeps to the card's edge. */}
            <span
              className={`whitespace-nowrap leading-tight sm:whitespace-normal ${i % 2 ? 'mt-5 sm:mt-0' : ''} ${i === STEPS.length - 1 ? 'self-end text-right sm:self-center sm:text-center' : ''} ${done ? 'font-semibold text-brand-800' : 'text-muted'}`}
            >
              {label}
              <span className="sr-only">{done ? ' (completed)' : ' (pending)'}</span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}

/** The log's events grouped by their calendar day, in the order they came. */
function groupByDate(log: ShipmentTrackingEvent[]) {
  const groups = new Map<string, ShipmentTrackingEvent[]>();
  for (const e of log) groups.set(e.ActivityDate, [...(groups.get(e.ActivityDate) ?? []), e]);
  return [...groups];
}

// One grid for the header and the rows. On a phone each event is a stacked
// timeline entry (time, activity, place) beside a dot on a rail; from md up the
// same cells line up in columns, the rail between the time and the activity.
const GRID = 'md:grid md:grid-cols-[5rem_minmax(0,1fr)_minmax(0,14rem)] md:gap-x-3';
// The rail: from this dot to the next; the first starts at its dot, the last ends there.
const RAIL =
  'before:absolute before:inset-y-0 before:left-[11px] before:w-0.5 before:bg-line md:before:left-[59px] first:before:top-2.5 last:before:bottom-auto last:before:h-2.5 only:before:hidden';

/**
 * The tracking log, one table per day (spec: grouped by ActivityDate, with
 * Location and Time columns). The explicit roles keep it a table for screen
 * readers although CSS lays it out as a timeline.
 */
export function TrackingLog({ shipment }: { shipment: { TrackingLogDetails: ShipmentTrackingEvent[] } }) {
  const groups = groupByDate(shipment.TrackingLogDetails);
  if (!groups.length) return <p className="text-danger-700">{NOT_FOUND_TEXT}</p>;
  return (
    <div className="space-y-5">
      {groups.map(([date, events], g) => (
        <table key={date} role="table" className="block w-full text-left text-sm">
          <caption className="mb-3 block text-left">
            <Badge tone="brand">
              <time dateTime={date}>{formatWeekday(date)}</time>
            </Badge>
          </caption>
          {/* Column names show once, above the first day; later days keep them for screen readers. */}
          <thead role="rowgroup" className={g === 0 ? 'sr-only md:not-sr-only md:block' : 'sr-only'}>
            <tr role="row" className={`${GRID} mb-3 border-b border-line pb-2 text-xs font-semibold uppercase tracking-wide text-muted`}>
              {['Time', 'Activity', 'Location'].map((name) => (
                <th key={name} role="columnheader" scope="col" className={`font-semibold ${name === 'Activity' ? 'md:pl-2' : ''}`}>
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup" className="block">
            {events.map((e, i) => {
              const latest = g === 0 && i === 0;
              return (
                <tr key={i} role="row" className={`relative block pb-5 pl-8 last:pb-0 md:pl-0 ${GRID} ${RAIL}`}>
                  <td role="cell" className="block text-xs leading-5 text-muted tabular-nums md:pr-8 md:text-sm">
                    <span
                      aria-hidden="true"
                      className={`absolute left-1.5 top-1 h-3 w-3 rounded-pill ring-4 ring-surface md:left-[54px] ${latest ? 'bg-accent-500' : 'bg-brand-600'}`}
                    />
                    {e.ActivityTime}
                  </td>
                  <td role="cell" className={`block md:pl-2 ${latest ? 'font-bold text-brand-900' : 'font-semibold text-ink'}`}>
                    {e.Remarks}
                    {e.DeliveredTo ? ` (received by ${e.DeliveredTo})` : ''}
                  </td>
                  <td role="cell" className="mt-0.5 block text-muted md:mt-0">
                    {e.Location}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ))}
    </div>
  );
}
