'use client';

import { useState } from 'react';
import { useProfile } from '@/components/portal/use-profile';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions } from '@/components/ui/dialog';
import { ErrorState, Skeleton } from '@/components/ui/states';
import { useList, useRefreshList } from '@/components/ui/use-list';
import type { ShipmentDetail } from '@/lib/schemas/shipment';
import { canOpen } from '@/lib/portal-nav';
import { CancelAirwayBillDialog } from './cancel-airway-bill';
import { PrintButton } from './print-button';
import { ShipmentFacts } from './shipment-facts';

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

/** The dialog's shape while the airway bill loads. */
const loading = (
  <div className="space-y-3">
    <p role="status" className="sr-only">
      Loading the airway bill…
    </p>
    <Skeleton className="h-10 w-full" />
    <Skeleton className="h-48 w-full" />
  </div>
);

/** One airway bill (GET Shipment) in a dialog, with printing and cancelling. */
export function ShipmentDetails({ awb, canPrint, onClose }: { awb: string; canPrint: boolean; onClose: () => void }) {
  const { data, error, isLoading, mutate } = useList<ShipmentDetail>('Shipment', { AirWayBillNo: awb });
  const refreshHistory = useRefreshList('ShipmentHistory');
  const [cancelling, setCancelling] = useState(false);
  const s = data?.data;
  const canCancel = useCanCancel(s);
  return (
    <>
      <Dialog title={`Airway bill ${awb}`} onClose={onClose}>
        <div aria-busy={isLoading}>{s ? <ShipmentFacts s={s} /> : error ? <ErrorState error={error} onRetry={() => void mutate()} /> : loading}</div>
        <DialogActions>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          {canCancel && (
            <Button variant="danger" onClick={() => setCancelling(true)}>
              Cancel airway bill
            </Button>
          )}
          {canPrint && s && <PrintButton target={{ AirWayBillNos: [awb] }} label="Print airway bill" />}
        </DialogActions>
      </Dialog>
      {cancelling && (
        <CancelAirwayBillDialog
          awb={awb}
          onClose={() => setCancelling(false)}
          onChanged={() => {
            void mutate();
            void refreshHistory();
          }}
        />
      )}
    </>
  );
}
