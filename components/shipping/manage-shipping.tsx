'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense } from 'react';
import { panelId, tabId, Tabs, useTabInAddress, type TabItem } from '@/components/ui/tabs';
import { useProfile } from '@/components/portal/use-profile';
import { Skeleton } from '@/components/ui/states';
import { canOpen, isAdmin } from '@/lib/portal-nav';
import { CreateAirwayBill } from './create-airway-bill';

// The other tabs' screens (the batch upload with its CSV parser, the history table and
// the shipment details, printing by number) load when their tab is first opened: the
// page starts with the airway bill form's script alone (issue 12: portal TBT).
const BatchUpload = lazy(() => import('./batch-upload').then((m) => ({ default: m.BatchUpload })));
const ShipmentHistory = lazy(() => import('./shipment-history').then((m) => ({ default: m.ShipmentHistory })));
const PrintByNumber = lazy(() => import('./print-by-number').then((m) => ({ default: m.PrintByNumber })));
const TabLoading = () => <Skeleton className="h-64 w-full rounded-card" />;

type Tab = 'create' | 'batch' | 'history' | 'print';
const PREFIX = 'shipping';
const TABS: readonly Tab[] = ['create', 'batch', 'history', 'print'];

/**
 * /Managingshipping: a tab per permission the user holds (creating needs an account to bill, so the Admin has none). The tab is kept in the address
 * (?tab=history); a tab's content is mounted when first shown, then kept.
 */
export function ManageShipping() {
  const t = useTranslations('shipping.tabs');
  const user = useProfile().data?.data;
  const can = (permission: 'Airway_Bill_Generation' | 'Air_Way_bill_history' | 'Print_Airway_Bill') => !!user && canOpen({ permission }, user);
  const canPrint = can('Print_Airway_Bill');
  const canCreate = can('Airway_Bill_Generation') && !!user?.AccountData?.AccountNo;
  const hasHistory = can('Air_Way_bill_history');
  const shown = { create: canCreate, batch: canCreate, history: hasHistory, print: canPrint };
  const tabs: TabItem<Tab>[] = TABS.filter((k) => shown[k]).map((key) => ({ key, label: t(key) }));
  const { selected, opened, select } = useTabInAddress(tabs, undefined);

  if (!user || !selected) return null;
  const panels: Record<Tab, () => React.ReactNode> = {
    create: () => <CreateAirwayBill canPrint={canPrint} onShowHistory={hasHistory ? () => select('history') : undefined} />,
    batch: () => <BatchUpload canPrint={canPrint} />,
    history: () => <ShipmentHistory canPrint={canPrint} showAccount={isAdmin(user)} />,
    print: () => <PrintByNumber />,
  };
  return (
    <div className="space-y-4">
      <Tabs label={t('label')} tabs={tabs} selected={selected} onSelect={select} idPrefix={PREFIX} fill />
      {tabs.map(({ key }) => (
        <div key={key} id={panelId(PREFIX, key)} role="tabpanel" aria-labelledby={tabId(PREFIX, key)} hidden={key !== selected} className="space-y-4">
          {opened.has(key) && <Suspense fallback={<TabLoading />}>{panels[key]()}</Suspense>}
        </div>
      ))}
    </div>
  );
}
