'use client';

import { ReasonDialog } from '@/components/ui/reason-dialog';
import { formatPickupWindow } from '@/components/booking/pickup-slots';
import { courier } from '@/lib/fetcher';
import { cancelPickupSchema, MAX_CANCEL_REASON } from '@/lib/schemas/pickup';
import type { Envelope, Pickup } from './types';

const reasonSchema = cancelPickupSchema.pick(['Reason']);

interface Props {
  pickup: Pickup;
  onClose: () => void;
  /** After the list may have changed (cancelled here, or found changed by someone else). */
  onChanged: () => void;
}

/** "Cancel this pickup?" with the reason the API records. */
export function CancelPickupDialog({ pickup, onClose, onChanged }: Props) {
  async function cancel(Reason: string) {
    const res = await courier<Envelope<Pickup>>('CancelPickup', { method: 'POST', body: { _id: pickup._id, Reason } });
    return `Pickup ${res.data.BookingNo} is cancelled.`;
  }
  return (
    <ReasonDialog
      id="cancel-reason"
      title={`Cancel pickup ${pickup.BookingNo}?`}
      label="Reason for cancelling"
      maxLength={MAX_CANCEL_REASON}
      schema={reasonSchema}
      keepLabel="Keep pickup"
      confirmLabel="Cancel pickup"
      onConfirm={cancel}
      onClose={onClose}
      onChanged={onChanged}
    >
      <p>
        {`The pickup on ${formatPickupWindow(pickup.PickupDate, pickup.PickupWindowStart, pickup.PickupWindowEnd)} will be called off. This cannot be undone; schedule a new pickup if you need one later.`}
      </p>
    </ReasonDialog>
  );
}
