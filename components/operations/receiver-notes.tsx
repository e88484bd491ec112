'use client';

import { useTranslations } from 'next-intl';
import { useReceiverChoiceLines } from '@/components/tracking/receiver-words';
import { Notice } from '@/components/ui/states';
import { useDebounced } from '@/components/ui/use-debounced';
import { useList } from '@/components/ui/use-list';
import { MAX_CHOICE_AWBS, type ReceiverCurrent } from '@/lib/schemas/receiver';

const AWB = /^\d{11}$/;

/**
 * Under the scan list: what the receivers of the listed airway bills chose
 * (issue 16), so a parcel whose receiver asked for Thursday is not scanned
 * out for delivery on Monday unawares. Nothing when none of them chose.
 */
export function ReceiverNotes({ awbs }: { awbs: string[] }) {
  const t = useTranslations('operations.scan.receiverNotes');
  const lines = useReceiverChoiceLines();
  const settled = useDebounced(awbs.filter((a) => AWB.test(a)).slice(0, MAX_CHOICE_AWBS).join(','), 400);
  const { data } = useList<ReceiverCurrent[]>('ReceiverChoices/Current', settled ? { AirWayBillNos: settled } : null);
  const notes = settled ? (data?.data ?? []) : [];
  if (!notes.length) return null;
  return (
    <Notice role="note">
      <p className="font-semibold">{t('title')}</p>
      <ul className="mt-1 space-y-1">
        {notes.map((n) => (
          <li key={n.AirWayBillNo}>
            <span className="font-semibold">{t('awb', { awb: n.AirWayBillNo })}</span>
            {': '}
            <bdi>{[n.DeliveryDate && lines.deliveryDay(n.DeliveryDate), n.LeaveWith && lines.leaveWith(n.LeaveWith), n.Instructions && lines.instructions(n.Instructions)].filter(Boolean).join(' · ')}</bdi>
          </li>
        ))}
      </ul>
    </Notice>
  );
}
