// Airway bills (docs/api/shipping.md, "Airway bills"): CreateAirwayBill on the
// caller's account, ShipmentHistory and its CSV export, and one shipment's
// detail. The account always comes from the token; the Admin reads every
// account's shipments but creates none (no account to bill).
import { formatAed, fromFils } from '@/lib/money';
import { createAirwayBillSchema, MAX_EXPORT_ROWS, shipmentFiltersSchema, shipmentQuerySchema } from '@/lib/schemas/shipment';
import { dubaiNow } from '@/lib/schemas/booking';
import { currentUser } from '../auth/guard';
import { isAdmin, type Ctx } from '../context';
import { ApiError, conflict, forbidden, notFound, ok, readBody, readQuery } from '../http';
import type { Router } from '../router';
import { exportShipmentsCsv } from '../services/shipments/csv-export';
import { getShipmentDetail } from '../services/shipments/detail';
import { listShipments } from '../services/shipments/history';
import { airwayBillHash, findByIdempotencyKey, placeAirwayBill, type StoredShipment } from '../services/shipments/place';
import type { ShipmentOwner, ShipmentScope } from '../services/shipments/types';
import { idempotencyKey } from './booking';

const CREATE = { permission: 'Airway_Bill_Generation' } as const;
const HISTORY = { permission: 'Air_Way_bill_history' } as const;

export const NO_ACCOUNT =
  'Airway bills are created on a customer account, and this user has none. Please sign in as the customer to create one.';
export const AWB_NOT_FOUND = (awb: string) => `Airway bill ${awb} was not found.`;
export const REPLAYED = 'This airway bill was already created. Here it is again.';
export const KEY_REUSED =
  'This airway bill form was already used for a different shipment. Please reload the page to create another airway bill.';
export const TOO_MANY_TO_EXPORT = `An export holds at most ${MAX_EXPORT_ROWS.toLocaleString('en')} shipments. Please narrow the dates or filters.`;

/** A nobody-account id: a non-Admin user without an account sees no shipments. */
const NO_ACCOUNT_ID = '00000000-0000-0000-0000-000000000000';

function scopeOf(c: Ctx): ShipmentScope {
  const user = currentUser(c);
  if (isAdmin(user)) return { allAccounts: true };
  return { accountId: user.account?.id ?? NO_ACCOUNT_ID };
}

function ownerOf(c: Ctx): ShipmentOwner {
  const user = currentUser(c);
  if (!user.account) throw forbidden(NO_ACCOUNT);
  return { accountId: user.account.id, userId: user.id, paymentType: user.account.paymentType };
}

async function detailOr404(c: Ctx, scope: ShipmentScope, awbNo: string) {
  const detail = await getShipmentDetail(c.get('deps').db, scope, awbNo);
  if (!detail) throw notFound(AWB_NOT_FOUND(awbNo));
  return detail;
}

async function answerStored(c: Ctx, owner: ShipmentOwner, stored: StoredShipment, hash: string) {
  if (stored.requestHash !== hash) throw conflict(KEY_REUSED);
  return ok(c, await detailOr404(c, { accountId: owner.accountId }, stored.awbNo), REPLAYED, 200);
}

async function createAirwayBill(c: Ctx) {
  const { db, now } = c.get('deps');
  const owner = ownerOf(c);
  const key = idempotencyKey(c);
  const input = await readBody(c, createAirwayBillSchema);
  const hash = airwayBillHash(input);
  if (key) {
    const stored = await findByIdempotencyKey(db, owner.accountId, key);
    if (stored) return answerStored(c, owner, stored, hash);
  }
  const outcome = await placeAirwayBill(db, { ...owner, now: now(), idempotencyKey: key, requestHash: hash }, input);
  if (!outcome.created) return answerStored(c, owner, outcome.existing, hash);
  const { awbNo, totalFils, balanceAfterFils } = outcome.shipment;
  const paid =
    balanceAfterFils === null
      ? ''
      : ` ${formatAed(fromFils(totalFils))} was taken from your prepaid balance, which is now ${formatAed(fromFils(balanceAfterFils))}.`;
  return ok(c, await detailOr404(c, { accountId: owner.accountId }, awbNo), `Airway bill ${awbNo} created.${paid}`, 201);
}

async function shipmentHistory(c: Ctx) {
  const filters = await readBody(c, shipmentFiltersSchema);
  return ok(c, await listShipments(c.get('deps').db, scopeOf(c), filters));
}

async function exportHistory(c: Ctx) {
  const { db, now } = c.get('deps');
  const filters = await readBody(c, shipmentFiltersSchema);
  const result = await exportShipmentsCsv(db, scopeOf(c), filters);
  if ('tooMany' in result) throw new ApiError(422, TOO_MANY_TO_EXPORT);
  const today = dubaiNow(now()).date;
  const name = filters.From || filters.To ? `shipments-${filters.From || 'start'}-to-${filters.To || today}.csv` : `shipments-${today}.csv`;
  return c.body(result.csv, 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${name}"`,
    'Cache-Control': 'no-store',
  });
}

async function shipmentDetail(c: Ctx) {
  const { AirWayBillNo } = await readQuery(c, shipmentQuerySchema);
  return ok(c, await detailOr404(c, scopeOf(c), AirWayBillNo));
}

export function shipmentRoutes(r: Router) {
  r.post('CreateAirwayBill', CREATE, createAirwayBill);
  r.post('ShipmentHistory', HISTORY, shipmentHistory);
  r.post('ShipmentHistory/export', HISTORY, exportHistory);
  r.get('Shipment', HISTORY, shipmentDetail);
}
