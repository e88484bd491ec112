import type { ReactNode } from 'react';

export interface ChartTable {
  /** Heading of the label column ("Day", "Status"). */
  label: string;
  rows: Array<{ label: string; value: number }>;
}

interface ChartCardProps {
  id: string;
  title: string;
  /** One line under the title: what is counted and how. */
  note: string;
  /** undefined while the first answer is on its way. */
  state: 'loading' | 'empty' | 'ready';
  empty: string;
  /** What the drawing shows, in a sentence, for screen readers (the chart's label). */
  description: string;
  table: ChartTable;
  children: ReactNode;
}

/**
 * One chart on the dashboard: its title, the chart (labelled as an image),
 * the same numbers as a table behind "Show the numbers" for anyone who cannot
 * see or point at the drawing, and an empty state instead of a blank chart.
 */
export function ChartCard({ id, title, note, state, empty, description, table, children }: ChartCardProps) {
  const titleId = `${id}-title`;
  return (
    <section aria-labelledby={titleId} className="flex flex-col rounded-lg border border-line bg-surface p-4">
      <h2 id={titleId} className="text-lg font-semibold text-ink">
        {title}
      </h2>
      <p className="mb-2 text-sm text-muted">{note}</p>
      {state === 'loading' ? (
        <p role="status" className="flex h-[260px] items-center justify-center gap-3 text-muted">
          <span aria-hidden="true" className="h-5 w-5 animate-spin rounded-full border-2 border-brand-700 border-t-transparent" />
          Loading figures…
        </p>
      ) : state === 'empty' ? (
        <p className="flex h-[260px] items-center justify-center rounded border border-dashed border-line px-4 text-center text-muted">{empty}</p>
      ) : (
        <>
          {/* The label speaks for the drawing; its own parts (axes, legend icons) would only be noise. */}
          <div role="img" aria-label={description} data-chart={id}>
            <div aria-hidden="true">{children}</div>
          </div>
          <details className="mt-2 text-sm">
            <summary className="cursor-pointer font-medium text-brand-700">Show the numbers</summary>
            <table className="mt-2 w-full border-collapse text-left">
              <caption className="sr-only">{title}</caption>
              <thead>
                <tr className="border-b border-line">
                  <th scope="col" className="py-1 pr-4 font-semibold">
                    {table.label}
                  </th>
                  <th scope="col" className="py-1 text-right font-semibold">
                    Count
                  </th>
                </tr>
              </thead>
              <tbody>
                {table.rows.map((r) => (
                  <tr key={r.label} className="border-b border-line">
                    <th scope="row" className="py-1 pr-4 font-normal">
                      {r.label}
                    </th>
                    <td className="py-1 text-right tabular-nums">{r.value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </>
      )}
    </section>
  );
}
