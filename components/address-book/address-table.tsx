'use client';

import { useCountries } from '@/components/forms/country-city-select';
import type { Address, BookInfo } from './types';

interface RowActions {
  onEdit: (a: Address) => void;
  onDelete: (a: Address) => void;
  onMakeDefault: (a: Address) => void;
}

interface TableProps extends RowActions {
  info: BookInfo;
  rows: Address[] | undefined;
  /** The search the current request is for; the rows may still be the previous answer's. */
  search: string;
  loading: boolean;
  emptyText: string;
}

const cell = 'px-3 py-2 align-top';
const action = 'rounded px-2 py-1 text-sm font-semibold underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700';

/** Sender addresses are all in the UAE, so their last data column says which one is the default instead. */
const headersOf = (info: BookInfo) => ['Name', 'Phone', 'Address', 'City', info.book === 'sender' ? 'Default' : 'Country', 'Actions'];

/** A button whose accessible name says which row it acts on ("Edit Priya Nair"). */
function RowButton({ label, name, onClick, className = 'text-brand-800' }: { label: string; name: string; onClick: () => void; className?: string }) {
  return (
    <button type="button" onClick={onClick} className={`${action} ${className}`}>
      {label}
      <span className="sr-only"> {name}</span>
    </button>
  );
}

function SkeletonRows({ columns }: { columns: number }) {
  return Array.from({ length: 4 }, (_, i) => (
    <tr key={i} aria-hidden="true" className="border-t border-slate-200">
      {Array.from({ length: columns }, (_, j) => (
        <td key={j} className={cell}>
          <span className="block h-4 w-full min-w-8 animate-pulse rounded bg-slate-200" />
        </td>
      ))}
    </tr>
  ));
}

/**
 * A book as a real table (headers announced per cell). On a narrow screen it
 * scrolls sideways inside a focusable region, so the keyboard can scroll it too.
 */
export function AddressTable({ info, rows, search, loading, emptyText, onEdit, onDelete, onMakeDefault }: TableProps) {
  const { countries } = useCountries();
  const countryName = (code: string) => countries.find((c) => c.CountryCode === code)?.CountryName ?? code;
  const headers = headersOf(info);
  return (
    <div role="region" aria-label={info.title} aria-busy={loading} data-search={search} tabIndex={0} className="overflow-x-auto rounded-lg border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-brand-700">
      <table className="w-full min-w-[46rem] text-left text-sm">
        <thead className="bg-slate-100 text-slate-800">
          <tr>
            {headers.map((h) => (
              <th key={h} scope="col" className="px-3 py-2 font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {!rows && loading && <SkeletonRows columns={headers.length} />}
          {rows?.length === 0 && (
            <tr className="border-t border-slate-200">
              <td colSpan={headers.length} className="px-3 py-8 text-center text-slate-700">
                {emptyText}
              </td>
            </tr>
          )}
          {rows?.map((a) => (
            <tr key={a._id} className="border-t border-slate-200">
              <th scope="row" className={`${cell} font-normal`}>
                <span className="block font-semibold text-slate-900">{a.Name}</span>
                {a.Company && <span className="block text-slate-700">{a.Company}</span>}
                {a.Email && <span className="block break-all text-slate-700">{a.Email}</span>}
              </th>
              <td className={`${cell} whitespace-nowrap`}>{a.Phone}</td>
              <td className={cell}>
                <span className="block">{a.AddressLine1}</span>
                {a.AddressLine2 && <span className="block text-slate-700">{a.AddressLine2}</span>}
              </td>
              <td className={cell}>{a.City}</td>
              <td className={cell}>
                {info.book === 'receiver' ? (
                  countryName(a.Country)
                ) : a.IsDefault ? (
                  <span className="inline-block rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900">Default</span>
                ) : null}
              </td>
              <td className={`${cell} whitespace-nowrap`}>
                <RowButton label="Edit" name={a.Name} onClick={() => onEdit(a)} />
                {info.book === 'sender' && !a.IsDefault && <RowButton label="Set as default" name={a.Name} onClick={() => onMakeDefault(a)} />}
                <RowButton label="Delete" name={a.Name} onClick={() => onDelete(a)} className="text-red-800" />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
