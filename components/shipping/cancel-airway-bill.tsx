'use client';

import { CancelDialog } from '@/components/ui/reason-dialog';
import type { Envelope } from '@/components/ui/use-list';
import { courier } from '@/lib/fetcher';
import { cancelShipmentSchema, MAX_SHIPMENT_CANCEL_REASON, type CancelledShipment } from '@/lib/schemas/shipment-cancel';

const reasonSchema = cancelShipmentSchema.pick(['Reason']);

/** "Cancel airway bill …?": CancelShipment, which refunds a prepaid account; the API's message says how much. */
export function CancelAirwayBillDialog({ awb, onClose, onChanged }: { awb: string; onClose: () => void; onChanged: () => void }) {
  async function cancel(Reason: string) {
    return (await courier<Envelope<CancelledShipment>>('CancelShipment', { method: 'POST', body: { AirWayBillNo: awb, Reason } })).message;
  }
  return (
    <CancelDialog id="cancel-awb-reason" what="airway bill" number={awb} maxLength={MAX_SHIPMENT_CANCEL_REASON} schema={reasonSchema} onConfirm={cancel} onClose={onClose} onChanged={onChanged}>
      <p>The shipment will not be collected or delivered, and its labels can no longer be used. A prepaid account gets the charge back. This cannot be undone.</p>
    </CancelDialog>
  );
}
