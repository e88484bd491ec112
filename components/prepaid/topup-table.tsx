'use client';

import Link from 'next/link';
import { formatDubaiDateTime } from '@/components/ui/format';
import { formatAed } from '@/lib/money';
import { TOPUP_METHOD_LABELS } from '@/lib/schemas/prepaid';
import { TopupStatusBadge } from './status-badge';
import type { TopupRequest } from './types';

export type Decision = 'Approved' | 'Rejected';

interface Props {
  rows: TopupRequest[] | undefined;
  loading: boolean;
  emptyText: string;
  /** The Admin's queue spans accounts: it names the account and offers the decisions. */
  onReview?: (topup: TopupRequest, decision: Decision) => void;
}

const cell = 'px-3 py-2 align-top';
const action = 'rounded px-2 py-1 text-sm font-semibold underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700';

/** Top-up requests as a real table; on a narrow screen it scrolls sideways inside a focusable region. */
export function TopupTable({ rows, loading, emptyText, onReview }: Props) {
  const admin = !!onReview;
  const headers = ['Request', ...(admin ? ['Account'] : []), 'Amount', 'Payment', 'Status', ...(admin ? ['Actions'] : [])];
  return (
    <div role="region" aria-label="Top-up requests" aria-busy={loading} tabIndex={0} className="overflow-x-auto rounded-lg border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-brand-700">
      <table className="w-full min-w-[48rem] text-left text-sm">
        <thead className="bg-slate-100 text-slate-800">
          <tr>
            {headers.map((h) => (
              <th key={h} scope="col" className={`px-3 py-2 font-semibold ${h === 'Amount' ? 'text-right' : ''}`}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {!rows && loading && (
            <tr>
              <td colSpan={headers.length} className="px-3 py-8 text-center text-slate-700">
                Loading top-up requests…
              </td>
            </tr>
          )}
          {rows?.length === 0 && (
            <tr className="border-t border-slate-200">
              <td colSpan={headers.length} className="px-3 py-8 text-center text-slate-700">
                {emptyText}
              </td>
            </tr>
          )}
          {rows?.map((r) => (
            <tr key={r._id} className="border-t border-slate-200">
              <th scope="row" className={`${cell} font-normal`}>
                <span className="block font-mono font-semibold text-slate-900">{r.RequestNo}</span>
                <span className="block text-slate-700">{formatDubaiDateTime(r.CreatedAt)}</span>
                {r.RequestedBy && <span className="block text-slate-700">by {r.RequestedBy}</span>}
              </th>
              {admin && (
                <td className={cell}>
                  <span className="block font-mono">{r.AccountNo}</span>
                  <span className="block text-slate-700">{r.CompanyName}</span>
                </td>
              )}
              <td className={`${cell} whitespace-nowrap text-right font-semibold tabular-nums`}>{formatAed(r.Amount)}</td>
              <td className={cell}>
                <span className="block">{TOPUP_METHOD_LABELS[r.Method]}</span>
                {r.Reference && <span className="block break-all text-slate-700">Ref. {r.Reference}</span>}
              </td>
              <td className={cell}>
                <TopupStatusBadge status={r.Status} />
                {r.ReviewedAt && <span className="mt-1 block text-slate-700">{`${r.Status} ${formatDubaiDateTime(r.ReviewedAt)}`}</span>}
                {r.Note && <span className="mt-1 block text-slate-700">{r.Note}</span>}
              </td>
              {admin && (
                <td className={`${cell} whitespace-nowrap`}>
                  {r.Status === 'Pending' && (
                    <>
                      <button type="button" onClick={() => onReview(r, 'Approved')} className={`${action} text-green-800`}>
                        Approve<span className="sr-only"> {r.RequestNo}</span>
                      </button>
                      <button type="button" onClick={() => onReview(r, 'Rejected')} className={`${action} text-red-800`}>
                        Reject<span className="sr-only"> {r.RequestNo}</span>
                      </button>
                    </>
                  )}
                  <Link href={`/PrepaidAccountStatus?AccountNo=${encodeURIComponent(r.AccountNo)}`} className={`${action} block text-brand-800`}>
                    Account status<span className="sr-only"> of {r.AccountNo}</span>
                  </Link>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
