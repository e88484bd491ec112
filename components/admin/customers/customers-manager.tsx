'use client';

import Link from 'next/link';
import { useState } from 'react';
import { OneTimePasswordDialog, type IssuedLogin } from '@/components/sub-users/one-time-password';
import { rowActionClass } from '@/components/ui/button';
import { useRefreshList } from '@/components/ui/use-list';
import { panelId, tabId, Tabs, useTabInAddress } from '@/components/ui/tabs';
import { AccountsPanel, OutboxPanel, RequestsPanel } from './customer-panels';

const TABS = [
  { key: 'requests', label: 'Registration requests', Panel: RequestsPanel },
  { key: 'accounts', label: 'Accounts', Panel: AccountsPanel },
  { key: 'outbox', label: 'Outbox', Panel: OutboxPanel },
] as const;
const PREFIX = 'customers';

/**
 * /ManageSubUsers for the Admin ("Manage Customers"): the registration queue,
 * the accounts and the mail outbox as tabs. The tab is kept in the address
 * (?tab=accounts), each list's filters too (?accounts.search=…); a panel is
 * mounted when first shown and then kept.
 */
export function CustomersManager() {
  const { selected: tab, opened, select } = useTabInAddress(TABS, 'requests');
  const [issued, setIssued] = useState<IssuedLogin | null>(null);
  const refresh = useRefreshList('RegistrationRequests', 'Accounts', 'MailOutbox', 'users/GetAllUserByAccountNo');

  return (
    <div className="space-y-4">
      <nav aria-label="Prepaid accounts" className="-mx-2 flex flex-wrap">
        <Link href="/Topuphistory" className={rowActionClass}>
          Prepaid top-up requests
        </Link>
        <Link href="/PrepaidAccountStatus" className={rowActionClass}>
          Prepaid account status
        </Link>
      </nav>
      <Tabs label="Manage customers" tabs={TABS} selected={tab} onSelect={select} idPrefix={PREFIX} fill />
      {TABS.map(({ key, Panel }) => (
        <div key={key} id={panelId(PREFIX, key)} role="tabpanel" aria-labelledby={tabId(PREFIX, key)} hidden={key !== tab}>
          {opened.has(key) && <Panel onIssued={setIssued} onWritten={() => void refresh()} />}
        </div>
      ))}
      {issued && <OneTimePasswordDialog issued={issued} title={issued.reset ? 'New one-time password' : 'Account opened'} onClose={() => setIssued(null)} />}
    </div>
  );
}
