'use client';

import { useRef, useState } from 'react';
import { ACTIVE_STATUSES, SearchableList } from '@/components/admin/searchable-list';
import { Button } from '@/components/ui/button';
import { useRefreshList } from '@/components/ui/use-list';
import type { ServiceType } from '@/lib/schemas/service-types';
import { RateCardEditor } from './rate-card-editor';
import { RowDialogs, type DialogState } from './row-dialogs';
import { ServiceTypeActions, serviceTypeColumns, type ServiceTypeAction } from './service-type-columns';

/**
 * /ManageServiceTypes: the searchable, paged list of service types with its
 * dialogs, and each type's rate card as a sub-view. The list stays mounted
 * (hidden) under the rate card, so coming back keeps the search and the page
 * and returns focus to the button that opened the card.
 */
export function ServiceTypesManager() {
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
          <p className="max-w-2xl text-muted">The services customers can book and the rate card each one is priced by.</p>
          <Button onClick={() => setDialog({ kind: 'add' })} className="max-sm:w-full">Add service type</Button>
        </div>
        <SearchableList
          path="ServiceTypes" id="st" statuses={ACTIVE_STATUSES} label="Service types" noun="service types" placeholder="Code or name" columns={serviceTypeColumns}
          emptyTitle="No service types yet." emptyText="Add the first one." actions={(st) => <ServiceTypeActions st={st} onAction={act} />}
        />
      </div>
      {rateCardFor && <RateCardEditor serviceType={rateCardFor} onBack={closeRateCard} />}
      {dialog && <RowDialogs dialog={dialog} onClose={() => setDialog(null)} onWritten={() => void refresh()} />}
    </>
  );
}
