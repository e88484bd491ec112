'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { useProfile } from '@/components/portal/use-profile';
import { ProgressStepper, TrackingLog } from '@/components/tracking/shipment-result';
import { Button } from '@/components/ui/button';
import { DataTable, type Column } from '@/components/ui/data-table';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { formatDubaiDateTime } from '@/components/ui/format';
import { CancelDialog } from '@/components/ui/reason-dialog';
import { Skeleton } from '@/components/ui/states';
import { ErrorState } from '@/components/ui/error-state';
import { useList, useRefreshList, type Envelope } from '@/components/ui/use-list';
import { courier } from '@/lib/fetcher';
import { formatAed, formatKg } from '@/lib/money';
import { canOpen } from '@/lib/portal-nav';
import type { ShipmentDetail, ShipmentPiece } from '@/lib/schemas/shipment';
import { MAX_SHIPMENT_CANCEL_REASON, type CancelledShipment } from '@/lib/schemas/shipment-cancel';
import { DeliveryProof } from './delivery-proof';
import { FactList, PostalAddress } from './fact-list';
import { PrintButton } from './print-button';
import { ReceiverChoicesPart } from './receiver-choices';
import { useStatusWords } from './shipment-columns';
import { formatCount } from './shipment-format';
import { showsProof } from './proof-links';

function usePieceColumns(of: number): Column<ShipmentPiece>[] {
  const t = useTranslations('shipping.details');
  const locale = useLocale();
  const n = (x: number) => formatCount(x, locale);
  return [
    { header: t('piece'), cell: (p) => t('pieceOf', { no: n(p.PieceNo), of: n(of) }) },
    { header: t('weight'), cell: (p) => formatKg(p.Weight, locale), numeric: true },
    {
      header: t('dimensions'),
      cell: (p) => (p.Length && p.Width && p.Height ? t('dimensionsValue', { length: n(p.Length), width: n(p.Width), height: n(p.Height) }) : t('notMeasured')),
    },
  ];
}

/** A titled part of the details (a region named by its title). */
function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="space-y-2">
      <h3 className="font-semibold text-brand-900">{title}</h3>
      {children}
    </section>
  );
}

/** Everything about one airway bill: status (and its proof of delivery, once delivered), addresses, goods, pieces, charges and its tracking log. */
function ShipmentFacts({ s }: { s: ShipmentDetail }) {
  const t = useTranslations('shipping.details');
  const locale = useLocale();
  const status = useStatusWords();
  const pieceColumns = usePieceColumns(s.PieceDetails.length);
  const aed = (x: number) => formatAed(x, locale);
  const c = s.Charges;
  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <p className="font-semibold">{t('status', { status: status(s.Status, s.StatusLabel) })}</p>
        <ProgressStepper progress={s.ShipmentProgress} />
      </div>
      {showsProof(s.Status) && <DeliveryProof awb={s.AirWayBillNo} />}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {(['Sender', 'Receiver'] as const).map((party) => (
          <Part key={party} title={t(party)}>
            <PostalAddress p={s[party]} />
          </Part>
        ))}
      </div>
      <FactList
        className="text-sm"
        facts={[
          [t('created'), formatDubaiDateTime(s.CreatedAt, locale)],
          [t('service'), t('serviceValue', { code: s.ServiceCode, name: s.ServiceName })],
          [t('reference'), s.Reference || '—'],
          !!s.BookingNo && [t('bookingNo'), s.BookingNo],
          !!s.BatchNo && [t('batch'), s.BatchNo],
          [t('contents'), s.Contents || '—'],
          [t('declaredValue'), aed(s.DeclaredValue)],
          [t('cod'), aed(s.CodAmount)],
          [t('pieces'), formatCount(s.Pieces, locale)],
          [t('chargeableWeight'), formatKg(s.ChargeableKg, locale)],
          !!s.SpecialInstructions && [t('instructions'), s.SpecialInstructions],
          s.DoNotNotify && [t('receiverNotifications'), t('notificationsOff')],
        ]}
      />
      <ReceiverChoicesPart info={s.ReceiverChoices} />
      {s.PieceDetails.length > 0 && (
        <Part title={t('pieces')}>
          <DataTable label={t('piecesTable')} columns={pieceColumns} rows={s.PieceDetails} rowKey={(p) => String(p.PieceNo)} loading={false} empty={null} />
        </Part>
      )}
      <Part title={t('charges')}>
        <FactList
          numeric
          className="max-w-sm text-sm"
          facts={[
            [t('base'), aed(c.Base)],
            [t('fuel'), aed(c.FuelSurcharge)],
            [t('codFee'), aed(c.CodFee)],
            [t('vat'), aed(c.Vat)],
            [t('total'), <strong key="total">{aed(c.Total)}</strong>],
          ]}
        />
      </Part>
      <Part title={t('trackingLog')}>
        <TrackingLog shipment={s} />
      </Part>
    </div>
  );
}

/** The dialog's shape while the airway bill loads. */
function Loading() {
  const t = useTranslations('shipping.details');
  return (
    <div className="space-y-3">
      <p role="status" className="sr-only">{t('loading')}</p>
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-48 w-full" />
    </div>
  );
}

const loadReasonSchema = () => import('@/lib/schemas/shipment-cancel').then((m) => m.cancelShipmentSchema.pick(['Reason']));

/** One airway bill (GET Shipment) in a dialog, with printing and cancelling. */
export function ShipmentDetails({ awb, canPrint, onClose }: { awb: string; canPrint: boolean; onClose: () => void }) {
  const t = useTranslations('shipping.details');
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
      <Dialog title={t('title', { awb })} onClose={onClose}>
        <div aria-busy={isLoading}>{s ? <ShipmentFacts s={s} /> : error ? <ErrorState error={error} onRetry={() => void mutate()} /> : <Loading />}</div>
        <DialogActions>
          <Button variant="secondary" onClick={onClose}>{t('close')}</Button>
          {canCancel && (
            <Button variant="danger" onClick={() => setCancelling(true)}>
              {t('cancel')}
            </Button>
          )}
          {canPrint && s && <PrintButton target={{ AirWayBillNos: [awb] }} label={t('print')} />}
        </DialogActions>
      </Dialog>
      {cancelling && (
        <CancelDialog id="cancel-awb-reason" what={t('cancelWhat')} number={awb} maxLength={MAX_SHIPMENT_CANCEL_REASON} loadSchema={loadReasonSchema} onConfirm={cancel} onClose={() => setCancelling(false)} onChanged={() => void Promise.all([mutate(), refreshHistory()])}>
          <p>{t('cancelText')}</p>
        </CancelDialog>
      )}
    </>
  );
}
