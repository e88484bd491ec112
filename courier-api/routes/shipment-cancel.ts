// CancelShipment (docs/api/accounts.md, "Prepaid"): the caller's account's
// airway bill, not yet collected and on no open pickup, is cancelled; a
// prepaid account gets back what the airway bill cost, in the same
// transaction (services/shipments/cancel.ts).
import { formatAed, fromFils } from '@/lib/money';
import { cancelShipmentSchema, type CancelledShipment } from '@/lib/schemas/shipment-cancel';
import { currentUser } from '../auth/guard';
import type { Ctx } from '../context';
import { forbidden, ok, readBody } from '../http';
import type { Router } from '../router';
import { auditOf } from '../services/audit-trail';
import { cancelShipment } from '../services/shipments/cancel';
import { AWB_NOT_FOUND } from './shipments';

export const NO_ACCOUNT = 'Airway bills are cancelled on a customer account, and this user has none.';

async function cancel(c: Ctx) {
  const { db, now } = c.get('deps');
  const user = currentUser(c);
  if (!user.account) throw forbidden(NO_ACCOUNT);
  const { AirWayBillNo, Reason } = await readBody(c, cancelShipmentSchema);
  const outcome = await cancelShipment(db, { accountId: user.account.id, userId: user.id, awbNo: AirWayBillNo, reason: Reason, now: now(), audit: auditOf(c) }, AWB_NOT_FOUND(AirWayBillNo));
  const data: CancelledShipment = {
    AirWayBillNo,
    Status: 'CANCELLED',
    Refunded: fromFils(outcome.refundedFils),
    Balance: outcome.balanceAfterFils === null ? null : fromFils(outcome.balanceAfterFils),
  };
  const refund =
    outcome.balanceAfterFils === null
      ? ''
      : ` ${formatAed(data.Refunded)} was refunded to your prepaid balance, which is now ${formatAed(data.Balance!)}.`;
  return ok(c, data, `Airway bill ${AirWayBillNo} is cancelled.${refund}`);
}

export function shipmentCancelRoutes(r: Router) {
  r.post('CancelShipment', { permission: 'Airway_Bill_Generation' }, cancel);
}
