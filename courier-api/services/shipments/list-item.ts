// The Shipment object of ShipmentHistory (and the start of the detail): one
// select with its joins, and the mapping from fils and grams to the API's
// AED and kg. History, detail and the CSV export all read through here.
import { eq, sql, type SQL } from 'drizzle-orm';
import { fromFils, fromGrams } from '@/lib/money';
import type { Shipment } from '@/lib/schemas/shipment';
import type { Db } from '../../db/client';
import { accounts, batches, serviceTypes, shipments } from '../../db/schema';
import { statusLabel } from '../status';
import type { ShipmentScope } from './types';

export const listColumns = {
  id: shipments.id,
  awbNo: shipments.awbNo,
  accountNo: accounts.accountNo,
  reference: shipments.reference,
  bookingNo: shipments.bookingNo,
  batchNo: batches.batchNo,
  createdAt: shipments.createdAt,
  serviceCode: shipments.serviceCode,
  serviceName: serviceTypes.name,
  originCity: shipments.originCity,
  destinationCity: shipments.destinationCity,
  destinationCountry: shipments.destinationCountry,
  senderName: shipments.senderName,
  receiverName: shipments.receiverName,
  receiverPhone: shipments.receiverPhone,
  pieces: shipments.pieces,
  chargeableGrams: shipments.chargeableGrams,
  weightGrams: shipments.weightGrams,
  codAmountFils: shipments.codAmountFils,
  baseFils: shipments.baseFils,
  fuelFils: shipments.fuelFils,
  codFeeFils: shipments.codFeeFils,
  vatFils: shipments.vatFils,
  totalFils: shipments.totalFils,
  status: shipments.status,
  progress: shipments.progress,
};

/**
 * The scope as a WHERE condition: the reader's account; for the Admin, every
 * account but the merchant API's sandbox twins (test-mode shipments are no
 * one's business). A handful of twins: the subquery is one hashed lookup.
 */
export const scopeCondition = (scope: ShipmentScope): SQL | undefined =>
  'accountId' in scope ? eq(shipments.accountId, scope.accountId) : notSandbox(sql`${shipments.accountId}`);

/** `column` (an account id) is not a sandbox twin's. */
export const notSandbox = (column: SQL): SQL =>
  sql`${column} not in (select ${accounts.id} from ${accounts} where ${accounts.sandboxOf} is not null)`;

/** SELECT the list columns FROM shipments with the joins they need (service name, batch number, account number). */
export function selectShipments(db: Db) {
  return db
    .select(listColumns)
    .from(shipments)
    .leftJoin(serviceTypes, eq(serviceTypes.id, shipments.serviceTypeId))
    .leftJoin(batches, eq(batches.id, shipments.batchId))
    .leftJoin(accounts, eq(accounts.id, shipments.accountId));
}

export type ListRow = Awaited<ReturnType<typeof selectShipments>>[number];

export function shipmentJson(r: ListRow): Shipment {
  return {
    _id: r.id,
    AirWayBillNo: r.awbNo,
    AccountNo: r.accountNo ?? null,
    Reference: r.reference ?? '',
    BookingNo: r.bookingNo,
    BatchNo: r.batchNo ?? null,
    CreatedAt: r.createdAt.toISOString(),
    ServiceCode: r.serviceCode,
    ServiceName: r.serviceName ?? r.serviceCode,
    Origin: r.originCity,
    Destination: r.destinationCity,
    DestinationCountry: r.destinationCountry,
    SenderName: r.senderName,
    ReceiverName: r.receiverName,
    ReceiverPhone: r.receiverPhone ?? '',
    Pieces: r.pieces,
    ChargeableKg: fromGrams(r.chargeableGrams ?? r.weightGrams),
    CodAmount: fromFils(r.codAmountFils),
    Charges: {
      Base: fromFils(r.baseFils),
      FuelSurcharge: fromFils(r.fuelFils),
      CodFee: fromFils(r.codFeeFils),
      Vat: fromFils(r.vatFils),
      Total: fromFils(r.totalFils),
      Currency: 'AED',
    },
    Status: r.status,
    StatusLabel: statusLabel(r.status),
    ShipmentProgress: r.progress,
  };
}
