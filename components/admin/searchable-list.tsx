'use client';

import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { DataTable, type Column } from '@/components/ui/data-table';
import { FilterBar, SearchFilter, SelectFilter } from '@/components/ui/filter-bar';
import { EmptyState } from '@/components/ui/states';
import { useList, useStepBack } from '@/components/ui/use-list';
import { useListParams } from '@/components/ui/use-list-params';

const PAGE_SIZE = 10;

/** The status filter of records switched off and on: all, active, inactive. */
export function useActiveStatuses(): Readonly<Record<'all' | 'active' | 'inactive', string>> {
  const t = useTranslations('admin.list.statuses');
  return { all: t('all'), active: t('active'), inactive: t('inactive') };
}

type ListPage = { Total: number; Page: number; Limit: number } & Record<string, unknown>;

interface SearchableListProps<T> {
  /** The GET list call ("RegistrationRequests") and the array in its answer ("Requests"; the same name unless given). */
  path: string;
  items?: string;
  /** Control ids (`${id}-search`, `${id}-status`), and the list's names in the address when `prefixed`. */
  id: string;
  /** Several lists on one page (tabs): keep each one's search and page apart (?accounts.page=2). */
  prefixed?: boolean;
  /** The status filter: its query parameter and its options (value → text), the first the default. */
  statusParam?: string;
  statuses: Readonly<Record<string, string>>;
  /** More select filters after the status: query parameter → its label and options (value → text), the first the default. */
  filters?: Readonly<Record<string, { label: string; options: Readonly<Record<string, string>> }>>;
  /** A line above the filters, from the list's answer (a summary it returns beside the rows). */
  note?: (answer: ListPage) => ReactNode;
  /** Names the table ("Customer accounts"); the search box is "Search requests" (by `noun`) unless `searchLabel` is given. */
  label: string;
  searchLabel?: string;
  placeholder: string;
  /** What the rows are, in the plural and the page's language: "No requests match your search." */
  noun: string;
  /** What an empty list says before any filter. */
  emptyTitle: string;
  emptyText?: string;
  columns: Column<T>[];
  actions?: (row: T) => ReactNode;
}

/**
 * A searchable, status-filtered, paged list of the Admin and account screens:
 * the filters live in the address (use-list-params), the rows come from one
 * GET call and stand in the kit's DataTable. The table is busy from the first
 * key typed until the answer for it is in.
 */
export function SearchableList<T extends { _id: string }>(p: SearchableListProps<T>) {
  const t = useTranslations('admin.list');
  const statusParam = p.statusParam ?? 'status';
  const first = Object.keys(p.statuses)[0] ?? '';
  const more = Object.entries(p.filters ?? {});
  const defaults = Object.fromEntries(more.map(([param, f]) => [param, Object.keys(f.options)[0] ?? '']));
  const list = useListParams({ filters: { search: '', [statusParam]: first, ...defaults }, prefix: p.prefixed ? p.id : undefined });
  const { data, error, isLoading, mutate } = useList<ListPage>(p.path, list.query && { ...list.query, limit: PAGE_SIZE });
  const page = data?.data;
  const rows = page?.[p.items ?? p.path] as T[] | undefined;
  useStepBack(page, rows?.length, list.page, list.setPage);
  const typing = list.filters.search.trim() !== (list.query?.search ?? '');

  return (
    <div className="space-y-4">
      {page && p.note?.(page)}
      <FilterBar label={t('filter', { noun: p.noun })} onClear={list.filtered ? list.reset : undefined}>
        <SearchFilter id={`${p.id}-search`} label={p.searchLabel ?? t('search', { noun: p.noun })} value={list.filters.search} onChange={(search) => list.set({ search })} placeholder={p.placeholder} />
        <SelectFilter id={`${p.id}-status`} label={t('status')} value={list.filters[statusParam] ?? first} options={p.statuses} onChange={(v) => list.set({ [statusParam]: v })} />
        {more.map(([param, f]) => (
          <SelectFilter key={param} id={`${p.id}-${param}`} label={f.label} value={list.filters[param] ?? defaults[param]!} options={f.options} onChange={(v) => list.set({ [param]: v })} />
        ))}
      </FilterBar>
      <DataTable
        label={p.label}
        columns={p.columns}
        rows={rows}
        rowKey={(r) => r._id}
        loading={isLoading || typing}
        error={error}
        onRetry={() => void mutate()}
        empty={list.filtered ? <EmptyState title={t('noMatch', { noun: p.noun })} /> : <EmptyState title={p.emptyTitle}>{p.emptyText}</EmptyState>}
        actions={p.actions}
        pager={page && { label: t('pages', { noun: p.noun }), page: page.Page, limit: page.Limit, total: page.Total, onPage: list.setPage }}
      />
    </div>
  );
}
