import type { TrackedShipment, TrackingLogEvent } from './types';

export const STEPS = ['Booked', 'Picked up', 'In transit', 'At destination', 'Out for delivery'] as const;
export const NOT_FOUND_TEXT =
  'This tracking number is not found, please check again later or contact the sender';

/** Step n (1-based) is complete when ShipmentProgress > n - 1. */
export function ProgressStepper({ progress }: { progress: number }) {
  return (
    <ol className="flex gap-1" aria-label="Shipment progress">
      {STEPS.map((label, i) => {
        const done = progress > i;
        return (
          <li key={label} className="flex-1 text-center text-xs" aria-current={done && progress <= i + 1 ? 'step' : undefined}>
            <span className={`block h-2 rounded ${done ? 'bg-brand-600' : 'bg-slate-200'}`} />
            <span className={done ? 'font-semibold text-brand-800' : 'text-slate-600'}>
              {label}
              <span className="sr-only">{done ? ' (completed)' : ' (pending)'}</span>
            </span>
          </li>
        );
      })}
    </ol>
  );
}

/** Events may arrive flat or in nested lists; they are shown grouped by date. */
export function groupByDate(log: Array<TrackingLogEvent | TrackingLogEvent[]>) {
  const groups = new Map<string, TrackingLogEvent[]>();
  for (const e of log.flat()) {
    const list = groups.get(e.ActivityDate) ?? [];
    list.push(e);
    groups.set(e.ActivityDate, list);
  }
  return [...groups.entries()];
}

export function TrackingLog({ shipment }: { shipment: TrackedShipment }) {
  const groups = groupByDate(shipment.TrackingLogDetails);
  if (!groups.length) return <p className="text-red-700">{NOT_FOUND_TEXT}</p>;
  return (
    <div className="space-y-3">
      {groups.map(([date, events]) => (
        <table key={date} className="w-full table-fixed text-left text-sm">
          <caption className="bg-slate-100 px-2 py-1 text-left font-semibold">{date}</caption>
          <thead>
            <tr>
              <th scope="col" className="w-2/5 px-2 py-1">Location</th>
              <th scope="col" className="w-20 px-2 py-1">Time</th>
              <th scope="col" className="px-2 py-1">Activity</th>
            </tr>
          </thead>
          <tbody>
            {events.map((e, i) => (
              <tr key={i} className="border-t border-slate-100">
                <td className="px-2 py-1">{e.Location}</td>
                <td className="px-2 py-1">{e.ActivityTime}</td>
                <td className="px-2 py-1">
                  {e.Remarks}
                  {e.DeliveredTo ? ` (received by ${e.DeliveredTo})` : ''}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </div>
  );
}
