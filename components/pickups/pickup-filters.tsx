'use client';

import { PICKUP_STATUS_NAMES, type BookingHistoryQuery } from '@/lib/schemas/pickup';

export interface Filters {
  search: string;
  From: string;
  To: string;
  Status: BookingHistoryQuery['Status'];
}

export const NO_FILTERS: Filters = { search: '', From: '', To: '', Status: '' };

const control = 'mt-1 w-full rounded border border-slate-400 bg-white p-2';

/** Search, pickup-date range and status; `rangeError` explains a range the list cannot show. */
export function PickupFilters({ value, onChange, rangeError }: { value: Filters; onChange: (next: Filters) => void; rangeError?: string }) {
  const set = (key: keyof Filters) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => onChange({ ...value, [key]: e.target.value });
  return (
    <div role="search" aria-label="Filter pickups" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto] lg:items-end">
      <div>
        <label htmlFor="pickup-search" className="block font-medium">
          Search pickups
        </label>
        <input id="pickup-search" type="search" value={value.search} onChange={set('search')} placeholder="Booking number, city or airway bill" maxLength={100} autoComplete="off" className={control} />
      </div>
      <div>
        <label htmlFor="pickup-from" className="block font-medium">
          Pickup from
        </label>
        <input id="pickup-from" type="date" value={value.From} onChange={set('From')} className={control} />
      </div>
      <div>
        <label htmlFor="pickup-to" className="block font-medium">
          Pickup to
        </label>
        <input
          id="pickup-to"
          type="date"
          value={value.To}
          min={value.From || undefined}
          onChange={set('To')}
          aria-invalid={!!rangeError}
          aria-describedby={rangeError ? 'pickup-to-error' : undefined}
          className={control}
        />
      </div>
      <div>
        <label htmlFor="pickup-status" className="block font-medium">
          Status
        </label>
        <select id="pickup-status" value={value.Status} onChange={set('Status')} className={control}>
          <option value="">All</option>
          {PICKUP_STATUS_NAMES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </div>
      <button type="button" onClick={() => onChange(NO_FILTERS)} className="rounded border border-slate-400 bg-white px-4 py-2 font-semibold text-slate-800 hover:bg-slate-100">
        Clear filters
      </button>
      {rangeError && (
        <p id="pickup-to-error" className="text-sm text-red-700 sm:col-span-2 lg:col-span-5">
          {rangeError}
        </p>
      )}
    </div>
  );
}
