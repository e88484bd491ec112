'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Money, useFormat } from '@/components/ui/format';
import { useLocalizePath } from '@/lib/i18n/client';
import type { AccountStatus } from '@/lib/schemas/prepaid';
import { useIsolate } from '@/components/billing/isolate';

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
  const t = useTranslations('prepaid.cards');
  const localize = useLocalizePath();
  const f = useFormat();
  const iso = useIsolate();
  const { PendingTopups: pending, LastTopup: last } = status;
  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
      <Card id="card-balance" title={t('balance')} figure={status.Balance} tone="brand">
        <p className="mt-1 text-sm text-muted">{t('account', { accountNo: status.AccountNo, company: iso(status.CompanyName) })}</p>
      </Card>
      <Card id="card-pending" title={t('pending')} figure={pending.Amount}>
        <p className="mt-1 text-sm text-muted">{t('pendingCount', { count: pending.Count })}</p>
        {!admin && (
          <Link href={localize('/Topuphistory')} className={link}>
            {t('viewRequests')}
          </Link>
        )}
      </Card>
      <Card id="card-last" title={t('last')} figure={last?.Amount}>
        <p className="mt-1 text-sm text-muted">{last ? t('lastApproved', { requestNo: last.RequestNo, date: f.dateTime(last.ApprovedAt) }) : t('noneApproved')}</p>
        {!admin && (
          <Link href={localize('/PrepaidTopuprequest')} className={link}>
            {t('request')}
          </Link>
        )}
      </Card>
    </div>
  );
}
