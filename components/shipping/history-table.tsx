'use client';

import { formatAed } from '@/lib/money';
import type { Shipment } from '@/lib/schemas/shipment';
import { dubaiDateTime } from './shipment-format';

interface Props {
  rows: Shipment[] | undefined;
  loading: boolean;
  emptyText: string;
  /** The Admin sees every account: the account column says whose each one is. */
  showAccount: boolean;
  onOpen: (s: Shipment) => void;
}

const cell = 'px-3 py-2 align-top';

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
 * The airway bills as a real table. A row opens its details on a click; the
 * keyboard uses the row's Details button. Narrow screens scroll it sideways
 * inside a focusable region; `relative` keeps the buttons' screen-reader text
 * (absolutely positioned) inside it, or the page itself would scroll sideways.
 */
export function HistoryTable({ rows, loading, emptyText, showAccount, onOpen }: Props) {
  const headers = ['Airway bill', 'Created', ...(showAccount ? ['Account'] : []), 'Reference', 'Receiver', 'Route', 'Service', 'Status', 'Charge', 'Actions'];
  return (
    <div role="region" aria-label="Airway bills" aria-busy={loading} tabIndex={0} className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-brand-700">
      <table className="w-full min-w-[60rem] text-left text-sm">
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
          {rows?.map((s) => (
            <tr key={s._id} onClick={() => onOpen(s)} className="cursor-pointer border-t border-slate-200 hover:bg-slate-50">
              <th scope="row" className={`${cell} whitespace-nowrap font-mono font-semibold`}>
                {s.AirWayBillNo}
              </th>
              <td className={`${cell} whitespace-nowrap`}>{dubaiDateTime(s.CreatedAt)}</td>
              {showAccount && <td className={cell}>{s.AccountNo ?? 'Guest'}</td>}
              <td className={`${cell} break-all`}>{s.Reference}</td>
              <td className={cell}>
                <span className="block">{s.ReceiverName}</span>
                <span className="block whitespace-nowrap text-slate-700">{s.ReceiverPhone}</span>
              </td>
              <td className={cell}>{`${s.Origin} → ${s.Destination}`}</td>
              <td className={cell}>{s.ServiceCode}</td>
              <td className={cell}>{s.StatusLabel}</td>
              <td className={`${cell} whitespace-nowrap text-right`}>{formatAed(s.Charges.Total)}</td>
              <td className={cell}>
                <button
                  type="button"
                  onClick={(e) => {
                    e.stopPropagation();
                    onOpen(s);
                  }}
                  className="rounded px-2 py-1 font-semibold text-brand-800 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
                >
                  Details<span className="sr-only">{` of airway bill ${s.AirWayBillNo}`}</span>
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
