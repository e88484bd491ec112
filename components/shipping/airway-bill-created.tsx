'use client';

import { useEffect, useRef } from 'react';
import { formatAed } from '@/lib/money';
import type { ShipmentDetail } from '@/lib/schemas/shipment';
import { PrintButton } from './print-button';

interface Props {
  shipment: ShipmentDetail;
  /** The API's message (for a prepaid account it says what was taken from the balance). */
  message: string;
  canPrint: boolean;
  onAnother: () => void;
  onShowHistory?: () => void;
}

const secondary = 'rounded border-2 border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50';

/** The new airway bill: its number, its charge and the two print layouts. Focused when it appears. */
export function AirwayBillCreated({ shipment: s, message, canPrint, onAnother, onShowHistory }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const target = { AirWayBillNos: [s.AirWayBillNo] };

  return (
    <section aria-labelledby="awb-created-heading" className="space-y-4 rounded-lg border border-green-300 bg-white p-6 shadow-sm">
      <h2 id="awb-created-heading" ref={heading} tabIndex={-1} className="text-xl font-bold text-green-900 focus:outline-none">
        Airway bill created
      </h2>
      <p className="text-slate-800">{message}</p>
      <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">Airway bill number</dt>
        <dd className="font-mono text-2xl font-bold tracking-wider" data-testid="created-awb">
          {s.AirWayBillNo}
        </dd>
        <dt className="font-semibold">Charge</dt>
        <dd>{`${formatAed(s.Charges.Total)} (VAT ${formatAed(s.Charges.Vat)} included)`}</dd>
        <dt className="font-semibold">Service</dt>
        <dd>{s.ServiceName}</dd>
        <dt className="font-semibold">Route</dt>
        <dd>{`${s.Origin} → ${s.Destination}`}</dd>
        <dt className="font-semibold">Receiver</dt>
        <dd>{`${s.ReceiverName}, ${s.ReceiverPhone}`}</dd>
      </dl>
      {canPrint && (
        <div className="flex flex-wrap gap-3">
          <PrintButton target={target} defaultLayout="A4" layoutChoice={false} label="Print A4 airway bill" />
          <PrintButton target={target} defaultLayout="Label4x6" layoutChoice={false} label="Print 4×6 label" />
        </div>
      )}
      <div className="flex flex-wrap gap-3">
        <button type="button" onClick={onAnother} className={secondary}>
          Create another airway bill
        </button>
        {onShowHistory && (
          <button type="button" onClick={onShowHistory} className={secondary}>
            View airway bill history
          </button>
        )}
      </div>
    </section>
  );
}
