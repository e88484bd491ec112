'use client';

import { useMemo, useState } from 'react';
import { errorMessage } from '@/components/ui/notify';
import { DueInvoicesTable, payable } from './due-invoices-table';
import { AgeingTable, DuesSummary } from './dues-summary';
import { PayForm } from './pay-form';
import { PaymentsTable } from './payments-table';
import { useDueInvoices, usePaymentDues, usePayments, useRefreshBilling } from './use-billing';

/** A postpaid customer's /PaymentDues: figures, ageing, open invoices to tick and pay, and recent payments. */
export function CustomerDues() {
  const dues = usePaymentDues();
  const due = useDueInvoices();
  const payments = usePayments({ page: 1, limit: 5 });
  const refresh = useRefreshBilling();
  const [selected, setSelected] = useState<string[]>([]);
  const invoices = due.data?.data.Invoices;
  // Only invoices still listed (and payable) count: a refresh may have settled some.
  const chosen = useMemo(() => selected.filter((no) => invoices?.some((i) => i.InvoiceNo === no && payable(i) > 0)), [selected, invoices]);
  const total = useMemo(
    () => Math.round((invoices ?? []).filter((i) => chosen.includes(i.InvoiceNo)).reduce((s, i) => s + payable(i) * 100, 0)) / 100,
    [invoices, chosen],
  );

  const failed = dues.error ?? due.error;
  if (failed && !dues.data) {
    return (
      <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-900">
        <p>{errorMessage(failed)}</p>
        <button type="button" onClick={() => void refresh()} className="mt-2 font-semibold underline">
          Try again
        </button>
      </div>
    );
  }
  return (
    <div className="space-y-6">
      {dues.data && <DuesSummary dues={dues.data.data} />}
      {dues.data && <AgeingTable dues={dues.data.data} />}
      <div className="space-y-2">
        <h2 className="text-lg font-semibold text-slate-900">
          Open invoices
        </h2>
        <DueInvoicesTable invoices={invoices} loading={due.isValidating} selected={chosen} onSelect={setSelected} />
      </div>
      <PayForm
        selected={chosen}
        payable={total}
        onChanged={(paid) => {
          if (paid) setSelected([]);
          void refresh();
        }}
      />
      <div className="space-y-2">
        <h2 className="text-lg font-semibold text-slate-900">
          Recent payments
        </h2>
        <PaymentsTable label="Recent payments" rows={payments.data?.data.Payments} loading={payments.isValidating} emptyText="No payments yet." />
      </div>
    </div>
  );
}
