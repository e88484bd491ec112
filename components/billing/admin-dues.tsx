'use client';

import { useState } from 'react';
import { Pager } from '@/components/ui/pager';
import { PAYMENT_PAGE_SIZE, type Payment } from '@/lib/schemas/payments';
import type { PaymentDues } from '@/lib/schemas/invoices';
import { DataTable } from './data-table';
import { AgeingTable, DuesSummary } from './dues-summary';
import { formatAed } from './format';
import { PaymentsTable } from './payments-table';
import { ReviewDialog } from './review-dialog';
import { usePaymentDues, usePayments, useRefreshBilling } from './use-billing';

type AccountRow = NonNullable<PaymentDues['Accounts']>[number];
const action = 'rounded px-2 py-1 text-sm font-semibold underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700';

/** The Admin's /PaymentDues: receivables of every postpaid account, and the bank transfers to confirm or reject. */
export function AdminDues() {
  const dues = usePaymentDues();
  const [page, setPage] = useState(1);
  const queue = usePayments({ Status: 'Pending', Provider: 'BankTransfer', page, limit: PAYMENT_PAGE_SIZE });
  const refresh = useRefreshBilling();
  const [reviewing, setReviewing] = useState<{ payment: Payment; decision: 'Succeeded' | 'Rejected' } | null>(null);
  const d = dues.data?.data;
  const list = queue.data?.data;

  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <h2 className="text-lg font-semibold text-slate-900">
          Bank transfers to confirm
        </h2>
        <PaymentsTable
          label="Bank transfers to confirm"
          rows={list?.Payments}
          loading={queue.isValidating}
          showAccount
          emptyText="No bank transfers are waiting for confirmation."
          actions={(p) => (
            <span className="flex gap-1 whitespace-nowrap">
              <button type="button" className={`${action} text-brand-800`} onClick={() => setReviewing({ payment: p, decision: 'Succeeded' })}>
                Confirm<span className="sr-only"> {p.PaymentNo}</span>
              </button>
              <button type="button" className={`${action} text-red-800`} onClick={() => setReviewing({ payment: p, decision: 'Rejected' })}>
                Reject<span className="sr-only"> {p.PaymentNo}</span>
              </button>
            </span>
          )}
        />
        {list && list.Total > list.Limit && <Pager label="Bank transfer pages" page={list.Page} limit={list.Limit} total={list.Total} onPage={setPage} />}
      </div>
      {d && <DuesSummary dues={d} />}
      {d && <AgeingTable dues={d} />}
      <div className="space-y-2">
        <h2 className="text-lg font-semibold text-slate-900">
          Accounts with amounts due
        </h2>
        <DataTable<AccountRow>
          label="Accounts with amounts due"
          rows={d?.Accounts}
          rowKey={(a) => a.AccountNo}
          loading={dues.isValidating}
          emptyText="No postpaid account owes anything."
          columns={[
            { header: 'Account', cell: (a) => `${a.AccountNo} · ${a.CompanyName}` },
            { header: 'Total due', cell: (a) => formatAed(a.TotalDue), numeric: true },
            { header: 'Overdue', cell: (a) => formatAed(a.Overdue), numeric: true },
            { header: 'Credit limit', cell: (a) => formatAed(a.CreditLimit), numeric: true },
            { header: 'Available credit', cell: (a) => formatAed(a.AvailableCredit), numeric: true },
          ]}
        />
      </div>
      {reviewing && <ReviewDialog payment={reviewing.payment} decision={reviewing.decision} onClose={() => setReviewing(null)} onDone={() => void refresh()} />}
    </div>
  );
}
