'use client';

import { useTranslations } from 'next-intl';
import { formatWeekday } from '@/components/ui/format';
import { usePageLocale } from '@/lib/i18n/client';
import type { Locale } from '@/lib/i18n/locales';
import type { DashboardRange } from '@/lib/schemas/dashboard-range';
import { colors } from '@/tailwind.config';
import { ChartCard, DayBarChart, DoughnutChart } from './chart-card';
import { formatRange } from './date-range';
import type { DaysData, Figures } from './use-dashboard';

// The design tokens' chart scale: every colour keeps at least 3:1 against white (WCAG 1.4.11 for graphics).
// By code: the pickups' statuses and the delivery buckets.
const { chart } = colors;
const COLOURS: Record<string, string> = {
  Delivered: chart[3],
  InTransit: chart[1],
  Exceptions: chart[4],
  Cancelled: chart[5],
  Requested: chart[1],
  Assigned: chart[6],
  Collected: chart[3],
  Failed: chart[4],
};

type Row = { code: string; label: string; value: number };
const sum = (rows: Row[]) => rows.reduce((s, r) => s + r.value, 0);
const dayRows = (locale: Locale, data?: DaysData) => (data?.Days ?? []).map((d) => ({ code: d.Date, label: formatWeekday(d.Date, locale), value: d.Count }));
const slices = (rows: Row[]) => rows.map((r) => ({ name: r.label, value: r.value, colour: COLOURS[r.code] ?? colors.muted }));

/** The four charts of the dashboard, each with its table and its empty state. */
export function DashboardCharts({ range, shipments, pickups, pickupSummary, delivery }: Figures & { range: DashboardRange }) {
  const t = useTranslations('dashboard.charts');
  const status = useTranslations('ui.status');
  const locale = usePageLocale();
  const describe = (rows: Row[]) => rows.map((r) => `${r.label} ${r.value}`).join(t('rowSeparator'));
  const when = formatRange(shipments ?? range, locale);
  const noShipments = t('noShipments', { when });
  const noPickups = t('noPickups', { when });
  const statusName = (code: string) => (status.has(code as never) ? status(code as never) : code);
  const statuses = (pickupSummary?.Summary ?? []).map((s) => ({ code: s.Status, label: statusName(s.Status), value: s.Count }));
  const bucket = (code: 'Delivered' | 'InTransit' | 'Exceptions' | 'Cancelled', value: number) => ({ code, label: t(`buckets.${code}`), value });
  const buckets = delivery
    ? [
        bucket('Delivered', delivery.Delivered),
        bucket('InTransit', delivery.InTransit),
        bucket('Exceptions', delivery.Exceptions),
        // Only when there are any: cancelled shipments complete the total.
        ...(delivery.Cancelled ? [bucket('Cancelled', delivery.Cancelled)] : []),
      ]
    : [];
  // A card with `bar` draws its days as bars (the series' name and colour), the others a doughnut of their rows.
  const cards = [
    { id: 'shipments-per-day', key: 'shipmentsPerDay', data: shipments, label: t('day'), rows: dayRows(locale, shipments), empty: noShipments, bar: chart[1] },
    { id: 'daily-pickups', key: 'dailyPickups', data: pickups, label: t('day'), rows: dayRows(locale, pickups), empty: noPickups, bar: chart[2] },
    { id: 'pickup-summary', key: 'pickupSummary', data: pickupSummary, label: t('status'), rows: statuses, empty: noPickups },
    { id: 'delivery-details', key: 'deliveryDetails', data: delivery, label: t('state'), rows: buckets, empty: noShipments },
  ] as const;

  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      {cards.map(({ data, key, rows, ...card }) => {
        const common = { ...card, rows: [...rows], title: t(`${key}.title`), note: t(`${key}.note`), loading: !data };
        const what = t(`${key}.what`);
        return 'bar' in card ? (
          <ChartCard key={card.id} {...common} description={t('barDescription', { what, when, total: String(sum([...rows])) })}>
            {data && 'Days' in data && <DayBarChart days={data.Days} name={t(`${key as 'shipmentsPerDay' | 'dailyPickups'}.series`)} colour={card.bar} locale={locale} />}
          </ChartCard>
        ) : (
          <ChartCard key={card.id} {...common} description={t('doughnutDescription', { what, rows: describe([...rows]) })}>
            <DoughnutChart slices={slices([...rows])} />
          </ChartCard>
        );
      })}
    </div>
  );
}
