'use client';

import { Panel } from '@/components/ui/states';
import { PERMISSION_LABELS } from '@/lib/portal-nav';
import { useProfile } from './use-profile';

const PAYMENT_TYPES = { PP: 'Prepaid', PD: 'Postpaid' } as const;

/** The signed-in user's account and the six permissions, read from the profile. */
export function DashboardSummary() {
  const { data } = useProfile();
  if (!data) return null;
  const { user, AccountData: account } = data.data;
  const accountRows = account?.AccountNo
    ? [
        ['Account number', account.AccountNo],
        ['Company', account.CompanyName ?? '—'],
        ['Payment type', account.PaymentType ? PAYMENT_TYPES[account.PaymentType] : '—'],
      ]
    : null;

  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
      <Panel title="Account" id="dashboard-account">
        {accountRows ? (
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            {accountRows.map(([term, value]) => (
              <div key={term} className="contents">
                <dt className="text-muted">{term}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p>{user.Role === 'Admin' ? 'Administrator login: no customer account is linked.' : 'No customer account is linked to this login.'}</p>
        )}
      </Panel>
      <Panel title="Permissions" id="dashboard-permissions">
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
          {Object.entries(PERMISSION_LABELS).map(([key, label]) => (
            <div key={key} className="contents">
              <dt>{label}</dt>
              <dd className={user.dashboard[key] ? 'font-semibold text-success-800' : 'text-muted'}>{user.dashboard[key] ? 'Yes' : 'No'}</dd>
            </div>
          ))}
        </dl>
      </Panel>
    </div>
  );
}
