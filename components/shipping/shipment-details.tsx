'use client';

import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { useProfile } from '@/components/portal/use-profile';
import { errorMessage } from '@/components/ui/notify';
import { Modal } from '@/components/ui/modal';
import { ProgressStepper, TrackingLog } from '@/components/tracking/shipment-result';
import { formatAed, formatKg } from '@/lib/money';
import type { ShipmentDetail, ShipmentParty } from '@/lib/schemas/shipment';
import { canOpen } from '@/lib/portal-nav';
import { CancelAirwayBillDialog } from './cancel-airway-bill';
import { PrintButton } from './print-button';
import { dubaiDateTime } from './shipment-format';
import { isHistoryKey, useShipmentDetail } from './use-shipment-history';

function Party({ title, p }: { title: string; p: ShipmentParty }) {
  return (
    <section aria-label={title}>
      <h3 className="font-semibold text-brand-900">{title}</h3>
      <address className="text-sm not-italic text-slate-800">
        <span className="block font-semibold">{p.Name}</span>
        {p.Company && <span className="block">{p.Company}</span>}
        {[p.AddressLine1, p.AddressLine2].filter(Boolean).map((l) => (
          <span key={l} className="block">
            {l}
          </span>
        ))}
        <span className="block">{`${p.City}, ${p.Country}`}</span>
        {p.Phone && <span className="block">{p.Phone}</span>}
        {p.Email && <span className="block break-all">{p.Email}</span>}
      </address>
    </section>
  );
}

const money = (label: string, aed: number): [string, string] => [label, formatAed(aed)];

function Facts({ s }: { s: ShipmentDetail }) {
  const rows: Array<[string, string]> = [
    ['Created', dubaiDateTime(s.CreatedAt)],
    ['Service', `${s.ServiceCode} – ${s.ServiceName}`],
    ['Reference', s.Reference || '—'],
    ...(s.BookingNo ? [['Booking number', s.BookingNo] as [string, string]] : []),
    ...(s.BatchNo ? [['Batch', s.BatchNo] as [string, string]] : []),
    ['Contents', s.Contents || '—'],
    money('Declared value', s.DeclaredValue),
    money('Cash on delivery', s.CodAmount),
    ['Pieces', String(s.Pieces)],
    ['Chargeable weight', formatKg(s.ChargeableKg)],
    ...(s.SpecialInstructions ? [['Special instructions', s.SpecialInstructions] as [string, string]] : []),
  ];
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {rows.map(([k, v]) => (
        <div key={k} className="contents">
          <dt className="font-semibold">{k}</dt>
          <dd className="break-words">{v}</dd>
        </div>
      ))}
    </dl>
  );
}

function Charges({ s }: { s: ShipmentDetail }) {
  const c = s.Charges;
  const lines = [money('Base', c.Base), money('Fuel surcharge', c.FuelSurcharge), money('COD fee', c.CodFee), money('VAT', c.Vat)];
  return (
    <table className="w-full max-w-sm text-sm">
      <caption className="text-left font-semibold text-brand-900">Charges</caption>
      <tbody>
        {lines.map(([k, v]) => (
          <tr key={k} className="border-t border-slate-100">
            <th scope="row" className="py-1 text-left font-normal">{k}</th>
            <td className="py-1 text-right">{v}</td>
          </tr>
        ))}
        <tr className="border-t border-slate-300 font-bold">
          <th scope="row" className="py-1 text-left">Total</th>
          <td className="py-1 text-right">{formatAed(c.Total)}</td>
        </tr>
      </tbody>
    </table>
  );
}

function Pieces({ s }: { s: ShipmentDetail }) {
  if (!s.PieceDetails.length) return null;
  return (
    <table className="w-full text-sm">
      <caption className="text-left font-semibold text-brand-900">Pieces</caption>
      <thead>
        <tr>
          {['Piece', 'Weight', 'Dimensions (L × W × H)'].map((h) => (
            <th key={h} scope="col" className="py-1 text-left">{h}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {s.PieceDetails.map((p) => (
          <tr key={p.PieceNo} className="border-t border-slate-100">
            <td className="py-1">{`${p.PieceNo} of ${s.PieceDetails.length}`}</td>
            <td className="py-1">{formatKg(p.Weight)}</td>
            <td className="py-1">{p.Length && p.Width && p.Height ? `${p.Length} × ${p.Width} × ${p.Height} cm` : 'Not measured'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * Whether the reader may call off this airway bill: their account's creator
 * permission, and a shipment not yet collected nor cancelled (an open pickup
 * is for the API to explain).
 */
function useCanCancel(s: ShipmentDetail | undefined): boolean {
  const user = useProfile().data?.data;
  if (!s || !user?.AccountData?.AccountNo || !canOpen({ permission: 'Airway_Bill_Generation' }, user)) return false;
  return s.ShipmentProgress === 0 && s.Status !== 'CANCELLED';
}

/** One airway bill in a dialog: status, addresses, goods, pieces, charges, tracking log, printing and cancelling. */
export function ShipmentDetails({ awb, canPrint, onClose }: { awb: string; canPrint: boolean; onClose: () => void }) {
  const { data, error, isLoading, mutate: reload } = useShipmentDetail(awb);
  const { mutate } = useSWRConfig();
  const [cancelling, setCancelling] = useState(false);
  const s = data?.data;
  const canCancel = useCanCancel(s);
  return (
    <Modal title={`Airway bill ${awb}`} onClose={onClose}>
      <div className="space-y-5" aria-busy={isLoading}>
        {isLoading && <p role="status">Loading the airway bill…</p>}
        {error && <p role="alert" className="text-red-800">{errorMessage(error)}</p>}
        {s && (
          <>
            <div className="space-y-2">
              <p className="font-semibold">{`Status: ${s.StatusLabel}`}</p>
              <ProgressStepper progress={s.ShipmentProgress} />
            </div>
            <div className="grid gap-4 sm:grid-cols-2">
              <Party title="Sender" p={s.Sender} />
              <Party title="Receiver" p={s.Receiver} />
            </div>
            <Facts s={s} />
            <Pieces s={s} />
            <Charges s={s} />
            <section aria-label="Tracking log" className="space-y-2">
              <h3 className="font-semibold text-brand-900">Tracking log</h3>
              <TrackingLog shipment={s} />
            </section>
          </>
        )}
        <div className="flex flex-wrap items-center gap-3 border-t border-slate-200 pt-4">
          {canPrint && s && <PrintButton target={{ AirWayBillNos: [awb] }} label="Print airway bill" />}
          {canCancel && (
            <button type="button" onClick={() => setCancelling(true)} className="rounded border-2 border-red-700 px-4 py-2 font-semibold text-red-800 hover:bg-red-50">
              Cancel airway bill
            </button>
          )}
          <button type="button" onClick={onClose} className="ml-auto rounded border border-slate-400 px-4 py-2 font-semibold text-slate-800 hover:bg-slate-100">
            Close
          </button>
        </div>
      </div>
      {cancelling && (
        <CancelAirwayBillDialog
          awb={awb}
          onClose={() => setCancelling(false)}
          onChanged={() => {
            void reload();
            void mutate(isHistoryKey);
          }}
        />
      )}
    </Modal>
  );
}
