'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { RowAction } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/states';
import { useList } from '@/components/ui/use-list';
import type { CodHandoverBoard, CourierCash } from '@/lib/schemas/courier';
import { useCourierCashColumns, useRecentColumns } from './handover-columns';
import { LedgerTotals } from './ledger-totals';
import { ReceiveCashDialog } from './receive-cash-dialog';

/**
 * /CodHandover (Ops and Admin): the COD ledger's totals, the couriers who hold
 * cash with a "Receive cash" count for each, and the recent handovers with
 * their differences. Fetched again every minute: couriers collect meanwhile.
 */
export function HandoverBoard() {
  const t = useTranslations('cod.handover');
  const { data, error, isLoading, mutate } = useList<CodHandoverBoard>('CodHandover', {}, 'GET', { refreshInterval: 60_000 });
  const courierColumns = useCourierCashColumns();
  const recentColumns = useRecentColumns();
  const [receiving, setReceiving] = useState<CourierCash | null>(null);
  const board = data?.data;

  return (
    <div className="space-y-6">
      {!(error && !board) && <LedgerTotals totals={board?.Totals} />}
      <section aria-labelledby="handover-couriers" className="space-y-3">
        <h2 id="handover-couriers" className="text-section text-brand-900">
          {t('couriers.title')}
        </h2>
        <DataTable
          label={t('couriers.table')}
          columns={courierColumns}
          rows={board?.Couriers}
          rowKey={(c) => c.CourierId}
          loading={isLoading}
          error={error}
          onRetry={() => void mutate()}
          empty={<EmptyState title={t('couriers.empty')} />}
          actions={(c) => <RowAction label={t('couriers.receive')} name={c.FullName} onClick={() => setReceiving(c)} />}
        />
      </section>
      {board && (
        // Not a landmark of its own: the table is the region "Recent handovers".
        <div className="space-y-3">
          <h2 id="handover-recent" className="text-section text-brand-900">
            {t('recent.title')}
          </h2>
          <DataTable label={t('recent.table')} columns={recentColumns} rows={board.Recent} rowKey={(h) => h._id} loading={isLoading} empty={<EmptyState title={t('recent.empty')} />} />
        </div>
      )}
      {receiving && <ReceiveCashDialog courier={receiving} onClose={() => setReceiving(null)} onDone={() => void mutate()} />}
    </div>
  );
}
