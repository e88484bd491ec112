'use client';

import { Button } from '@/components/ui/button';
import { formatAed } from '@/components/ui/format';
import type { ShipmentDetail } from '@/lib/schemas/shipment';
import { CreatedPanel } from './created-panel';
import { PrintButton } from './print-button';

interface Props {
  shipment: ShipmentDetail;
  message: string;
  canPrint: boolean;
  onAnother: () => void;
  onShowHistory?: () => void;
}

/** The new airway bill: its number, its charge, the two print layouts and what next. */
export function AirwayBillCreated({ shipment: s, message, canPrint, onAnother, onShowHistory }: Props) {
  const target = { AirWayBillNos: [s.AirWayBillNo] };
  return (
    <CreatedPanel
      title="Airway bill created"
      message={message}
      number={['Airway bill number', s.AirWayBillNo, 'created-awb']}
      facts={[
        ['Charge', `${formatAed(s.Charges.Total)} (VAT ${formatAed(s.Charges.Vat)} included)`],
        ['Service', s.ServiceName],
        ['Route', `${s.Origin} → ${s.Destination}`],
        ['Receiver', `${s.ReceiverName}, ${s.ReceiverPhone}`],
      ]}
    >
      {canPrint && <PrintButton target={target} layout="A4" label="Print A4 airway bill" />}
      {canPrint && <PrintButton target={target} layout="Label4x6" label="Print 4×6 label" />}
      <Button variant="secondary" onClick={onAnother}>
        Create another airway bill
      </Button>
      {onShowHistory && (
        <Button variant="secondary" onClick={onShowHistory}>
          View airway bill history
        </Button>
      )}
    </CreatedPanel>
  );
}
