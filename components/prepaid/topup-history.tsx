'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useProfile } from '@/components/portal/use-profile';
import { buttonClass } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { DateRangeFilter, FilterBar, SearchFilter, SelectFilter } from '@/components/ui/filter-bar';
import { EmptyState } from '@/components/ui/states';
import { useList, useRefreshList, useStepBack } from '@/components/ui/use-list';
import { useListParams } from '@/components/ui/use-list-params';
import { useLocalizePath } from '@/lib/i18n/client';
import { TOPUP_PAGE_SIZE, type TopupList, type TopupRequest } from '@/lib/schemas/prepaid';
import { ReviewDialog } from './review-dialog';
import { TopupActions, useTopupColumns, useTopupStatusOptions, type Decision } from './topup-columns';

/** /Topuphistory: the Admin's review queue over every account, or the prepaid customer's own requests. */
export function TopupHistory() {
  const { data } = useProfile();
  if (!data) return null;
  const admin = data.data.user.Role === 'Admin';
  return <TopupRequests key={String(admin)} admin={admin} />;
}

/** The Admin opens on what waits for a decision and searches; the customer filters by the day of the request. */
function TopupRequests({ admin }: { admin: boolean }) {
  const t = useTranslations('prepaid');
  const localize = useLocalizePath();
  const columns = useTopupColumns(admin);
  const statusOptions = useTopupStatusOptions();
  const list = useListParams({
    filters: { Status: admin ? 'Pending' : '', search: '', From: '', To: '' },
    range: admin ? undefined : { from: 'From', to: 'To', message: t('rangeError') },
  });
  const { filters: f, query: q } = list;
  const swr = useList<TopupList>(
    admin ? 'TopupRequests' : 'PrepaidPaymentHistory',
    q && (admin ? { status: q.Status, search: q.search, page: q.page, sort: q.sort, limit: TOPUP_PAGE_SIZE } : { Status: q.Status, From: q.From, To: q.To, page: q.page, sort: q.sort, limit: TOPUP_PAGE_SIZE }),
    admin ? 'GET' : 'POST',
  );
  const refresh = useRefreshList('TopupRequests');
  const [reviewing, setReviewing] = useState<{ topup: TopupRequest; decision: Decision } | null>(null);
  const page = swr.data?.data;
  // A decision empties its row from the pending list: step back from a page left empty.
  useStepBack(page, page?.TopupRequests.length, list.page, list.setPage);
  const empty = list.filtered ? t('history.noMatch') : admin ? t('history.noPending') : t('history.none');

  return (
    <div className="space-y-4">
      {admin ? (
        <p className="text-muted">{t('history.adminIntro')}</p>
      ) : (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-muted">{t('history.intro')}</p>
          <Link href={localize('/PrepaidTopuprequest')} className={buttonClass()}>
            {t('history.request')}
          </Link>
        </div>
      )}
      <FilterBar label={t('history.filter')} onClear={list.filtered ? list.reset : undefined}>
        <SelectFilter id="topup-status" label={t('history.status')} value={f.Status} options={statusOptions} onChange={(Status) => list.set({ Status })} />
        {admin ? (
          <SearchFilter id="topup-search" label={t('history.search')} value={f.search} onChange={(search) => list.set({ search })} placeholder={t('history.searchPlaceholder')} />
        ) : (
          <DateRangeFilter id="topup" fromLabel={t('history.from')} toLabel={t('history.to')} from={f.From} to={f.To} onChange={(r) => list.set({ From: r.from ?? f.From, To: r.to ?? f.To })} error={list.rangeError} />
        )}
      </FilterBar>
      <DataTable
        label={t('history.table')}
        columns={columns}
        rows={page?.TopupRequests}
        rowKey={(r) => r._id}
        loading={swr.isLoading}
        error={swr.error}
        onRetry={() => void swr.mutate()}
        sort={list.sort}
        onSort={list.setSort}
        empty={<EmptyState title={empty}>{!list.filtered && !admin && t('history.noneHint')}</EmptyState>}
        actions={admin ? (r) => <TopupActions topup={r} onReview={(topup, decision) => setReviewing({ topup, decision })} /> : undefined}
        pager={page && { label: t('history.pages'), page: page.Page, limit: page.Limit, total: page.Total, onPage: list.setPage }}
      />
      {reviewing && <ReviewDialog {...reviewing} onClose={() => setReviewing(null)} onChanged={() => void refresh()} />}
    </div>
  );
}
