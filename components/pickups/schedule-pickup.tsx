'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import useSWR from 'swr';
import { trackBookingHref } from '@/components/booking/confirmation-view';
import { useProfile } from '@/components/portal/use-profile';
import { CreatedPanel } from '@/components/shipping/fact-list';
import { Button, buttonClass } from '@/components/ui/button';
import { Notice, Panel } from '@/components/ui/states';
import { ErrorState } from '@/components/ui/error-state';
import type { Envelope } from '@/components/ui/use-list';
import { useLocalizePath } from '@/lib/i18n/client';
import { CourierError } from '@/lib/fetcher';
import type { AddressList } from '@/lib/schemas/address';
import type { Pickup } from '@/lib/schemas/pickup-model';
import { SchedulePickupForm } from './schedule-pickup-form';
import { PickupWindow } from './pickup-window';
import { usePiecesAndWeight } from './types';

/** What a scheduled pickup gives the customer: its number, when and where, and how to follow it. */
function PickupSuccess({ pickup: p, canViewHistory, onAnother }: { pickup: Pickup; canViewHistory: boolean; onAnother: () => void }) {
  const t = useTranslations('pickups.success');
  const localize = useLocalizePath();
  const piecesAndWeight = usePiecesAndWeight();
  const a = p.Address;
  return (
    <CreatedPanel
      title={t('title')}
      number={[t('bookingNo'), p.BookingNo, 'booking-no']}
      copy
      facts={[
        [t('pickup'), <PickupWindow key="window" pickup={p} />],
        [t('address'), [a.Name, a.AddressLine1, a.AddressLine2, a.City].filter(Boolean).join(', ')],
        [t('collecting'), piecesAndWeight(p)],
        [t('awbs'), p.AirWayBillNos.length ? <span className="font-mono">{p.AirWayBillNos.join(', ')}</span> : t('noAwbs')],
      ]}
    >
      <Link href={localize(trackBookingHref(p.BookingNo))} className={buttonClass()}>{t('track')}</Link>
      {canViewHistory && <Link href={localize('/Pickuphistory')} className={buttonClass('secondary')}>{t('history')}</Link>}
      <Button variant="secondary" onClick={onAnother}>{t('another')}</Button>
    </CreatedPanel>
  );
}

/** /Schedulepickupbooking: the sender book loads, then the form; after booking, the outcome. */
export function SchedulePickup() {
  const t = useTranslations('pickups.schedule');
  const localize = useLocalizePath();
  const { data: profile } = useProfile();
  // The whole sender book for the picker (the API's page limit; a book that big is searched on /ManageAddress).
  const { data, error, mutate } = useSWR<Envelope<AddressList>>('addresses?limit=100');
  const [done, setDone] = useState<Pickup | null>(null);
  const [round, setRound] = useState(0);
  const permissions = profile?.data.user.dashboard ?? {};

  // Another pickup: a fresh form, and with it a fresh Idempotency-Key.
  const another = () => {
    setDone(null);
    setRound((r) => r + 1);
  };
  if (done) return <PickupSuccess pickup={done} canViewHistory={!!permissions.Pickup_History} onAnother={another} />;
  if (error && !data) {
    if (!(error instanceof CourierError && error.status === 403)) return <ErrorState error={error} onRetry={() => void mutate()} />;
    return <Notice tone="warning" role="alert">{t('noAccount')}</Notice>;
  }
  if (!data) {
    return <p role="status" className="text-muted">{t('loading')}</p>;
  }
  if (data.data.Address.length === 0) {
    return (
      <Panel title={t('emptyTitle')}>
        <p className="mb-3 text-muted">{t('emptyText')}</p>
        <Link href={localize('/ManageAddress')} className={buttonClass()}>{t('addAddress')}</Link>
      </Panel>
    );
  }
  return <SchedulePickupForm key={round} addresses={data.data.Address} canListAwbs={!!permissions.Air_Way_bill_history} onScheduled={setDone} onAddressGone={() => void mutate()} />;
}
