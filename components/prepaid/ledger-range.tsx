'use client';

import { rangeError } from './topup-filters';

export interface Range {
  From: string;
  To: string;
}

const control = 'mt-1 w-full rounded border border-slate-400 bg-white p-2';

/** The ledger's dates (Asia/Dubai days); empty means from the first line, or up to today. */
export function LedgerRange({ value, onChange }: { value: Range; onChange: (next: Range) => void }) {
  const error = rangeError(value);
  return (
    <div role="search" aria-label="Filter the ledger by date" className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
      <div>
        <label htmlFor="ledger-from" className="block font-medium">
          From
        </label>
        <input id="ledger-from" type="date" value={value.From} onChange={(e) => onChange({ ...value, From: e.target.value })} className={control} />
      </div>
      <div>
        <label htmlFor="ledger-to" className="block font-medium">
          To
        </label>
        <input
          id="ledger-to"
          type="date"
          value={value.To}
          min={value.From || undefined}
          onChange={(e) => onChange({ ...value, To: e.target.value })}
          aria-invalid={!!error}
          aria-describedby={error ? 'ledger-to-error' : undefined}
          className={control}
        />
      </div>
      <button type="button" onClick={() => onChange({ From: '', To: '' })} className="rounded border border-slate-400 bg-white px-4 py-2 font-semibold text-slate-800 hover:bg-slate-100">
        All dates
      </button>
      {error && (
        <p id="ledger-to-error" className="text-sm text-red-700 sm:col-span-3">
          {error}
        </p>
      )}
    </div>
  );
}
