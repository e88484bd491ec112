'use client';

import { useTranslations } from 'next-intl';
import { useMemo, useState } from 'react';
import { DataTable } from '@/components/ui/data-table';
import { ErrorState } from '@/components/ui/error-state';
import { useList, useRefreshList } from '@/components/ui/use-list';
import type { DueInvoices, PaymentDues } from '@/lib/schemas/invoices';
import type { PaymentList } from '@/lib/schemas/payments';
import { AgeingTable, DuesSummary, Section } from './dues-summary';
import { InvoicePdfActions, payable, useDueInvoiceColumns } from './invoice-columns';
import { PayForm } from './pay-form';
import { usePaymentColumns } from './payment-columns';

const NO_FILTERS = {};
const RECENT = { page: 1, limit: 5 };

/** A postpaid customer's /PaymentDues: figures, ageing, open invoices to tick and pay, and recent payments. */
export function CustomerDues() {
  const t = useTranslations('billing.customerDues');
  const dueInvoiceColumns = useDueInvoiceColumns();
  const paymentColumns = usePaymentColumns(false);
  const dues = useList<PaymentDues>('PaymentDues', NO_FILTERS, 'POST');
  const due = useList<DueInvoices>('DueInvoices', NO_FILTERS, 'POST');
  const payments = useList<PaymentList>('Payments', RECENT, 'POST');
  const refresh = useRefreshList('PaymentDues', 'DueInvoices', 'Payments', 'Invoices', 'TransactionHistory');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const invoices = due.data?.data.Invoices;
  // Only invoices still listed (and payable) count: a refresh may have settled some.
  const chosen = useMemo(() => (invoices ?? []).filter((i) => selected.has(i.InvoiceNo) && payable(i) > 0), [selected, invoices]);
  const chosenNos = useMemo(() => chosen.map((i) => i.InvoiceNo), [chosen]);
  const total = Math.round(chosen.reduce((s, i) => s + payable(i) * 100, 0)) / 100;

  const failed = dues.error ?? due.error;
  if (failed && !dues.data) return <ErrorState error={failed} onRetry={() => void refresh()} />;
  return (
    <div className="space-y-6">
      {dues.data && <DuesSummary dues={dues.data.data} />}
      {dues.data && <AgeingTable dues={dues.data.data} />}
      <Section title={t('openInvoices')}>
        <DataTable
          label={t('openInvoices')}
          columns={dueInvoiceColumns}
          rows={invoices}
          rowKey={(i) => i.InvoiceNo}
          loading={due.isLoading}
          empty={t('nothingDue')}
          selection={{ selected, onChange: setSelected, rowLabel: (i) => i.InvoiceNo, isSelectable: (i) => payable(i) > 0 }}
          actions={(i) => <InvoicePdfActions invoiceNo={i.InvoiceNo} />}
        />
      </Section>
      <PayForm
        selected={chosenNos}
        payable={total}
        onChanged={(paid) => {
          if (paid) setSelected(new Set());
          void refresh();
        }}
      />
      <Section title={t('recentPayments')}>
        <DataTable label={t('recentPayments')} columns={paymentColumns} rows={payments.data?.data.Payments} rowKey={(p) => p._id} loading={payments.isLoading} empty={t('noPayments')} />
      </Section>
    </div>
  );
}
