'use client';

import { useTranslations } from 'next-intl';
import Link from 'next/link';
import { useMemo, useState } from 'react';
import { OneTimePasswordDialog, type IssuedLogin } from '@/components/sub-users/one-time-password';
import { rowActionClass } from '@/components/ui/button';
import { useRefreshList } from '@/components/ui/use-list';
import { panelId, tabId, Tabs, useTabInAddress } from '@/components/ui/tabs';
import { useLocalizePath } from '@/lib/i18n/client';
import { StaffPanel } from '@/components/admin/staff/staff-panel';
import { AccountsPanel, OutboxPanel, RequestsPanel } from './customer-panels';
import { NotificationsPanel } from './notifications-panel';

// Staff (issue 15): the Ops and Courier logins, which belong to no account.
// Notifications (issue 16): the receivers' email, SMS and WhatsApp messages, beside the mail outbox.
const PANELS = { requests: RequestsPanel, accounts: AccountsPanel, outbox: OutboxPanel, notifications: NotificationsPanel, staff: StaffPanel } as const;
const KEYS = ['requests', 'accounts', 'outbox', 'notifications', 'staff'] as const;
const PREFIX = 'customers';

/**
 * /ManageSubUsers for the Admin ("Manage Customers"): the registration queue,
 * the accounts, the mail outbox, the receivers' notifications and the staff logins as tabs. The tab is kept in the address
 * (?tab=accounts), each list's filters too (?accounts.search=…); a panel is
 * mounted when first shown and then kept.
 */
export function CustomersManager() {
  const t = useTranslations('admin.customers');
  const localize = useLocalizePath();
  const tabs = useMemo(() => KEYS.map((key) => ({ key, label: t(`tabs.${key}`) })), [t]);
  const { selected: tab, opened, select } = useTabInAddress(tabs, 'requests');
  const [issued, setIssued] = useState<IssuedLogin | null>(null);
  const refresh = useRefreshList('RegistrationRequests', 'Accounts', 'MailOutbox', 'NotificationOutbox', 'users/GetAllUserByAccountNo');

  return (
    <div className="space-y-4">
      <nav aria-label={t('prepaidNav')} className="-mx-2 flex flex-wrap">
        <Link href={localize('/Topuphistory')} className={rowActionClass}>
          {t('prepaidTopups')}
        </Link>
        <Link href={localize('/PrepaidAccountStatus')} className={rowActionClass}>
          {t('prepaidStatus')}
        </Link>
      </nav>
      <Tabs label={t('tabsLabel')} tabs={tabs} selected={tab} onSelect={select} idPrefix={PREFIX} fill />
      {KEYS.map((key) => {
        const Panel = PANELS[key];
        return (
          <div key={key} id={panelId(PREFIX, key)} role="tabpanel" aria-labelledby={tabId(PREFIX, key)} hidden={key !== tab}>
            {opened.has(key) && <Panel onIssued={setIssued} onWritten={() => void refresh()} />}
          </div>
        );
      })}
      {issued && <OneTimePasswordDialog issued={issued} title={issued.reset ? t('newPassword') : t('accountOpened')} onClose={() => setIssued(null)} />}
    </div>
  );
}
