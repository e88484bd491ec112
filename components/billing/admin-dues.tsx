'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { RowAction } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { useList, useRefreshList, useStepBack } from '@/components/ui/use-list';
import { useListParams } from '@/components/ui/use-list-params';
import type { PaymentDues } from '@/lib/schemas/invoices';
import { PAYMENT_PAGE_SIZE, type Payment, type PaymentList } from '@/lib/schemas/payments';
import { AgeingTable, DuesSummary, Section } from './dues-summary';
import { useAccountDueColumns, usePaymentColumns } from './payment-columns';
import { ReviewDialog } from './review-dialog';

const NO_FILTERS = {};

/** The Admin's /PaymentDues: receivables of every postpaid account, and the bank transfers to confirm or reject. */
export function AdminDues() {
  const t = useTranslations('billing.adminDues');
  const paymentColumns = usePaymentColumns(true);
  const accountDueColumns = useAccountDueColumns();
  const dues = useList<PaymentDues>('PaymentDues', NO_FILTERS, 'POST');
  const list = useListParams({ filters: NO_FILTERS, prefix: 'transfers' });
  const queue = useList<PaymentList>('Payments', { Status: 'Pending', Provider: 'BankTransfer', page: list.page, limit: PAYMENT_PAGE_SIZE }, 'POST');
  const refresh = useRefreshList('PaymentDues', 'Payments');
  const [reviewing, setReviewing] = useState<{ payment: Payment; decision: 'Succeeded' | 'Rejected' } | null>(null);
  const d = dues.data?.data;
  const page = queue.data?.data;
  useStepBack(page, page?.Payments.length, list.page, list.setPage);

  return (
    <div className="space-y-6">
      <Section title={t('transfers')}>
        <DataTable
          label={t('transfers')}
          columns={paymentColumns}
          rows={page?.Payments}
          rowKey={(p) => p._id}
          loading={queue.isLoading}
          error={queue.error}
          onRetry={() => void queue.mutate()}
          empty={t('noTransfers')}
          actions={(p) => (
            <>
              <RowAction label={t('confirm')} name={p.PaymentNo} onClick={() => setReviewing({ payment: p, decision: 'Succeeded' })} />
              <RowAction label={t('reject')} name={p.PaymentNo} tone="danger" onClick={() => setReviewing({ payment: p, decision: 'Rejected' })} />
            </>
          )}
          pager={page && page.Total > page.Limit ? { label: t('transferPages'), page: page.Page, limit: page.Limit, total: page.Total, onPage: list.setPage } : undefined}
        />
      </Section>
      {d && <DuesSummary dues={d} />}
      {d && <AgeingTable dues={d} />}
      <Section title={t('accounts')}>
        <DataTable
          label={t('accounts')}
          columns={accountDueColumns}
          rows={d?.Accounts}
          rowKey={(a) => a.AccountNo}
          loading={dues.isLoading}
          error={dues.error}
          onRetry={() => void dues.mutate()}
          empty={t('noAccounts')}
        />
      </Section>
      {reviewing && <ReviewDialog {...reviewing} onClose={() => setReviewing(null)} onDone={() => void refresh()} />}
    </div>
  );
}
