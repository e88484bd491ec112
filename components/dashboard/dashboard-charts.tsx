import { formatWeekday } from '@/components/ui/format';
import type { DashboardRange } from '@/lib/schemas/dashboard';
import { colors } from '@/tailwind.config';
import { ChartCard, DayBarChart, DoughnutChart } from './chart-card';
import { formatRange } from './date-range';
import type { DaysData, Figures } from './use-dashboard';

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
const dayRows = (data?: DaysData) => (data?.Days ?? []).map((d) => ({ label: formatWeekday(d.Date), value: d.Count }));
const slices = (rows: Row[]) => rows.map((r) => ({ name: r.label, value: r.value, colour: COLOURS[r.label] ?? colors.muted }));
const describe = (rows: Row[]) => rows.map((r) => `${r.label} ${r.value}`).join(', ');

/** The four charts of the dashboard, each with its table and its empty state. */
export function DashboardCharts({ range, shipments, pickups, pickupSummary, delivery }: Figures & { range: DashboardRange }) {
  const when = formatRange(shipments ?? range);
  const noShipments = `No shipments were created between ${when}.`;
  const noPickups = `No pickups are booked between ${when}.`;
  const statuses = (pickupSummary?.Summary ?? []).map((s) => ({ label: s.Status, value: s.Count }));
  const buckets = delivery
    ? [
        { label: 'Delivered', value: delivery.Delivered },
        { label: 'In transit', value: delivery.InTransit },
        { label: 'Exceptions', value: delivery.Exceptions },
        // Only when there are any: cancelled shipments complete the total.
        ...(delivery.Cancelled ? [{ label: 'Cancelled', value: delivery.Cancelled }] : []),
      ]
    : [];
  // A card with `bar` draws its days as bars (the series' name and colour), the others a doughnut of their rows.
  const cards = [
    { id: 'shipments-per-day', title: 'Shipments per day', note: 'Airway bills created each day (Dubai time).', data: shipments, label: 'Day', rows: dayRows(shipments), empty: noShipments, what: 'shipments created per day', bar: ['Shipments', chart[1]] },
    { id: 'daily-pickups', title: 'Daily pickups', note: 'Pickups booked for each day, whatever their status.', data: pickups, label: 'Day', rows: dayRows(pickups), empty: noPickups, what: 'pickups per pickup day', bar: ['Pickups', chart[2]] },
    { id: 'pickup-summary', title: 'Pickup summary', note: "The range's pickups by status.", data: pickupSummary, label: 'Status', rows: statuses, empty: noPickups, what: 'pickups by status' },
    {
      id: 'delivery-details',
      title: 'Delivery details',
      note: "The range's shipments by where they are now. Exceptions: on hold, a failed delivery attempt or returned.",
      data: delivery,
      label: 'State',
      rows: buckets,
      empty: noShipments,
      what: 'shipments by delivery state',
    },
  ];

  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      {cards.map(({ data, what, bar, ...card }) =>
        bar ? (
          <ChartCard key={card.id} {...card} loading={!data} description={`Bar chart of ${what}, ${when}: ${sum(card.rows)} in all.`}>
            {data && 'Days' in data && <DayBarChart days={data.Days} name={bar[0]} colour={bar[1]} />}
          </ChartCard>
        ) : (
          <ChartCard key={card.id} {...card} loading={!data} description={`Doughnut chart of ${what}: ${describe(card.rows)}.`}>
            <DoughnutChart slices={slices(card.rows)} />
          </ChartCard>
        ),
      )}
    </div>
  );
}
