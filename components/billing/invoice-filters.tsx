'use client';

import { INVOICE_FILTERS, INVOICE_STATUS_LABELS, type InvoiceFilter, type InvoiceStatus } from '@/lib/schemas/invoices';

const control = 'mt-1 w-full rounded border border-slate-400 bg-white p-2';
const LABELS: Record<string, string> = { '': 'All', Unpaid: 'Unpaid', Overdue: 'Overdue', ...INVOICE_STATUS_LABELS };

interface InvoiceFiltersProps {
  status: InvoiceFilter;
  onStatus: (s: InvoiceFilter) => void;
  search: string;
  onSearch: (s: string) => void;
  admin: boolean;
}

/** Status (stored statuses plus Unpaid and Overdue) and a search by invoice number (or account, for the Admin). */
export function InvoiceFilters({ status, onStatus, search, onSearch, admin }: InvoiceFiltersProps) {
  return (
    <div role="search" aria-label="Filter invoices" className="grid gap-3 sm:grid-cols-[2fr_1fr]">
      <div>
        <label htmlFor="invoice-search" className="block font-medium">
          Search invoices
        </label>
        <input
          id="invoice-search"
          type="search"
          value={search}
          onChange={(e) => onSearch(e.target.value)}
          placeholder={admin ? 'Invoice number, account number or company' : 'Invoice number'}
          maxLength={100}
          autoComplete="off"
          className={control}
        />
      </div>
      <div>
        <label htmlFor="invoice-status" className="block font-medium">
          Status
        </label>
        <select id="invoice-status" value={status} onChange={(e) => onStatus(e.target.value as InvoiceFilter)} className={control}>
          {INVOICE_FILTERS.map((s) => (
            <option key={s} value={s}>
              {LABELS[s as InvoiceStatus]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
