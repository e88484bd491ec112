'use client';

import Link from 'next/link';
import { useState } from 'react';
import { panelId, tabId, Tabs, useTabInAddress } from '@/components/ui/tabs';
import { OneTimePasswordDialog, type IssuedLogin } from '@/components/sub-users/one-time-password';
import { AccountsPanel } from './accounts-panel';
import { OutboxPanel } from './outbox-panel';
import { RequestsPanel } from './requests-panel';
import { useRefreshCustomers } from './use-customers';

const TABS = [
  { key: 'requests', label: 'Registration requests' },
  { key: 'accounts', label: 'Accounts' },
  { key: 'outbox', label: 'Outbox' },
] as const;
const PREFIX = 'customers';

/**
 * /ManageSubUsers for the Admin ("Manage Customers"): the registration queue,
 * the accounts and the mail outbox as tabs. The tab is kept in the address
 * (?tab=accounts); a panel is mounted when first shown and then kept.
 */
export function CustomersManager() {
  const { selected: tab, opened, select } = useTabInAddress(TABS, 'requests');
  const [issued, setIssued] = useState<IssuedLogin | null>(null);
  const refresh = useRefreshCustomers();

  const written = () => void refresh();
  return (
    <div className="space-y-4">
      <nav aria-label="Prepaid accounts" className="flex flex-wrap gap-4 text-sm">
        <Link href="/Topuphistory" className="font-semibold text-brand-800 underline">
          Prepaid top-up requests
        </Link>
        <Link href="/PrepaidAccountStatus" className="font-semibold text-brand-800 underline">
          Prepaid account status
        </Link>
      </nav>
      <Tabs label="Manage customers" tabs={TABS} selected={tab} onSelect={select} idPrefix={PREFIX} />
      {TABS.map(({ key }) => (
        <div key={key} id={panelId(PREFIX, key)} role="tabpanel" aria-labelledby={tabId(PREFIX, key)} hidden={key !== tab}>
          {opened.has(key) && key === 'requests' && <RequestsPanel onIssued={setIssued} onWritten={written} />}
          {opened.has(key) && key === 'accounts' && <AccountsPanel onIssued={setIssued} onWritten={written} />}
          {opened.has(key) && key === 'outbox' && <OutboxPanel />}
        </div>
      ))}
      {issued && <OneTimePasswordDialog issued={issued} title={issued.reset ? 'New one-time password' : 'Account opened'} onClose={() => setIssued(null)} />}
    </div>
  );
}
