'use client';

import type { ServiceType } from './types';

export interface RowActions {
  onEdit: (st: ServiceType) => void;
  onRateCard: (st: ServiceType) => void;
  onToggleActive: (st: ServiceType) => void;
  onDelete: (st: ServiceType) => void;
}

const HEADERS = ['Code', 'Name', 'Scope', 'Transit time', 'Countries', 'COD', 'Fuel %', 'Active', 'Actions'];
const cell = 'px-3 py-2 align-top';
const action = 'rounded px-2 py-1 text-sm font-semibold underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700';

/** A few codes in full; a long list as a count (the editor shows them all). */
function countries(st: ServiceType): string {
  return st.Countries.length <= 3 ? st.Countries.join(', ') : `${st.Countries.length} countries`;
}

/** A button whose accessible name says which row it acts on ("Edit NDD"). */
function RowButton({ label, code, onClick, className = 'text-brand-800' }: { label: string; code: string; onClick: () => void; className?: string }) {
  return (
    <button type="button" onClick={onClick} className={`${action} ${className}`}>
      {label}
      <span className="sr-only"> {code}</span>
    </button>
  );
}

function SkeletonRows() {
  return Array.from({ length: 5 }, (_, i) => (
    <tr key={i} aria-hidden="true" className="border-t border-slate-200">
      {HEADERS.map((h) => (
        <td key={h} className={cell}>
          <span className="block h-4 w-full min-w-8 animate-pulse rounded bg-slate-200" />
        </td>
      ))}
    </tr>
  ));
}

interface TableProps extends RowActions {
  rows: ServiceType[] | undefined;
  /** The search the current request is for; the rows may still be the previous answer's. */
  search: string;
  loading: boolean;
  emptyText: string;
}

/**
 * The list as a real table (screen readers announce headers per cell); on a
 * narrow screen it scrolls sideways inside a focusable region, so the
 * keyboard can scroll it too.
 */
export function ServiceTypesTable({ rows, search, loading, emptyText, ...actions }: TableProps) {
  return (
    <div role="region" aria-label="Service types" aria-busy={loading} data-search={search} tabIndex={0} className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-brand-700">
      <table className="w-full min-w-[48rem] text-left text-sm">
        <thead className="bg-slate-100 text-slate-800">
          <tr>
            {HEADERS.map((h) => (
              <th key={h} scope="col" className="whitespace-nowrap px-3 py-2 font-semibold">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {!rows && loading && <SkeletonRows />}
          {rows?.length === 0 && (
            <tr className="border-t border-slate-200">
              <td colSpan={HEADERS.length} className="px-3 py-8 text-center text-slate-700">
                {emptyText}
              </td>
            </tr>
          )}
          {rows?.map((st) => (
            <tr key={st._id} className="border-t border-slate-200">
              <td className={`${cell} font-mono font-semibold`}>{st.ServiceCode}</td>
              <td className={cell}>{st.ServiceName}</td>
              <td className={cell}>{st.Scope}</td>
              <td className={cell}>{st.TransitTime}</td>
              <td className={cell}>{countries(st)}</td>
              <td className={cell}>{st.CodAvailable ? 'Yes' : 'No'}</td>
              <td className={`${cell} whitespace-nowrap`}>{st.FuelSurchargePercent} %</td>
              <td className={cell}>
                <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${st.Active ? 'bg-green-100 text-green-900' : 'bg-slate-200 text-slate-800'}`}>
                  {st.Active ? 'Active' : 'Inactive'}
                </span>
              </td>
              <td className={cell}>
                <div className="flex flex-wrap gap-x-1">
                  <RowButton label="Edit" code={st.ServiceCode} onClick={() => actions.onEdit(st)} />
                  <RowButton label="Rate card" code={st.ServiceCode} onClick={() => actions.onRateCard(st)} />
                  <RowButton label={st.Active ? 'Deactivate' : 'Activate'} code={st.ServiceCode} onClick={() => actions.onToggleActive(st)} />
                  <RowButton label="Delete" code={st.ServiceCode} onClick={() => actions.onDelete(st)} className="text-red-800" />
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
