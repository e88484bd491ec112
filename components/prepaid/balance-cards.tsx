import Link from 'next/link';
import { formatDubaiDateTime } from '@/components/ui/format';
import { formatAed } from '@/lib/money';
import type { AccountStatus } from './types';

const card = 'rounded-lg border border-slate-200 bg-white p-4 shadow-sm';

/** Balance, pending top-ups and the last approved one, as a description list per card. */
export function BalanceCards({ status, admin }: { status: AccountStatus; admin: boolean }) {
  const { PendingTopups: pending, LastTopup: last } = status;
  return (
    <div className="grid gap-4 md:grid-cols-3">
      <section aria-labelledby="card-balance" className={`${card} border-brand-200 bg-brand-50`}>
        <h2 id="card-balance" className="font-semibold text-brand-900">
          Available balance
        </h2>
        <p className="mt-1 text-3xl font-bold tabular-nums text-brand-900">{formatAed(status.Balance)}</p>
        <p className="mt-1 text-sm text-slate-700">{`Account ${status.AccountNo}, ${status.CompanyName}`}</p>
      </section>
      <section aria-labelledby="card-pending" className={card}>
        <h2 id="card-pending" className="font-semibold text-slate-900">
          Pending top-ups
        </h2>
        <p className="mt-1 text-2xl font-bold tabular-nums">{formatAed(pending.Amount)}</p>
        <p className="mt-1 text-sm text-slate-700">
          {pending.Count === 0 ? 'No request is waiting for approval.' : `${pending.Count} ${pending.Count === 1 ? 'request is' : 'requests are'} waiting for approval.`}
        </p>
        {!admin && (
          <Link href="/Topuphistory" className="mt-2 inline-block text-sm font-semibold text-brand-800 underline">
            View top-up requests
          </Link>
        )}
      </section>
      <section aria-labelledby="card-last" className={card}>
        <h2 id="card-last" className="font-semibold text-slate-900">
          Last top-up
        </h2>
        {last ? (
          <>
            <p className="mt-1 text-2xl font-bold tabular-nums">{formatAed(last.Amount)}</p>
            <p className="mt-1 text-sm text-slate-700">{`${last.RequestNo}, approved ${formatDubaiDateTime(last.ApprovedAt)}`}</p>
          </>
        ) : (
          <p className="mt-1 text-slate-700">No top-up has been approved yet.</p>
        )}
        {!admin && (
          <Link href="/PrepaidTopuprequest" className="mt-2 inline-block text-sm font-semibold text-brand-800 underline">
            Request a top-up
          </Link>
        )}
      </section>
    </div>
  );
}
