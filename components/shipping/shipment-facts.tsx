'use client';

import { ProgressStepper, TrackingLog } from '@/components/tracking/shipment-result';
import { DataTable, type Column } from '@/components/ui/data-table';
import { formatAed, formatDubaiDateTime } from '@/components/ui/format';
import { formatKg } from '@/lib/money';
import type { ShipmentDetail, ShipmentPiece } from '@/lib/schemas/shipment';
import { FactList, PostalAddress } from './fact-list';

const heading = 'mb-2 font-semibold text-brand-900';

function Party({ title, s }: { title: 'Sender' | 'Receiver'; s: ShipmentDetail }) {
  return (
    <section aria-label={title}>
      <h3 className={heading}>{title}</h3>
      <PostalAddress p={s[title]} />
    </section>
  );
}

const pieceColumns = (of: number): Column<ShipmentPiece>[] => [
  { header: 'Piece', cell: (p) => `${p.PieceNo} of ${of}` },
  { header: 'Weight', cell: (p) => formatKg(p.Weight), numeric: true },
  { header: 'Dimensions (L × W × H)', cell: (p) => (p.Length && p.Width && p.Height ? `${p.Length} × ${p.Width} × ${p.Height} cm` : 'Not measured') },
];

/** Everything about one airway bill: status, addresses, goods, pieces, charges and its tracking log. */
export function ShipmentFacts({ s }: { s: ShipmentDetail }) {
  const c = s.Charges;
  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <p className="font-semibold">{`Status: ${s.StatusLabel}`}</p>
        <ProgressStepper progress={s.ShipmentProgress} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Party title="Sender" s={s} />
        <Party title="Receiver" s={s} />
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
        <section aria-label="Pieces">
          <h3 className={heading}>Pieces</h3>
          <DataTable label="Pieces of the airway bill" columns={pieceColumns(s.PieceDetails.length)} rows={s.PieceDetails} rowKey={(p) => String(p.PieceNo)} loading={false} empty={null} />
        </section>
      )}
      <section aria-label="Charges">
        <h3 className={heading}>Charges</h3>
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
      </section>
      <section aria-label="Tracking log" className="space-y-2">
        <h3 className={heading}>Tracking log</h3>
        <TrackingLog shipment={s} />
      </section>
    </div>
  );
}
