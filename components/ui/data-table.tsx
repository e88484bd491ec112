'use client';

import type { ReactNode } from 'react';

const action = 'rounded px-2 py-1 text-sm font-semibold underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-50';
export const cell = 'px-3 py-2 align-top';

/** A button whose accessible name says which row it acts on ("Edit Aisha Rahman"). */
export function RowButton({ label, name, onClick, className = 'text-brand-800' }: { label: string; name: string; onClick: () => void; className?: string }) {
  return (
    <button type="button" onClick={onClick} className={`${action} ${className}`}>
      {label}
      <span className="sr-only"> {name}</span>
    </button>
  );
}

/** "Active" / "Inactive" and other short states as a coloured pill with real text. */
export function Badge({ tone, children }: { tone: 'green' | 'slate' | 'amber' | 'red' | 'blue'; children: ReactNode }) {
  const tones = {
    green: 'bg-green-100 text-green-900',
    slate: 'bg-slate-200 text-slate-900',
    amber: 'bg-amber-100 text-amber-950',
    red: 'bg-red-100 text-red-900',
    blue: 'bg-sky-100 text-sky-950',
  };
  return <span className={`inline-block whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${tones[tone]}`}>{children}</span>;
}

interface DataTableProps {
  /** Names the scrollable region ("Sub users"). */
  label: string;
  headers: readonly string[];
  /** The rows, or undefined while the first page loads. */
  rows: ReactNode[] | undefined;
  loading: boolean;
  emptyText: string;
  minWidth?: string;
}

/**
 * A list as a real table (headers announced per cell). On a narrow screen it
 * scrolls sideways inside a focusable region, so the keyboard can scroll it too.
 */
export function DataTable({ label, headers, rows, loading, emptyText, minWidth = 'min-w-[48rem]' }: DataTableProps) {
  return (
    <div role="region" aria-label={label} aria-busy={loading} tabIndex={0} className="overflow-x-auto rounded-lg border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-brand-700">
      <table className={`w-full ${minWidth} text-left text-sm`}>
        <thead className="bg-slate-100 text-slate-800">
          <tr>
            {headers.map((h) => (
              <th key={h} scope="col" className="whitespace-nowrap px-3 py-2 font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {!rows &&
            loading &&
            Array.from({ length: 4 }, (_, i) => (
              <tr key={i} aria-hidden="true" className="border-t border-slate-200">
                {headers.map((h) => (
                  <td key={h} className={cell}>
                    <span className="block h-4 w-full min-w-8 animate-pulse rounded bg-slate-200" />
                  </td>
                ))}
              </tr>
            ))}
          {rows?.length === 0 && (
            <tr className="border-t border-slate-200">
              <td colSpan={headers.length} className="px-3 py-8 text-center text-slate-700">
                {emptyText}
              </td>
            </tr>
          )}
          {rows}
        </tbody>
      </table>
    </div>
  );
}
