'use client';

import type { ReactNode } from 'react';

export interface Column<T> {
  header: ReactNode;
  cell: (row: T) => ReactNode;
  /** Right-aligned figures. */
  numeric?: boolean;
  className?: string;
}

interface DataTableProps<T> {
  /** Names the scrollable region (and so the table) for screen readers. */
  label: string;
  columns: Column<T>[];
  rows: T[] | undefined;
  rowKey: (row: T) => string;
  loading: boolean;
  emptyText: string;
  /** Below this width the table scrolls sideways rather than squeezing its columns. */
  minWidth?: string;
  caption?: ReactNode;
}

const cell = 'px-3 py-2 align-top';

/**
 * The billing screens' one table: a real <table> whose first cell heads its
 * row (the invoice or payment number); on a narrow screen it scrolls sideways inside a focusable region, and
 * while the first page loads it shows skeleton rows.
 */
export function DataTable<T>({ label, columns, rows, rowKey, loading, emptyText, minWidth = '48rem', caption }: DataTableProps<T>) {
  return (
    <div role="region" aria-label={label} aria-busy={loading} tabIndex={0} className="overflow-x-auto rounded-lg border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-brand-700">
      <table className="w-full text-left text-sm" style={{ minWidth }}>
        {caption && <caption className="sr-only">{caption}</caption>}
        <thead className="bg-slate-100 text-slate-800">
          <tr>
            {columns.map((c, i) => (
              <th key={i} scope="col" className={`px-3 py-2 font-semibold ${c.numeric ? 'text-right' : ''}`}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {!rows &&
            loading &&
            Array.from({ length: 3 }, (_, i) => (
              <tr key={i} aria-hidden="true" className="border-t border-slate-200">
                {columns.map((_, j) => (
                  <td key={j} className={cell}>
                    <span className="block h-4 w-full min-w-8 animate-pulse rounded bg-slate-200" />
                  </td>
                ))}
              </tr>
            ))}
          {rows?.length === 0 && (
            <tr className="border-t border-slate-200">
              <td colSpan={columns.length} className="px-3 py-8 text-center text-slate-700">
                {emptyText}
              </td>
            </tr>
          )}
          {rows?.map((row) => (
            <tr key={rowKey(row)} className="border-t border-slate-200">
              {columns.map((c, i) =>
                i === 0 ? (
                  <th key={i} scope="row" className={`${cell} font-normal ${c.className ?? ''}`}>
                    {c.cell(row)}
                  </th>
                ) : (
                  <td key={i} className={`${cell} ${c.numeric ? 'whitespace-nowrap text-right tabular-nums' : ''} ${c.className ?? ''}`}>
                    {c.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
