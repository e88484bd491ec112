'use client';

import { TOPUP_STATUS_NAMES, type TopupStatus } from '@/lib/schemas/prepaid';

export interface Filters {
  Status: TopupStatus | '';
  /** The Admin's search (request number, account number, company); the customer's list has dates instead. */
  search: string;
  From: string;
  To: string;
}

export const NO_FILTERS: Filters = { Status: '', search: '', From: '', To: '' };

const control = 'mt-1 w-full rounded border border-slate-400 bg-white p-2';
const RANGE_ERROR = 'To cannot be before From.';

export const rangeError = (f: { From: string; To: string }) => (f.From && f.To && f.To < f.From ? RANGE_ERROR : undefined);

/** Status, and either the Admin's search or the customer's request-date range. */
export function TopupFilters({ value, onChange, admin, reset }: { value: Filters; onChange: (next: Filters) => void; admin: boolean; reset: Filters }) {
  const set = (key: keyof Filters) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => onChange({ ...value, [key]: e.target.value });
  const error = rangeError(value);
  return (
    <div role="search" aria-label="Filter top-up requests" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_auto] lg:items-end">
      <div>
        <label htmlFor="topup-status" className="block font-medium">
          Status
        </label>
        <select id="topup-status" value={value.Status} onChange={set('Status')} className={control}>
          <option value="">All</option>
          {TOPUP_STATUS_NAMES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </div>
      {admin ? (
        <div className="lg:col-span-2">
          <label htmlFor="topup-search" className="block font-medium">
            Search requests
          </label>
          <input id="topup-search" type="search" value={value.search} onChange={set('search')} placeholder="Request number, account number or company" maxLength={100} autoComplete="off" className={control} />
        </div>
      ) : (
        <>
          <div>
            <label htmlFor="topup-from" className="block font-medium">
              Requested from
            </label>
            <input id="topup-from" type="date" value={value.From} onChange={set('From')} className={control} />
          </div>
          <div>
            <label htmlFor="topup-to" className="block font-medium">
              Requested to
            </label>
            <input
              id="topup-to"
              type="date"
              value={value.To}
              min={value.From || undefined}
              onChange={set('To')}
              aria-invalid={!!error}
              aria-describedby={error ? 'topup-to-error' : undefined}
              className={control}
            />
          </div>
        </>
      )}
      <button type="button" onClick={() => onChange(reset)} className="rounded border border-slate-400 bg-white px-4 py-2 font-semibold text-slate-800 hover:bg-slate-100">
        Clear filters
      </button>
      {error && (
        <p id="topup-to-error" className="text-sm text-red-700 sm:col-span-2 lg:col-span-4">
          {error}
        </p>
      )}
    </div>
  );
}
