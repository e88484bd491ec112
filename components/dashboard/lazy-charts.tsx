'use client';

import dynamic from 'next/dynamic';

/** Shown in a chart's place while the charting library downloads. */
function ChartLoader() {
  return (
    <p role="status" className="flex h-[260px] items-center justify-center gap-3 text-muted">
      <span aria-hidden="true" className="h-5 w-5 animate-spin rounded-full border-2 border-brand-700 border-t-transparent" />
      Loading the chart…
    </p>
  );
}

// recharts (and its d3 dependencies) is a chunk of its own, fetched only when
// the dashboard draws a chart: the portal's other pages never download it.
// Client-only: the charts measure their container, which the server cannot.
export const DayBarChart = dynamic(() => import('./day-bar-chart').then((m) => m.DayBarChart), { ssr: false, loading: ChartLoader });
export const DoughnutChart = dynamic(() => import('./doughnut-chart').then((m) => m.DoughnutChart), { ssr: false, loading: ChartLoader });
