// /v1 shipments: create (Idempotency-Key required, the portal's
// CreateAirwayBill rules), list with a cursor, get one, cancel. Everything on
// the key's account (a test key: its sandbox twin); another account's airway
// bill reads exactly like an unknown one.
import { formatAed, fromFils } from '@/lib/money';
import { awbPath, v1CancelShipmentBody, v1ShipmentListQuery } from '@/lib/schemas/merchant';
import { v1CancelledShipmentSchema, v1ShipmentDetailSchema, v1ShipmentSchema } from '@/lib/schemas/answers/merchant';
import { createAirwayBillSchema } from '@/lib/schemas/shipment';
import type { Ctx } from '../context';
import { notFound, ok, readBody, readQuery } from '../http';
import type { Router } from '../router';
import { AWB_NOT_FOUND, REPLAYED } from '../routes/shipments';
import { cancelShipment } from '../services/shipments/cancel';
import { getShipmentDetail } from '../services/shipments/detail';
import { listShipmentsAfter } from '../services/shipments/history';
import { airwayBillHash, findByIdempotencyKey, placeAirwayBill, type StoredShipment } from '../services/shipments/place';
import { keyCaller, listAnswer, markReplay, readParams, requiredIdempotencyKey } from './common';
import { cursorInvalid, decodeCursor, encodeCursor } from './cursor';
import { EXAMPLE_SHIPMENT, IDEMPOTENCY_HEADER, v1Doc } from './doc';
import { auditOf } from '../services/audit-trail';

const CREATE = { permission: 'Airway_Bill_Generation' } as const;
const HISTORY = { permission: 'Air_Way_bill_history' } as const;
const LIST = 'shipments';

async function detailOr404(c: Ctx, accountId: string, awbNo: string) {
  const detail = await getShipmentDetail(c.get('deps').db, { accountId }, awbNo);
  if (!detail) throw notFound(AWB_NOT_FOUND(awbNo));
  return detail;
}

async function replay(c: Ctx, accountId: string, stored: StoredShipment, hash: string) {
  markReplay(c, stored.requestHash === hash);
  return ok(c, await detailOr404(c, accountId, stored.awbNo), REPLAYED, 200);
}

async function create(c: Ctx) {
  const { db, now } = c.get('deps');
  const { user, account } = keyCaller(c);
  const key = requiredIdempotencyKey(c);
  const input = await readBody(c, createAirwayBillSchema);
  const hash = airwayBillHash(input);
  const stored = await findByIdempotencyKey(db, account.id, key);
  if (stored) return replay(c, account.id, stored, hash);
  const owner = { accountId: account.id, userId: user.id, paymentType: account.paymentType };
  const outcome = await placeAirwayBill(db, { ...owner, now: now(), idempotencyKey: key, requestHash: hash }, input);
  if (!outcome.created) return replay(c, account.id, outcome.existing, hash);
  const { awbNo, totalFils, balanceAfterFils } = outcome.shipment;
  const paid =
    balanceAfterFils === null
      ? ''
      : ` ${formatAed(fromFils(totalFils))} was taken from your prepaid balance, which is now ${formatAed(fromFils(balanceAfterFils))}.`;
  return ok(c, await detailOr404(c, account.id, awbNo), `Airway bill ${awbNo} created.${paid}`, 201);
}

async function list(c: Ctx) {
  const { account } = keyCaller(c);
  const { limit, cursor, ...filters } = await readQuery(c, v1ShipmentListQuery);
  const afterId = decodeCursor(LIST, cursor);
  const page = await listShipmentsAfter(c.get('deps').db, { accountId: account.id }, filters, { limit, afterId });
  // A well-formed cursor that is not one of this account's shipments: the same answer as a garbled one.
  if (!page) throw cursorInvalid();
  return listAnswer(c, page.shipments, page.next ? encodeCursor(LIST, page.next) : null);
}

async function get(c: Ctx) {
  const { account } = keyCaller(c);
  const { awb } = await readParams(c, awbPath);
  return ok(c, await detailOr404(c, account.id, awb));
}

async function cancel(c: Ctx) {
  const { db, now } = c.get('deps');
  const { user, account } = keyCaller(c);
  const { awb } = await readParams(c, awbPath);
  const { Reason } = await readBody(c, v1CancelShipmentBody);
  const outcome = await cancelShipment(db, { accountId: account.id, userId: user.id, awbNo: awb, reason: Reason, now: now(), audit: auditOf(c) }, AWB_NOT_FOUND(awb));
  const data = {
    AirWayBillNo: awb,
    Status: 'CANCELLED' as const,
    Refunded: fromFils(outcome.refundedFils),
    Balance: outcome.balanceAfterFils === null ? null : fromFils(outcome.balanceAfterFils),
  };
  const refund =
    outcome.balanceAfterFils === null
      ? ''
      : ` ${formatAed(data.Refunded)} was refunded to your prepaid balance, which is now ${formatAed(data.Balance!)}.`;
  return ok(c, data, `Airway bill ${awb} is cancelled.${refund}`);
}

const TAG = 'Shipments';

const createDoc = v1Doc({
  operationId: 'createShipment',
  summary: 'Create a shipment (an airway bill)',
  description:
    'Creates an airway bill on the key\'s account, priced by the rate card. A prepaid account pays at once. Send the same Idempotency-Key again and you get the same shipment back (200, `Idempotent-Replayed: true`); the same key with another body is a 409.',
  tag: TAG,
  body: createAirwayBillSchema,
  response: v1ShipmentDetailSchema,
  status: 201,
  headers: [IDEMPOTENCY_HEADER],
  example: EXAMPLE_SHIPMENT,
  replays: true,
  errors: [422],
});

export function shipmentV1Routes(r: Router) {
  r.post('v1/shipments', CREATE, create, { credential: 'apiKey', doc: createDoc });
  r.get('v1/shipments', HISTORY, list, {
    credential: 'apiKey',
    doc: {
      operationId: 'listShipments',
      summary: 'List shipments',
      description: 'Newest first, a page at a time: pass `next_cursor` as `cursor` for the next page (stable while new shipments arrive).',
      tag: TAG,
      query: v1ShipmentListQuery,
      response: v1ShipmentSchema,
      paginated: true,
    },
  });
  r.get('v1/shipments/:awb', HISTORY, get, {
    credential: 'apiKey',
    doc: v1Doc({ operationId: 'getShipment', summary: 'Get a shipment', description: 'With its parties, pieces and tracking log.', tag: TAG, params: awbPath, response: v1ShipmentDetailSchema }),
  });
  r.post('v1/shipments/:awb/cancel', CREATE, cancel, {
    credential: 'apiKey',
    doc: v1Doc({
      operationId: 'cancelShipment',
      summary: 'Cancel a shipment',
      description: 'Only before it is collected and while it is on no open pickup. A prepaid account gets its charge back.',
      tag: TAG,
      params: awbPath,
      body: v1CancelShipmentBody,
      response: v1CancelledShipmentSchema,
      example: { Reason: 'The customer cancelled the order.' },
      errors: [409, 422],
    }),
  });
}
