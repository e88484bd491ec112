'use client';

import { ReasonDialog } from '@/components/ui/reason-dialog';
import { courier } from '@/lib/fetcher';
import { cancelShipmentSchema, MAX_SHIPMENT_CANCEL_REASON, type CancelledShipment } from '@/lib/schemas/shipment-cancel';

const reasonSchema = cancelShipmentSchema.pick(['Reason']);

interface Props {
  awb: string;
  onClose: () => void;
  /** After the shipment and the lists may have changed. */
  onChanged: () => void;
}

/** "Cancel airway bill …?": CancelShipment, which refunds a prepaid account; the API's message says how much. */
export function CancelAirwayBillDialog({ awb, onClose, onChanged }: Props) {
  async function cancel(Reason: string) {
    const res = await courier<{ data: CancelledShipment; message: string }>('CancelShipment', { method: 'POST', body: { AirWayBillNo: awb, Reason } });
    return res.message;
  }
  return (
    <ReasonDialog
      id="cancel-awb-reason"
      title={`Cancel airway bill ${awb}?`}
      label="Reason for cancelling"
      maxLength={MAX_SHIPMENT_CANCEL_REASON}
      schema={reasonSchema}
      keepLabel="Keep airway bill"
      confirmLabel="Cancel airway bill"
      onConfirm={cancel}
      onClose={onClose}
      onChanged={onChanged}
    >
      <p>
        The shipment will not be collected or delivered, and its labels can no longer be used. A prepaid account gets the charge back. This cannot be
        undone.
      </p>
    </ReasonDialog>
  );
}
