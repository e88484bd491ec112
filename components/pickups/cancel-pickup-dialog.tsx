'use client';

import { CancelDialog } from '@/components/ui/reason-dialog';
import { formatPickupWindow } from '@/components/booking/pickup-slots';
import { courier } from '@/lib/fetcher';
import { cancelPickupSchema, MAX_CANCEL_REASON } from '@/lib/schemas/pickup';
import type { Envelope, Pickup } from './types';

const reasonSchema = cancelPickupSchema.pick(['Reason']);

/** "Cancel pickup …?" with the reason the API records; `onChanged` after the list may have changed. */
export function CancelPickupDialog({ pickup, onClose, onChanged }: { pickup: Pickup; onClose: () => void; onChanged: () => void }) {
  async function cancel(Reason: string) {
    const res = await courier<Envelope<Pickup>>('CancelPickup', { method: 'POST', body: { _id: pickup._id, Reason } });
    return `Pickup ${res.data.BookingNo} is cancelled.`;
  }
  const when = formatPickupWindow(pickup.PickupDate, pickup.PickupWindowStart, pickup.PickupWindowEnd);
  return (
    <CancelDialog id="cancel-reason" what="pickup" number={pickup.BookingNo} maxLength={MAX_CANCEL_REASON} schema={reasonSchema} onConfirm={cancel} onClose={onClose} onChanged={onChanged}>
      <p>{`The pickup on ${when} will be called off. This cannot be undone; schedule a new pickup if you need one later.`}</p>
    </CancelDialog>
  );
}
