'use client';

import { useState } from 'react';
import { Pager } from '@/components/ui/pager';
import { LEDGER_PAGE_SIZE, type AccountStatusQuery } from '@/lib/schemas/prepaid';
import { BalanceCards } from './balance-cards';
import { LedgerRange, type Range } from './ledger-range';
import { LedgerTable } from './ledger-table';
import { LoadError } from './load-error';
import { rangeError } from './topup-filters';
import { useAccountStatus } from './use-prepaid';

/** One account's status: the cards, then the ledger with its date range and pages. `accountNo` only for the Admin. */
export function AccountStatusView({ accountNo }: { accountNo: string | null }) {
  const [range, setRange] = useState<Range>({ From: '', To: '' });
  const [page, setPage] = useState(1);
  // A range the API would refuse is not asked for; the previous answer stays on screen.
  const query: AccountStatusQuery | null = rangeError(range) ? null : { ...range, page, limit: LEDGER_PAGE_SIZE };
  const { data, error, isValidating, mutate } = useAccountStatus(accountNo, query);
  const status = data?.data;

  if (error && !status) return <LoadError error={error} onRetry={() => void mutate()} />;
  if (!status) {
    return (
      <p role="status" className="text-slate-700">
        Loading the account status…
      </p>
    );
  }
  return (
    <div className="space-y-6">
      <BalanceCards status={status} admin={accountNo !== null} />
      {/* Not a landmark: the table's own region is the one named "Ledger". */}
      <div className="space-y-3">
        <h2 className="text-xl font-bold text-slate-900">
          Ledger
        </h2>
        <p className="text-slate-700">Every top-up, shipment charge and refund, newest first, with the balance after each.</p>
        <LedgerRange
          value={range}
          onChange={(next) => {
            setRange(next);
            setPage(1);
          }}
        />
        <LedgerTable ledger={status.Ledger} loading={isValidating} />
        <Pager label="Ledger pages" page={status.Ledger.Page} limit={status.Ledger.Limit} total={status.Ledger.Total} onPage={setPage} />
      </div>
    </div>
  );
}
