'use client';

import useSWR from 'swr';
import type { ServiceType } from '@/lib/schemas/service-types';
import { STATUS_OPTIONS } from './shipment-format';

export interface FilterValues {
  search: string;
  From: string;
  To: string;
  Status: string;
  ServiceCode: string;
}

export const NO_FILTERS: FilterValues = { search: '', From: '', To: '', Status: '', ServiceCode: '' };

interface Props {
  value: FilterValues;
  onChange: (next: FilterValues) => void;
  /** Field errors of the shared schema ("From must be on or before To."). */
  errors: Partial<Record<keyof FilterValues, string>>;
}

const control = 'mt-1 w-full rounded border border-slate-400 bg-white p-2';

function Labelled({ id, label, error, children }: { id: string; label: string; error?: string; children: React.ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="block font-medium">
        {label}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

const aria = (id: string, error?: string) => ({ 'aria-invalid': !!error, 'aria-describedby': error ? `${id}-error` : undefined });

/** Search (debounced by the owner), the date range in Dubai days, status and service. */
export function HistoryFilters({ value, onChange, errors }: Props) {
  const services = useSWR<{ data: { ServiceTypes: ServiceType[] } }>('activeServicetypes');
  const set = (k: keyof FilterValues) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => onChange({ ...value, [k]: e.target.value });
  const dirty = Object.entries(value).some(([, v]) => v !== '');

  return (
    <div role="search" aria-label="Filter airway bills" className="grid grid-cols-1 gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-6">
      <div className="sm:col-span-2">
        <Labelled id="history-search" label="Search" error={errors.search}>
          <input id="history-search" type="search" value={value.search} onChange={set('search')} placeholder="AWB, reference, receiver name or phone" maxLength={100} autoComplete="off" className={control} {...aria('history-search', errors.search)} />
        </Labelled>
      </div>
      <Labelled id="history-from" label="From" error={errors.From}>
        <input id="history-from" type="date" value={value.From} onChange={set('From')} className={control} {...aria('history-from', errors.From)} />
      </Labelled>
      <Labelled id="history-to" label="To" error={errors.To}>
        <input id="history-to" type="date" value={value.To} onChange={set('To')} className={control} {...aria('history-to', errors.To)} />
      </Labelled>
      <Labelled id="history-status" label="Status" error={errors.Status}>
        <select id="history-status" value={value.Status} onChange={set('Status')} className={control}>
          <option value="">All statuses</option>
          {STATUS_OPTIONS.map((s) => (
            <option key={s.code} value={s.code}>
              {s.label}
            </option>
          ))}
        </select>
      </Labelled>
      <Labelled id="history-service" label="Service" error={errors.ServiceCode}>
        <select id="history-service" value={value.ServiceCode} onChange={set('ServiceCode')} className={control}>
          <option value="">All services</option>
          {(services.data?.data.ServiceTypes ?? []).map((s) => (
            <option key={s._id} value={s.ServiceCode}>
              {s.ServiceName}
            </option>
          ))}
        </select>
      </Labelled>
      {dirty && (
        <div className="sm:col-span-2 lg:col-span-6">
          <button type="button" onClick={() => onChange(NO_FILTERS)} className="font-semibold text-brand-800 underline underline-offset-2">
            Clear filters
          </button>
        </div>
      )}
    </div>
  );
}
