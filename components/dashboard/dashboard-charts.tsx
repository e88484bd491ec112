import type { DashboardRange } from '@/lib/schemas/dashboard';
import { ChartCard } from './chart-card';
import { formatDay, formatRange } from './date-range';
import { DayBarChart, DoughnutChart } from './lazy-charts';
import type { DaysData, DeliveryData, PickupSummaryData } from './use-dashboard';

// Every colour keeps at least 3:1 against white (WCAG 1.4.11 for graphics).
const COLOURS = {
  shipments: '#0b5cad',
  pickups: '#b45309',
  Delivered: '#15803d',
  'In transit': '#0b5cad',
  Exceptions: '#b91c1c',
  Cancelled: '#64748b',
  Requested: '#0b5cad',
  Assigned: '#7c3aed',
  Collected: '#15803d',
  Failed: '#b91c1c',
} as const;

const sum = (rows: Array<{ value: number }>) => rows.reduce((s, r) => s + r.value, 0);
const stateOf = (data: unknown, total: number) => (data === undefined ? 'loading' : total === 0 ? 'empty' : 'ready');

interface Props {
  range: DashboardRange;
  shipments?: DaysData;
  pickups?: DaysData;
  pickupSummary?: PickupSummaryData;
  delivery?: DeliveryData;
}

/** The four charts of the dashboard, each with its table and its empty state. */
export function DashboardCharts({ range, shipments, pickups, pickupSummary, delivery }: Props) {
  const when = formatRange(shipments ?? range);
  const shipmentDays = (shipments?.Days ?? []).map((d) => ({ label: formatDay(d.Date), value: d.Count }));
  const pickupDays = (pickups?.Days ?? []).map((d) => ({ label: formatDay(d.Date), value: d.Count }));
  const pickupStatuses = (pickupSummary?.Summary ?? []).map((s) => ({ label: s.Status, value: s.Count }));
  const buckets = delivery
    ? [
        { label: 'Delivered', value: delivery.Delivered },
        { label: 'In transit', value: delivery.InTransit },
        { label: 'Exceptions', value: delivery.Exceptions },
        // Only when there are any: cancelled shipments complete the total.
        ...(delivery.Cancelled ? [{ label: 'Cancelled', value: delivery.Cancelled }] : []),
      ]
    : [];
  const slices = (rows: Array<{ label: string; value: number }>) =>
    rows.map((r) => ({ name: r.label, value: r.value, colour: COLOURS[r.label as keyof typeof COLOURS] ?? '#334155' }));
  const describe = (rows: Array<{ label: string; value: number }>) => rows.map((r) => `${r.label} ${r.value}`).join(', ');

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <ChartCard
        id="shipments-per-day"
        title="Shipments per day"
        note="Airway bills created each day (Dubai time)."
        state={stateOf(shipments, sum(shipmentDays))}
        empty={`No shipments were created between ${when}.`}
        description={`Bar chart of shipments created per day, ${when}: ${sum(shipmentDays)} in all.`}
        table={{ label: 'Day', rows: shipmentDays }}
      >
        {shipments && <DayBarChart days={shipments.Days} name="Shipments" colour={COLOURS.shipments} />}
      </ChartCard>
      <ChartCard
        id="daily-pickups"
        title="Daily pickups"
        note="Pickups booked for each day, whatever their status."
        state={stateOf(pickups, sum(pickupDays))}
        empty={`No pickups are booked between ${when}.`}
        description={`Bar chart of pickups per pickup day, ${when}: ${sum(pickupDays)} in all.`}
        table={{ label: 'Day', rows: pickupDays }}
      >
        {pickups && <DayBarChart days={pickups.Days} name="Pickups" colour={COLOURS.pickups} />}
      </ChartCard>
      <ChartCard
        id="pickup-summary"
        title="Pickup summary"
        note="The range's pickups by status."
        state={stateOf(pickupSummary, sum(pickupStatuses))}
        empty={`No pickups are booked between ${when}.`}
        description={`Doughnut chart of pickups by status: ${describe(pickupStatuses)}.`}
        table={{ label: 'Status', rows: pickupStatuses }}
      >
        <DoughnutChart slices={slices(pickupStatuses)} />
      </ChartCard>
      <ChartCard
        id="delivery-details"
        title="Delivery details"
        note="The range's shipments by where they are now. Exceptions: on hold, a failed delivery attempt or returned."
        state={stateOf(delivery, sum(buckets))}
        empty={`No shipments were created between ${when}.`}
        description={`Doughnut chart of shipments by delivery state: ${describe(buckets)}.`}
        table={{ label: 'State', rows: buckets }}
      >
        <DoughnutChart slices={slices(buckets)} />
      </ChartCard>
    </div>
  );
}
