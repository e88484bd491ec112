'use client';

import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import type { ReactNode } from 'react';
import { EmptyState, Panel, Skeleton } from '@/components/ui/states';
import { WhenVisible } from '@/components/ui/when-visible';

/** A chart's place while its figures or the charting library are on their way. */
const ChartSkeleton = () => <Skeleton className="h-[260px] w-full rounded-card" />;

// recharts (and its d3 dependencies) is a chunk of its own, fetched only when
// the dashboard draws a chart: the portal's other pages never download it.
// Client-only: the charts measure their container, which the server cannot.
export const DayBarChart = dynamic(() => import('./charts').then((m) => m.DayBarChart), { ssr: false, loading: ChartSkeleton });
export const DoughnutChart = dynamic(() => import('./charts').then((m) => m.DoughnutChart), { ssr: false, loading: ChartSkeleton });

interface ChartCardProps {
  id: string;
  title: string;
  /** One line under the title: what is counted and how. */
  note: string;
  /** True while the first answer is on its way. */
  loading: boolean;
  /** Said instead of a blank chart when every count is 0. */
  empty: string;
  /** What the drawing shows, in a sentence, for screen readers (the chart's label). */
  description: string;
  /** The numbers behind the drawing: the heading of their label column ("Day", "Status") and the rows. */
  label: string;
  rows: Array<{ label: string; value: number }>;
  children: ReactNode;
}

/**
 * One chart on the dashboard: its title, the chart (labelled as an image),
 * the same numbers as a table behind "Show the numbers" for anyone who cannot
 * see or point at the drawing, and an empty state instead of a blank chart.
 */
export function ChartCard({ id, title, note, loading, empty, description, label, rows, children }: ChartCardProps) {
  const t = useTranslations('dashboard.charts');
  const content = loading ? (
    <ChartSkeleton />
  ) : rows.every((r) => r.value === 0) ? (
    <EmptyState title={empty} />
  ) : (
    <>
      {/* The label speaks for the drawing; its own parts (axes, legend icons) would only be noise. */}
      {/* Drawn left to right in Arabic too (see charts.tsx). */}
      <div role="img" aria-label={description}>
        <div aria-hidden="true" dir="ltr">
          {/* The charting library loads and draws when the chart comes near the screen. */}
          <WhenVisible fallback={<ChartSkeleton />}>{children}</WhenVisible>
        </div>
      </div>
      <details className="mt-2 text-sm">
        <summary className="cursor-pointer font-medium text-brand-700">{t('showNumbers')}</summary>
        <table className="mt-2 w-full text-start">
          <caption className="sr-only">{title}</caption>
          <thead>
            <tr className="border-b border-line">
              <th scope="col" className="py-1 pe-4 text-start font-semibold">{label}</th>
              <th scope="col" className="py-1 text-end font-semibold">{t('count')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.label} className="border-b border-line">
                <th scope="row" className="py-1 pe-4 text-start font-normal">{r.label}</th>
                <td className="py-1 text-end tabular-nums">{r.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </>
  );
  return (
    <Panel id={`${id}-title`} title={title}>
      <p className="-mt-3 mb-3 text-sm text-muted">{note}</p>
      {content}
    </Panel>
  );
}
