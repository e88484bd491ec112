'use client';

import { useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { panelId, tabId, Tabs } from '@/components/ui/tabs';
import { useProfile } from '@/components/portal/use-profile';
import { canOpen, isAdmin } from '@/lib/portal-nav';
import { BatchUpload } from './batch-upload';
import { CreateAirwayBill } from './create-airway-bill';
import { PrintByNumber } from './print-by-number';
import { ShipmentHistory } from './shipment-history';

type Tab = 'create' | 'batch' | 'history' | 'print';
const PREFIX = 'shipping';
const LABELS: Record<Tab, string> = { create: 'Create airway bill', batch: 'Batch upload', history: 'Airway bill history', print: 'Print airway bills' };

/**
 * /Managingshipping: a tab per permission the user holds (creating needs an
 * account to bill, so the Admin has none). The tab is kept in the address
 * (?tab=history); a tab's content is mounted when first shown, then kept.
 */
export function ManageShipping() {
  const params = useSearchParams();
  const { data } = useProfile();
  const user = data?.data;
  const can = (permission: 'Airway_Bill_Generation' | 'Air_Way_bill_history' | 'Print_Airway_Bill') => !!user && canOpen({ permission }, user);
  const canPrint = can('Print_Airway_Bill');
  const canCreate = can('Airway_Bill_Generation') && !!user?.AccountData?.AccountNo;
  const tabs = ([
    canCreate ? 'create' : null,
    canCreate ? 'batch' : null,
    can('Air_Way_bill_history') ? 'history' : null,
    canPrint ? 'print' : null,
  ].filter(Boolean) as Tab[]).map((key) => ({ key, label: LABELS[key] }));

  const wanted = params.get('tab');
  const [tab, setTab] = useState<Tab | undefined>(() => tabs.find((t) => t.key === wanted)?.key ?? tabs[0]?.key);
  const [opened, setOpened] = useState<ReadonlySet<Tab>>(() => new Set(tab ? [tab] : []));

  function select(next: Tab) {
    setTab(next);
    setOpened((s) => (s.has(next) ? s : new Set([...s, next])));
    const url = new URL(window.location.href);
    url.searchParams.set('tab', next);
    window.history.replaceState(null, '', url);
  }

  if (!user || !tab) {
    return <p className="rounded-lg border border-slate-200 bg-white p-6 text-slate-700">Airway bills are created on a customer account. Sign in as a customer to create one.</p>;
  }
  const hasHistory = tabs.some((t) => t.key === 'history');
  return (
    <div className="space-y-4">
      <Tabs label="Manage shipping" tabs={tabs} selected={tab} onSelect={select} idPrefix={PREFIX} />
      {tabs.map(({ key }) => (
        <div key={key} id={panelId(PREFIX, key)} role="tabpanel" aria-labelledby={tabId(PREFIX, key)} hidden={key !== tab} className="space-y-4">
          {opened.has(key) && key === 'create' && <CreateAirwayBill canPrint={canPrint} onShowHistory={hasHistory ? () => select('history') : undefined} />}
          {opened.has(key) && key === 'batch' && <BatchUpload canPrint={canPrint} />}
          {opened.has(key) && key === 'history' && <ShipmentHistory canPrint={canPrint} showAccount={isAdmin(user)} />}
          {opened.has(key) && key === 'print' && <PrintByNumber />}
        </div>
      ))}
    </div>
  );
}
