'use client';

import Link from 'next/link';
import { trackBookingHref } from '@/components/booking/confirmation-view';
import { formatPickupDate } from '@/components/booking/pickup-slots';
import { CANCELLABLE_STATUSES } from '@/lib/schemas/pickup';
import { formatDubaiDateTime } from './dates';
import { StatusBadge } from './status-badge';
import { piecesAndWeight, type Pickup } from './types';

interface TableProps {
  rows: Pickup[] | undefined;
  loading: boolean;
  emptyText: string;
  /** The Admin's list spans accounts (and guests): it names the account. */
  showAccount: boolean;
  onCancel: (p: Pickup) => void;
}

const cell = 'px-3 py-2 align-top';
const action = 'rounded px-2 py-1 text-sm font-semibold underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700';

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

/** The pickups as a real table; on a narrow screen it scrolls sideways inside a focusable region. */
export function PickupTable({ rows, loading, emptyText, showAccount, onCancel }: TableProps) {
  const headers = ['Booking', 'Pickup', 'Address', 'Collecting', 'Status', ...(showAccount ? ['Account'] : []), 'Actions'];
  return (
    <div role="region" aria-label="Pickups" aria-busy={loading} tabIndex={0} className="overflow-x-auto rounded-lg border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-brand-700">
      <table className="w-full min-w-[56rem] text-left text-sm">
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
          {rows?.map((p) => (
            <tr key={p._id} className="border-t border-slate-200">
              <th scope="row" className={`${cell} font-normal`}>
                <span className="block font-mono font-semibold text-slate-900">{p.BookingNo}</span>
                <span className="block text-slate-700">Booked {formatDubaiDateTime(p.CreatedAt)}</span>
              </th>
              <td className={cell}>
                <span className="block">{formatPickupDate(p.PickupDate)}</span>
                <span className="block text-slate-700">{`${p.PickupWindowStart}–${p.PickupWindowEnd}`}</span>
              </td>
              <td className={cell}>
                <span className="block">{p.Address.Name}</span>
                <span className="block text-slate-700">{`${p.Address.AddressLine1}, ${p.Address.City}`}</span>
              </td>
              <td className={cell}>
                <span className="block">{piecesAndWeight(p)}</span>
                {p.AirWayBillNos.length > 0 && (
                  <span className="block font-mono text-slate-700">{p.AirWayBillNos.join(', ')}</span>
                )}
              </td>
              <td className={cell}>
                <StatusBadge status={p.Status} />
                {p.StatusReason && <span className="mt-1 block text-slate-700">{p.StatusReason}</span>}
              </td>
              {showAccount && <td className={cell}>{p.AccountNo ?? 'Guest'}</td>}
              <td className={`${cell} whitespace-nowrap`}>
                <Link href={trackBookingHref(p.BookingNo)} className={`${action} text-brand-800`}>
                  Track<span className="sr-only"> {p.BookingNo}</span>
                </Link>
                {CANCELLABLE_STATUSES.includes(p.Status) && (
                  <button type="button" onClick={() => onCancel(p)} className={`${action} text-red-800`}>
                    Cancel<span className="sr-only"> pickup {p.BookingNo}</span>
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
