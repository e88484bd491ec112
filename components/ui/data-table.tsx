'use client';

import { useTranslations } from 'next-intl';
import { Suspense, useId, type ReactNode } from 'react';
import { cellClass, labelledCellClass, MobileSort, rowClass, SkeletonRows, SortHeader, type Column, type SortState } from './data-table-parts';
import { Pager, type PagerProps } from './pager';
import { ErrorState } from './error-state';

export type { Column, SortState } from './data-table-parts';

export interface Selection<T> {
  selected: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
  /** Names the row's checkbox ("Select 38037678394"). */
  rowLabel: (row: T) => string;
  isSelectable?: (row: T) => boolean;
}

interface DataTableProps<T> {
  /** Names the table's region for screen readers ("Pickups"). */
  label: string;
  columns: Column<T>[];
  /** The rows, or undefined while the first page loads. */
  rows: T[] | undefined;
  rowKey: (row: T) => string;
  /**
   * The rows on screen are not yet the current query's: the first page, or a new page, sort or
   * filter, is loading (SWR's `isLoading`). The rows fade and the table is busy meanwhile. Not
   * `isValidating`: a background revalidation (focus, polling, a write elsewhere) keeps the
   * rows as they are, without a flicker or a busy announcement.
   */
  loading: boolean;
  /** A failed load with nothing to show: the error and a retry instead of the table. */
  error?: unknown;
  onRetry?: () => void;
  /** What an empty list says: text, or an <EmptyState>. */
  empty: ReactNode;
  /** The row's actions, in a last "Actions" column (a footer on a phone's card). */
  actions?: (row: T) => ReactNode;
  sort?: SortState;
  onSort?: (sort: SortState) => void;
  selection?: Selection<T>;
  pager?: PagerProps;
  caption?: string;
}

/**
 * The portal's one table. A real <table> whose first cell heads its row, from
 * column definitions; sorting, paging and filtering live outside it (in the
 * address, see use-list-params). Skeleton rows while the first page loads, an
 * empty state, an error with a retry, row actions and selection. At `md` and up
 * it scrolls sideways inside a focusable region if it must; below, every row
 * is a card.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  // A boundary of its own: the server sends the page's start (its header and filters) with the
  // page and the table after it, so a long table never holds back the first paint (issue 12).
  return (
    <Suspense>
      <Table {...props} />
    </Suspense>
  );
}

function Table<T>({ label, columns, rows, rowKey, loading, error, onRetry, empty, actions, sort, onSort, selection, pager, caption }: DataTableProps<T>) {
  const t = useTranslations('ui');
  const sortId = useId();
  if (error && !rows) return <ErrorState error={error} onRetry={onRetry ?? (() => undefined)} />;
  const selectable = selection ? (rows ?? []).filter((r) => selection.isSelectable?.(r) ?? true) : [];
  const allSelected = selectable.length > 0 && selectable.every((r) => selection!.selected.has(rowKey(r)));
  const width = columns.length + (actions ? 1 : 0) + (selection ? 1 : 0);

  function toggle(key: string, on: boolean) {
    const next = new Set(selection!.selected);
    if (on) next.add(key);
    else next.delete(key);
    selection!.onChange(next);
  }

  return (
    <div className="space-y-3">
      {onSort && <MobileSort id={sortId} columns={columns as Column<never>[]} sort={sort} onSort={onSort} />}
      <div
        role="region"
        aria-label={label}
        aria-busy={loading}
        tabIndex={0}
        className="focus-visible:outline-2 focus-visible:outline-brand-700 md:overflow-x-auto md:rounded-card md:border md:border-line md:bg-surface md:shadow-card"
      >
        {/* Every header cell says text-start: a <th> centres a `start` it only inherits. */}
        <table className="w-full text-start text-sm text-ink max-md:block">
          {caption && <caption className="sr-only">{caption}</caption>}
          <thead className="bg-canvas text-ink max-md:sr-only">
            <tr>
              {selection && (
                <th scope="col" className="w-10 px-3 py-2">
                  <input type="checkbox" aria-label={t('table.selectAll', { label: label.toLowerCase() })} checked={allSelected} disabled={selectable.length === 0} onChange={(e) => selection.onChange(new Set(e.target.checked ? selectable.map(rowKey) : []))} className="h-5 w-5 accent-brand-700" />
                </th>
              )}
              {columns.map((c) =>
                c.sortKey && onSort ? (
                  <SortHeader key={c.header} column={c as Column<unknown>} sort={sort} onSort={onSort} />
                ) : (
                  <th key={c.header} scope="col" className={`whitespace-nowrap px-3 py-2 font-semibold ${c.numeric ? 'text-end' : 'text-start'}`}>
                    {c.header}
                  </th>
                ),
              )}
              {actions && (
                <th scope="col" className="px-3 py-2 text-start font-semibold">
                  {t('actions')}
                </th>
              )}
            </tr>
          </thead>
          <tbody className={`max-md:block max-md:space-y-3 ${loading && rows ? 'opacity-60 transition-opacity' : ''}`}>
            {!rows && <SkeletonRows columns={width} />}
            {rows?.length === 0 && (
              <tr className={rowClass}>
                <td colSpan={width} className="px-3 py-8 text-center text-muted max-md:block">
                  {empty}
                </td>
              </tr>
            )}
            {rows?.map((row) => {
              const key = rowKey(row);
              return (
                <tr key={key} className={`${rowClass} ${selection?.selected.has(key) ? 'bg-brand-50' : ''}`}>
                  {selection && (
                    <td className={`${cellClass} max-md:float-end`}>
                      {(selection.isSelectable?.(row) ?? true) && (
                        <input type="checkbox" aria-label={selection.rowLabel(row)} checked={selection.selected.has(key)} onChange={(e) => toggle(key, e.target.checked)} className="h-5 w-5 accent-brand-700" />
                      )}
                    </td>
                  )}
                  {columns.map((c, i) =>
                    i === 0 ? (
                      <th key={c.header} scope="row" className={`${cellClass} text-start font-normal max-md:block max-md:pb-2 max-md:text-base ${c.className ?? ''}`}>
                        {c.cell(row)}
                      </th>
                    ) : (
                      <td key={c.header} data-label={c.header} className={`${cellClass} ${labelledCellClass} ${c.numeric ? 'tabular-nums md:whitespace-nowrap md:text-end' : ''} ${c.className ?? ''}`}>
                        <div className="min-w-0">{c.cell(row)}</div>
                      </td>
                    ),
                  )}
                  {actions && <td className={`${cellClass} max-md:mt-2 max-md:flex max-md:empty:hidden max-md:flex-wrap max-md:gap-1 max-md:border-t max-md:border-line max-md:pt-2 md:whitespace-nowrap`}>{actions(row)}</td>}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {pager && <Pager {...pager} />}
    </div>
  );
}
