'use client';

import { TRANSACTION_TYPE_LABELS, TRANSACTION_TYPES, type TransactionHistoryQuery } from '@/lib/schemas/transactions';

export type TransactionFilterValues = Pick<TransactionHistoryQuery, 'From' | 'To' | 'Type'>;
export const NO_TRANSACTION_FILTERS: TransactionFilterValues = { From: '', To: '', Type: '' };

const control = 'mt-1 w-full rounded border border-slate-400 bg-white p-2';

/** Date range (Dubai days) and type; `rangeError` explains a range the list cannot show. */
export function TransactionFilters({ value, onChange, rangeError }: { value: TransactionFilterValues; onChange: (v: TransactionFilterValues) => void; rangeError?: string }) {
  const set = (key: keyof TransactionFilterValues) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => onChange({ ...value, [key]: e.target.value });
  return (
    <div role="search" aria-label="Filter transactions" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_auto] lg:items-end">
      <div>
        <label htmlFor="tx-from" className="block font-medium">
          From
        </label>
        <input id="tx-from" type="date" value={value.From} onChange={set('From')} className={control} />
      </div>
      <div>
        <label htmlFor="tx-to" className="block font-medium">
          To
        </label>
        <input
          id="tx-to"
          type="date"
          value={value.To}
          min={value.From || undefined}
          onChange={set('To')}
          aria-invalid={!!rangeError}
          aria-describedby={rangeError ? 'tx-to-error' : undefined}
          className={control}
        />
      </div>
      <div>
        <label htmlFor="tx-type" className="block font-medium">
          Type
        </label>
        <select id="tx-type" value={value.Type} onChange={set('Type')} className={control}>
          <option value="">All</option>
          {TRANSACTION_TYPES.map((t) => (
            <option key={t} value={t}>
              {TRANSACTION_TYPE_LABELS[t]}
            </option>
          ))}
        </select>
      </div>
      <button type="button" onClick={() => onChange(NO_TRANSACTION_FILTERS)} className="rounded border border-slate-400 bg-white px-4 py-2 font-semibold text-slate-800 hover:bg-slate-100">
        Clear filters
      </button>
      {rangeError && (
        <p id="tx-to-error" className="text-sm text-red-700 sm:col-span-2 lg:col-span-4">
          {rangeError}
        </p>
      )}
    </div>
  );
}
