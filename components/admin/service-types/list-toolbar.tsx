'use client';

import type { StatusFilter } from './types';

interface ListToolbarProps {
  search: string;
  onSearch: (text: string) => void;
  status: StatusFilter;
  onStatus: (status: StatusFilter) => void;
  onAdd: () => void;
}

const STATUS_LABELS: Record<StatusFilter, string> = { all: 'All', active: 'Active', inactive: 'Inactive' };

/** Search by code or name, filter by status, and add a new type. */
export function ListToolbar({ search, onSearch, status, onStatus, onAdd }: ListToolbarProps) {
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="min-w-48 flex-1">
        <label htmlFor="st-search" className="block font-medium">
          Search service types
        </label>
        <input
          id="st-search"
          type="search"
          value={search}
          onChange={(e) => onSearch(e.target.value)}
          placeholder="Code or name"
          maxLength={100}
          autoComplete="off"
          className="mt-1 w-full rounded border border-slate-400 bg-white p-2"
        />
      </div>
      <div>
        <label htmlFor="st-status" className="block font-medium">
          Status
        </label>
        <select id="st-status" value={status} onChange={(e) => onStatus(e.target.value as StatusFilter)} className="mt-1 rounded border border-slate-400 bg-white p-2">
          {(Object.keys(STATUS_LABELS) as StatusFilter[]).map((s) => (
            <option key={s} value={s}>
              {STATUS_LABELS[s]}
            </option>
          ))}
        </select>
      </div>
      <button type="button" onClick={onAdd} className="rounded bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
        Add service type
      </button>
    </div>
  );
}
