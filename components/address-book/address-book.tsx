'use client';

import { useTranslations } from 'next-intl';
import { panelId, tabId, Tabs, useTabInAddress } from '@/components/ui/tabs';
import { AddressList } from './address-list';
import { BOOKS } from './types';

const KEYS = ['sender', 'receiver'] as const;
const PREFIX = 'address-book';

/**
 * /ManageAddress: the sender and the receiver address book as two tabs. The
 * tab is kept in the address (?tab=receiver) so a reload or a shared link
 * opens the same one. A book's list is mounted the first time its tab is
 * shown and then kept, so switching back keeps its search and page.
 */
export function AddressBook() {
  const t = useTranslations('addresses');
  const tabs = KEYS.map((key) => ({ key, label: t(`${key}.title`) }));
  const { selected: tab, opened, select } = useTabInAddress(tabs, 'sender');

  return (
    <div className="space-y-4">
      <Tabs label={t('tabsLabel')} tabs={tabs}selected={tab} onSelect={select} idPrefix={PREFIX} fill />
      {KEYS.map((key) => (
        <div key={key} id={panelId(PREFIX, key)} role="tabpanel" aria-labelledby={tabId(PREFIX, key)} hidden={key !== tab} className="space-y-4">
          {opened.has(key) && <AddressList info={BOOKS[key]} />}
        </div>
      ))}
    </div>
  );
}
