import Link from 'next/link';
import type { ReactNode } from 'react';
import { formatDubaiDateTime, Money } from '@/components/ui/format';
import type { AccountStatus } from '@/lib/schemas/prepaid';

const link = 'mt-2 inline-block text-sm font-semibold text-brand-800 underline';

/** One card: a region named by its heading, the figure large, a line under it. */
function Card({ id, title, figure, children, tone = 'plain' }: { id: string; title: string; figure?: number; children: ReactNode; tone?: 'brand' | 'plain' }) {
  return (
    <section aria-labelledby={id} className={`rounded-card border p-4 shadow-card ${tone === 'brand' ? 'border-brand-200 bg-brand-50 text-brand-900' : 'border-line bg-surface text-ink'}`}>
      <h2 id={id} className="font-semibold">
        {title}
      </h2>
      {figure !== undefined && (
        <p className="mt-1 text-2xl font-bold">
          <Money aed={figure} />
        </p>
      )}
      {children}
    </section>
  );
}

/** Balance, pending top-ups and the last approved one. */
export function BalanceCards({ status, admin }: { status: AccountStatus; admin: boolean }) {
  const { PendingTopups: pending, LastTopup: last } = status;
  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
      <Card id="card-balance" title="Available balance" figure={status.Balance} tone="brand">
        <p className="mt-1 text-sm text-muted">{`Account ${status.AccountNo}, ${status.CompanyName}`}</p>
      </Card>
      <Card id="card-pending" title="Pending top-ups" figure={pending.Amount}>
        <p className="mt-1 text-sm text-muted">
          {pending.Count === 0 ? 'No request is waiting for approval.' : `${pending.Count} ${pending.Count === 1 ? 'request is' : 'requests are'} waiting for approval.`}
        </p>
        {!admin && (
          <Link href="/Topuphistory" className={link}>
            View top-up requests
          </Link>
        )}
      </Card>
      <Card id="card-last" title="Last top-up" figure={last?.Amount}>
        <p className="mt-1 text-sm text-muted">{last ? `${last.RequestNo}, approved ${formatDubaiDateTime(last.ApprovedAt)}` : 'No top-up has been approved yet.'}</p>
        {!admin && (
          <Link href="/PrepaidTopuprequest" className={link}>
            Request a top-up
          </Link>
        )}
      </Card>
    </div>
  );
}
