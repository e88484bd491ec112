'use client';

import { useTranslations } from 'next-intl';
import { Panel } from '@/components/ui/states';
import type { PermissionKey } from '@/courier-api/db/schema';
import { PERMISSION_LABELS } from '@/lib/portal-nav';
import { useProfile } from './use-profile';

const PAYMENT_TYPES = { PP: 'prepaid', PD: 'postpaid' } as const;

/** The signed-in user's account and the six permissions, read from the profile. */
export function DashboardSummary() {
  const t = useTranslations('portal');
  const common = useTranslations('common');
  const { data } = useProfile();
  if (!data) return null;
  const { user, AccountData: account } = data.data;
  const accountRows = account?.AccountNo
    ? [
        [t('summary.accountNumber'), <bdi key="no">{account.AccountNo}</bdi>],
        [t('summary.company'), account.CompanyName ?? '—'],
        [t('summary.paymentType'), account.PaymentType ? t(`summary.${PAYMENT_TYPES[account.PaymentType]}`) : '—'],
      ]
    : null;

  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
      <Panel title={t('summary.account')} id="dashboard-account">
        {accountRows ? (
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            {accountRows.map(([term, value]) => (
              <div key={String(term)} className="contents">
                <dt className="text-muted">{term}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p>{user.Role === 'Admin' ? t('summary.adminNoAccount') : t('summary.noAccount')}</p>
        )}
      </Panel>
      <Panel title={t('summary.permissions')} id="dashboard-permissions">
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
          {(Object.keys(PERMISSION_LABELS) as PermissionKey[]).map((key) => (
            <div key={key} className="contents">
              <dt>{t(`permissions.${key}`)}</dt>
              <dd className={user.dashboard[key] ? 'font-semibold text-success-800' : 'text-muted'}>{user.dashboard[key] ? common('yes') : common('no')}</dd>
            </div>
          ))}
        </dl>
      </Panel>
    </div>
  );
}
