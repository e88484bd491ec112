'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { SearchableList, useActiveStatuses } from '@/components/admin/searchable-list';
import { Button } from '@/components/ui/button';
import { useRefreshList } from '@/components/ui/use-list';
import type { ServiceType } from '@/lib/schemas/service-types';
import { RateCardEditor } from './rate-card-editor';
import { RowDialogs, type DialogState } from './row-dialogs';
import { ServiceTypeActions, useServiceTypeColumns, type ServiceTypeAction } from './service-type-columns';

/**
 * /ManageServiceTypes: the searchable, paged list of service types with its
 * dialogs, and each type's rate card as a sub-view. The list stays mounted
 * (hidden) under the rate card, so coming back keeps the search and the page
 * and returns focus to the button that opened the card.
 */
export function ServiceTypesManager() {
  const t = useTranslations('admin.serviceTypes');
  const columns = useServiceTypeColumns();
  const statuses = useActiveStatuses();
  const [dialog, setDialog] = useState<DialogState | null>(null);
  const [rateCardFor, setRateCardFor] = useState<ServiceType | null>(null);
  const rateCardOpener = useRef<HTMLElement | null>(null);
  const refresh = useRefreshList('ServiceTypes');

  function act(action: ServiceTypeAction, st: ServiceType) {
    if (action !== 'rateCard') return setDialog({ kind: action, st });
    rateCardOpener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setRateCardFor(st);
  }
  function closeRateCard() {
    setRateCardFor(null);
    // After the list is shown again.
    requestAnimationFrame(() => rateCardOpener.current?.focus());
  }

  return (
    <>
      <div hidden={!!rateCardFor} className="space-y-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <p className="max-w-2xl text-muted">{t('intro')}</p>
          <Button onClick={() => setDialog({ kind: 'add' })} className="max-sm:w-full">{t('add')}</Button>
        </div>
        <SearchableList
          path="ServiceTypes" id="st" statuses={statuses} label={t('label')} noun={t('noun')} placeholder={t('placeholder')} columns={columns}
          emptyTitle={t('emptyTitle')} emptyText={t('emptyText')} actions={(st) => <ServiceTypeActions st={st} onAction={act} />}
        />
      </div>
      {rateCardFor && <RateCardEditor serviceType={rateCardFor} onBack={closeRateCard} />}
      {dialog && <RowDialogs dialog={dialog} onClose={() => setDialog(null)} onWritten={() => void refresh()} />}
    </>
  );
}
