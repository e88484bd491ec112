'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import { panelId, tabId, Tabs, useTabInAddress } from '@/components/ui/tabs';
import { PickupQueue } from './pickup-queue';
import { ReceiverChoicesList } from './receiver-choices';
import { ScanEvents } from './scan-events';

const TAB_KEYS = ['scan', 'pickups', 'choices'] as const;
const PREFIX = 'operations';

/**
 * /Operations (Admin): scans that move shipments through the status model,
 * the queue of pickups to collect, and what receivers chose for their
 * deliveries (issue 16). The tab is kept in the address
 * (?tab=pickups); a half-typed scan survives a look at the queue.
 */
export function OperationsManager() {
  const t = useTranslations('operations.tabs');
  const tabs = useMemo(() => TAB_KEYS.map((key) => ({ key, label: t(key) })), [t]);
  const { selected, opened, select } = useTabInAddress(tabs, 'scan');
  return (
    <div className="space-y-4">
      <Tabs label={t('label')} tabs={tabs} selected={selected} onSelect={select} idPrefix={PREFIX} />
      {TAB_KEYS.map((key) => (
        <div key={key} id={panelId(PREFIX, key)} role="tabpanel" aria-labelledby={tabId(PREFIX, key)} hidden={key !== selected}>
          {opened.has(key) && key === 'scan' && <ScanEvents />}
          {opened.has(key) && key === 'pickups' && <PickupQueue />}
          {opened.has(key) && key === 'choices' && <ReceiverChoicesList />}
        </div>
      ))}
    </div>
  );
}
