import type { DashboardRange } from '@/lib/schemas/dashboard';
import { colors } from '@/tailwind.config';
import { ChartCard } from './chart-card';
import { formatDay, formatRange } from './date-range';
import { DayBarChart, DoughnutChart } from './lazy-charts';
import type { DaysData, DeliveryData, PickupSummaryData } from './use-dashboard';

// The design tokens' chart scale: every colour keeps at least 3:1 against white (WCAG 1.4.11 for graphics).
const { chart } = colors;
const COLOURS: Record<string, string> = {
  Delivered: chart[3],
  'In transit': chart[1],
  Exceptions: chart[4],
  Cancelled: chart[5],
  Requested: chart[1],
  Assigned: chart[6],
  Collected: chart[3],
  Failed: chart[4],
};

type Row = { label: string; value: number };
const sum = (rows: Row[]) => rows.reduce((s, r) => s + r.value, 0);
const stateOf = (data: unknown, total: number) => (data === undefined ? 'loading' : total === 0 ? 'empty' : 'ready');
const slices = (rows: Row[]) => rows.map((r) => ({ name: r.label, value: r.value, colour: COLOURS[r.label] ?? colors.muted }));
const describe = (rows: Row[]) => rows.map((r) => `${r.label} ${r.value}`).join(', ');
const dayRows = (data?: DaysData) => (data?.Days ?? []).map((d) => ({ label: formatDay(d.Date), value: d.Count }));

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
  const noShipments = `No shipments were created between ${when}.`;
  const noPickups = `No pickups are booked between ${when}.`;
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
  const bars = [
    { id: 'shipments-per-day', title: 'Shipments per day', note: 'Airway bills created each day (Dubai time).', data: shipments, name: 'Shipments', colour: chart[1], empty: noShipments, what: 'shipments created per day' },
    { id: 'daily-pickups', title: 'Daily pickups', note: 'Pickups booked for each day, whatever their status.', data: pickups, name: 'Pickups', colour: chart[2], empty: noPickups, what: 'pickups per pickup day' },
  ];
  const doughnuts = [
    { id: 'pickup-summary', title: 'Pickup summary', note: "The range's pickups by status.", data: pickupSummary, rows: pickupStatuses, label: 'Status', empty: noPickups, what: 'pickups by status' },
    {
      id: 'delivery-details',
      title: 'Delivery details',
      note: "The range's shipments by where they are now. Exceptions: on hold, a failed delivery attempt or returned.",
      data: delivery,
      rows: buckets,
      label: 'State',
      empty: noShipments,
      what: 'shipments by delivery state',
    },
  ];

  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {bars.map(({ data, name, colour, what, ...card }) => {
        const rows = dayRows(data);
        return (
          <ChartCard key={card.id} {...card} state={stateOf(data, sum(rows))} description={`Bar chart of ${what}, ${when}: ${sum(rows)} in all.`} table={{ label: 'Day', rows }}>
            {data && <DayBarChart days={data.Days} name={name} colour={colour} />}
          </ChartCard>
        );
      })}
      {doughnuts.map(({ data, rows, label, what, ...card }) => (
        <ChartCard key={card.id} {...card} state={stateOf(data, sum(rows))} description={`Doughnut chart of ${what}: ${describe(rows)}.`} table={{ label, rows }}>
          <DoughnutChart slices={slices(rows)} />
        </ChartCard>
      ))}
    </div>
  );
}
