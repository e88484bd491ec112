'use client';

import { panelId, tabId, Tabs, useTabInAddress } from '@/components/ui/tabs';
import { PickupQueue } from './pickup-queue';
import { ScanEvents } from './scan-events';

const TABS = [
  { key: 'scan', label: 'Scan events' },
  { key: 'pickups', label: 'Pickup queue' },
] as const;
const PREFIX = 'operations';

/**
 * /Operations (Admin): scans that move shipments through the status model,
 * and the queue of pickups to collect. The tab is kept in the address
 * (?tab=pickups); a half-typed scan survives a look at the queue.
 */
export function OperationsManager() {
  const { selected, opened, select } = useTabInAddress(TABS, 'scan');
  return (
    <div className="space-y-4">
      <Tabs label="Operations" tabs={TABS} selected={selected} onSelect={select} idPrefix={PREFIX} />
      {TABS.map(({ key }) => (
        <div key={key} id={panelId(PREFIX, key)} role="tabpanel" aria-labelledby={tabId(PREFIX, key)} hidden={key !== selected}>
          {opened.has(key) && key === 'scan' && <ScanEvents />}
          {opened.has(key) && key === 'pickups' && <PickupQueue />}
        </div>
      ))}
    </div>
  );
}
