'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Skeleton } from './states';

export type SortDir = 'asc' | 'desc';
export interface SortState {
  key: string;
  dir: SortDir;
}

export interface Column<T> {
  /** The header, and on a phone's card the label before the value. */
  header: string;
  cell: (row: T) => ReactNode;
  /** Right-aligned tabular figures (money, counts). */
  numeric?: boolean;
  /** The list query's sort key for this column: its header becomes a sort button. */
  sortKey?: string;
  className?: string;
}

// Below `md` the table is laid out as a list of cards (no sideways scrolling on
// a phone) by CSS alone: one set of rows in the DOM, the same semantics.
export const rowClass = 'max-md:block max-md:rounded-card max-md:border max-md:border-line max-md:bg-surface max-md:p-3 max-md:shadow-card md:border-t md:border-line';
export const cellClass = 'max-md:py-1 md:px-3 md:py-2 md:align-top';
export const labelledCellClass =
  'max-md:grid max-md:grid-cols-[minmax(6.5rem,38%)_1fr] max-md:gap-x-3 max-md:before:font-semibold max-md:before:text-muted max-md:before:content-[attr(data-label)]';

/** A header cell that sorts the list: announces the order with aria-sort, toggles on click. */
export function SortHeader({ column, sort, onSort }: { column: Column<unknown>; sort?: SortState; onSort: (s: SortState) => void }) {
  const active = sort?.key === column.sortKey;
  const dir = active ? sort!.dir : undefined;
  return (
    <th scope="col" aria-sort={dir === 'asc' ? 'ascending' : dir === 'desc' ? 'descending' : 'none'} className={`px-3 py-2 font-semibold ${column.numeric ? 'text-end' : 'text-start'}`}>
      <button
        type="button"
        onClick={() => onSort({ key: column.sortKey!, dir: active && dir === 'asc' ? 'desc' : 'asc' })}
        className="inline-flex items-center gap-1 rounded font-semibold hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        {column.header}
        <svg aria-hidden="true" viewBox="0 0 12 12" className={`h-3 w-3 ${active ? 'text-brand-800' : 'text-control'}`} fill="currentColor">
          {dir !== 'desc' && <path d="M6 1 10 5H2z" />}
          {dir !== 'asc' && <path d="M6 11 2 7h8z" />}
        </svg>
      </button>
    </th>
  );
}

/** On a phone the headers are hidden, so the sort is a select above the cards. */
export function MobileSort({ id, columns, sort, onSort }: { id: string; columns: Column<never>[]; sort?: SortState; onSort: (s: SortState) => void }) {
  const t = useTranslations('ui.table');
  const sortable = columns.filter((c) => c.sortKey);
  if (sortable.length === 0) return null;
  const value = sort ? `${sort.key}:${sort.dir}` : '';
  return (
    <div className="mb-3 md:hidden">
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {t('sortBy')}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => {
          const [key, dir] = e.target.value.split(':');
          if (key) onSort({ key, dir: dir === 'desc' ? 'desc' : 'asc' });
        }}
        className="mt-1 min-h-tap w-full rounded-control border border-control bg-surface px-3"
      >
        {!sort && <option value="">{t('defaultOrder')}</option>}
        {sortable.flatMap((c) => [
          <option key={`${c.sortKey}:asc`} value={`${c.sortKey}:asc`}>{t('ascending', { header: c.header })}</option>,
          <option key={`${c.sortKey}:desc`} value={`${c.sortKey}:desc`}>{t('descending', { header: c.header })}</option>,
        ])}
      </select>
    </div>
  );
}

/** Grey rows shaped like the real ones while the first page loads. */
export function SkeletonRows({ columns }: { columns: number }) {
  return Array.from({ length: 4 }, (_, i) => (
    <tr key={i} aria-hidden="true" className={rowClass}>
      {Array.from({ length: columns }, (_, j) => (
        <td key={j} className={`${cellClass} max-md:block`}>
          <Skeleton />
        </td>
      ))}
    </tr>
  ));
}
