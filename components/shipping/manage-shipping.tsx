'use client';

import { useTranslations } from 'next-intl';
import { panelId, tabId, Tabs, useTabInAddress, type TabItem } from '@/components/ui/tabs';
import { useProfile } from '@/components/portal/use-profile';
import { canOpen, isAdmin } from '@/lib/portal-nav';
import { BatchUpload } from './batch-upload';
import { CreateAirwayBill } from './create-airway-bill';
import { PrintByNumber } from './print-by-number';
import { ShipmentHistory } from './shipment-history';

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
          {opened.has(key) && panels[key]()}
        </div>
      ))}
    </div>
  );
}
