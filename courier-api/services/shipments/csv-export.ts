// ShipmentHistory/export: the filtered history as a CSV file for spreadsheets.
// Text cells that a spreadsheet would run as a formula (= + - @, tab, CR)
// get a leading quote (OWASP's advice, as the rate card export does), cells
// with commas, quotes or line breaks are quoted, lines end in CRLF and a BOM
// tells Excel the file is UTF-8 (receivers' names in Arabic stay readable).
import type { ShipmentFilters } from '@/lib/schemas/shipment';
import { MAX_EXPORT_ROWS } from '@/lib/schemas/shipment';
import type { Db } from '../../db/client';
import { statusLabel } from '../status';
import { historyCondition, historyOrder } from './history';
import { selectShipments, type ListRow } from './list-item';
import type { ShipmentScope } from './types';

export const EXPORT_HEADER = [
  'AirWayBillNo',
  'CreatedAt',
  'Reference',
  'BookingNo',
  'BatchNo',
  'ServiceCode',
  'ServiceName',
  'Origin',
  'Destination',
  'DestinationCountry',
  'SenderName',
  'ReceiverName',
  'ReceiverPhone',
  'Pieces',
  'ChargeableKg',
  'CodAmountAED',
  'BaseAED',
  'FuelSurchargeAED',
  'CodFeeAED',
  'VatAED',
  'TotalAED',
  'Status',
] as const;

const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell made safe: no formula, and quoted when it holds a separator, a quote or a line break. */
export function csvCell(v: string | null | undefined): string {
  const text = v ?? '';
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** 1550 fils → "15.50", exact. */
const aed = (fils: number) => `${Math.floor(fils / 100)}.${String(fils % 100).padStart(2, '0')}`;
/** 1250 g → "1.25". */
const kg = (grams: number) => String(grams / 1000);
/** "2026-11-23 10:30" in Dubai (UTC+4, no daylight saving). */
const dubaiTime = (d: Date) => new Date(d.getTime() + 4 * 3600 * 1000).toISOString().slice(0, 16).replace('T', ' ');

function line(r: ListRow): string {
  const text = [r.awbNo, dubaiTime(r.createdAt), r.reference, r.bookingNo, r.batchNo, r.serviceCode, r.serviceName ?? r.serviceCode, r.originCity, r.destinationCity, r.destinationCountry, r.senderName, r.receiverName, r.receiverPhone];
  const numbers = [String(r.pieces), kg(r.chargeableGrams ?? r.weightGrams), aed(r.codAmountFils), aed(r.baseFils), aed(r.fuelFils), aed(r.codFeeFils), aed(r.vatFils), aed(r.totalFils)];
  return [...text.map(csvCell), ...numbers, csvCell(statusLabel(r.status))].join(',');
}

export type ExportResult = { csv: string; rows: number } | { tooMany: true };

/** The whole filtered list in the list's order (page and limit ignored), or tooMany beyond MAX_EXPORT_ROWS: never a silently cut file. */
export async function exportShipmentsCsv(db: Db, scope: ShipmentScope, f: ShipmentFilters): Promise<ExportResult> {
  const rows = await selectShipments(db)
    .where(historyCondition(scope, f))
    .orderBy(...historyOrder(f.sort))
    .limit(MAX_EXPORT_ROWS + 1);
  if (rows.length > MAX_EXPORT_ROWS) return { tooMany: true };
  const lines = [EXPORT_HEADER.join(','), ...rows.map(line)];
  return { csv: `\uFEFF${lines.join('\r\n')}\r\n`, rows: rows.length };
}
