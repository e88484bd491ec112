'use client';

import { useState, type ReactNode } from 'react';
import { useProfile } from '@/components/portal/use-profile';
import { ProgressStepper, TrackingLog } from '@/components/tracking/shipment-result';
import { Button } from '@/components/ui/button';
import { DataTable, type Column } from '@/components/ui/data-table';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { formatAed, formatDubaiDateTime } from '@/components/ui/format';
import { CancelDialog } from '@/components/ui/reason-dialog';
import { ErrorState, Skeleton } from '@/components/ui/states';
import { useList, useRefreshList, type Envelope } from '@/components/ui/use-list';
import { courier } from '@/lib/fetcher';
import { formatKg } from '@/lib/money';
import { canOpen } from '@/lib/portal-nav';
import type { ShipmentDetail, ShipmentPiece } from '@/lib/schemas/shipment';
import { cancelShipmentSchema, MAX_SHIPMENT_CANCEL_REASON, type CancelledShipment } from '@/lib/schemas/shipment-cancel';
import { FactList, PostalAddress } from './fact-list';
import { PrintButton } from './print-button';

const pieceColumns = (of: number): Column<ShipmentPiece>[] => [
  { header: 'Piece', cell: (p) => `${p.PieceNo} of ${of}` },
  { header: 'Weight', cell: (p) => formatKg(p.Weight), numeric: true },
  { header: 'Dimensions (L × W × H)', cell: (p) => (p.Length && p.Width && p.Height ? `${p.Length} × ${p.Width} × ${p.Height} cm` : 'Not measured') },
];

/** A titled part of the details (a region named by its title). */
function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="space-y-2">
      <h3 className="font-semibold text-brand-900">{title}</h3>
      {children}
    </section>
  );
}

/** Everything about one airway bill: status, addresses, goods, pieces, charges and its tracking log. */
function ShipmentFacts({ s }: { s: ShipmentDetail }) {
  const c = s.Charges;
  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <p className="font-semibold">{`Status: ${s.StatusLabel}`}</p>
        <ProgressStepper progress={s.ShipmentProgress} />
      </div>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {(['Sender', 'Receiver'] as const).map((party) => (
          <Part key={party} title={party}>
            <PostalAddress p={s[party]} />
          </Part>
        ))}
      </div>
      <FactList
        className="text-sm"
        facts={[
          ['Created', formatDubaiDateTime(s.CreatedAt)],
          ['Service', `${s.ServiceCode} – ${s.ServiceName}`],
          ['Reference', s.Reference || '—'],
          !!s.BookingNo && ['Booking number', s.BookingNo],
          !!s.BatchNo && ['Batch', s.BatchNo],
          ['Contents', s.Contents || '—'],
          ['Declared value', formatAed(s.DeclaredValue)],
          ['Cash on delivery', formatAed(s.CodAmount)],
          ['Pieces', String(s.Pieces)],
          ['Chargeable weight', formatKg(s.ChargeableKg)],
          !!s.SpecialInstructions && ['Special instructions', s.SpecialInstructions],
        ]}
      />
      {s.PieceDetails.length > 0 && (
        <Part title="Pieces">
          <DataTable label="Pieces of the airway bill" columns={pieceColumns(s.PieceDetails.length)} rows={s.PieceDetails} rowKey={(p) => String(p.PieceNo)} loading={false} empty={null} />
        </Part>
      )}
      <Part title="Charges">
        <FactList
          numeric
          className="max-w-sm text-sm"
          facts={[
            ['Base', formatAed(c.Base)],
            ['Fuel surcharge', formatAed(c.FuelSurcharge)],
            ['COD fee', formatAed(c.CodFee)],
            ['VAT', formatAed(c.Vat)],
            ['Total', <strong key="total">{formatAed(c.Total)}</strong>],
          ]}
        />
      </Part>
      <Part title="Tracking log">
        <TrackingLog shipment={s} />
      </Part>
    </div>
  );
}

/** The dialog's shape while the airway bill loads. */
const loading = (
  <div className="space-y-3">
    <p role="status" className="sr-only">Loading the airway bill…</p>
    <Skeleton className="h-10 w-full" />
    <Skeleton className="h-48 w-full" />
  </div>
);

const reasonSchema = cancelShipmentSchema.pick(['Reason']);

/** One airway bill (GET Shipment) in a dialog, with printing and cancelling. */
export function ShipmentDetails({ awb, canPrint, onClose }: { awb: string; canPrint: boolean; onClose: () => void }) {
  const { data, error, isLoading, mutate } = useList<ShipmentDetail>('Shipment', { AirWayBillNo: awb });
  const refreshHistory = useRefreshList('ShipmentHistory');
  const [cancelling, setCancelling] = useState(false);
  const s = data?.data;
  // "Cancel airway bill …?": CancelShipment, which refunds a prepaid account; the API's message says how much.
  const cancel = async (Reason: string) => (await courier<Envelope<CancelledShipment>>('CancelShipment', { method: 'POST', body: { AirWayBillNo: awb, Reason } })).message;
  const user = useProfile().data?.data;
  // The account's creator permission, and a shipment not yet collected nor cancelled (an open pickup is for the API to explain).
  const canCancel = !!s && !!user?.AccountData?.AccountNo && canOpen({ permission: 'Airway_Bill_Generation' }, user) && s.ShipmentProgress === 0 && s.Status !== 'CANCELLED';
  return (
    <>
      <Dialog title={`Airway bill ${awb}`} onClose={onClose}>
        <div aria-busy={isLoading}>{s ? <ShipmentFacts s={s} /> : error ? <ErrorState error={error} onRetry={() => void mutate()} /> : loading}</div>
        <DialogActions>
          <Button variant="secondary" onClick={onClose}>Close</Button>
          {canCancel && (
            <Button variant="danger" onClick={() => setCancelling(true)}>
              Cancel airway bill
            </Button>
          )}
          {canPrint && s && <PrintButton target={{ AirWayBillNos: [awb] }} label="Print airway bill" />}
        </DialogActions>
      </Dialog>
      {cancelling && (
        <CancelDialog id="cancel-awb-reason" what="airway bill" number={awb} maxLength={MAX_SHIPMENT_CANCEL_REASON} schema={reasonSchema} onConfirm={cancel} onClose={() => setCancelling(false)} onChanged={() => void Promise.all([mutate(), refreshHistory()])}>
          <p>The shipment will not be collected or delivered, and its labels can no longer be used. A prepaid account gets the charge back. This cannot be undone.</p>
        </CancelDialog>
      )}
    </>
  );
}
