'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { StatementFiles } from '@/components/cod/statements/statement-file-button';
import { useStatementColumns } from '@/components/cod/statements/statement-columns';
import { Button, RowAction } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { FilterBar, SelectFilter } from '@/components/ui/filter-bar';
import { EmptyState } from '@/components/ui/states';
import { useList } from '@/components/ui/use-list';
import { useListParams } from '@/components/ui/use-list-params';
import type { CodStatement } from '@/lib/schemas/courier';
import { MarkPaidDialog, NewStatementDialog } from './remittance-dialogs';

const STATUSES = ['', 'pending', 'paid'] as const;
type Status = (typeof STATUSES)[number];

/**
 * /CodRemittances (Ops and Admin): every account's COD statements, filtered by
 * status (kept in the address, ?status=pending), with the merchant's own
 * columns and files (components/cod/statements); New statement and Mark paid
 * are the two writes.
 */
export function RemittancesManager() {
  const t = useTranslations('cod.remittances');
  const list = useListParams({ filters: { status: '' } });
  const status = (STATUSES as readonly string[]).includes(list.filters.status) ? (list.filters.status as Status) : '';
  const { data, error, isLoading, mutate } = useList<CodStatement[]>('CodRemittances', { Status: status });
  const columns = useStatementColumns(true);
  const [dialog, setDialog] = useState<{ kind: 'new' } | { kind: 'paid'; statement: CodStatement } | null>(null);
  const close = () => setDialog(null);
  const refresh = () => void mutate();

  return (
    <div className="space-y-4">
      <p className="max-w-3xl text-muted">{t('intro')}</p>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="w-full sm:max-w-md">
          <FilterBar label={t('filter')} onClear={status ? list.reset : undefined}>
            <SelectFilter<Status>
              id="remittances-status"
              label={t('status')}
              value={status}
              options={STATUSES.map((s) => [s, t(`statuses.${s || 'all'}`)] as const)}
              onChange={(s) => list.set({ status: s })}
            />
          </FilterBar>
        </div>
        <Button onClick={() => setDialog({ kind: 'new' })} className="max-sm:w-full">
          {t('new')}
        </Button>
      </div>
      <DataTable
        label={t('table')}
        columns={columns}
        rows={data?.data}
        rowKey={(s) => s._id}
        loading={isLoading}
        error={error}
        onRetry={refresh}
        empty={status ? <EmptyState title={t('noMatch')} /> : <EmptyState title={t('empty')}>{t('emptyText')}</EmptyState>}
        actions={(s) => (
          <span className="inline-flex flex-wrap gap-x-3 gap-y-1 md:flex-col md:items-start">
            {s.Status === 'pending' && <RowAction label={t('markPaid')} name={s.StatementNo} onClick={() => setDialog({ kind: 'paid', statement: s })} />}
            <StatementFiles statement={s} />
          </span>
        )}
      />
      {dialog?.kind === 'new' && <NewStatementDialog onClose={close} onDone={refresh} />}
      {dialog?.kind === 'paid' && <MarkPaidDialog statement={dialog.statement} onClose={close} onDone={refresh} />}
    </div>
  );
}
