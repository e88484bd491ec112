// AirwayBillPDFFormat and AirwayBillBatchPDFFormat: airway bills as a PDF
// (A4 or 4×6 labels) for the caller's own shipments; the Admin may print any.
// Another account's number answers 404 like an unknown one, so nobody can
// learn that it exists. docs/api/shipping.md, "Printing".
import { printAwbSchema, printBatchSchema, type PrintLayout } from '@/lib/schemas/printing';
import { getEnv } from '@/lib/env';
import { currentUser } from '../auth/guard';
import { isAdmin, type Ctx } from '../context';
import { notFound, readBody } from '../http';
import type { Router } from '../router';
import { loadByAwb, loadByBatch, type LabelShipment } from '../services/labels/load-shipments';
import { renderAirwayBills } from '../services/labels/render';

const PRINT = { permission: 'Print_Airway_Bill' } as const;

export function missingAwbMessage(numbers: string[]): string {
  return numbers.length === 1
    ? `Airway bill ${numbers[0]} was not found.`
    : `These airway bills were not found: ${numbers.join(', ')}.`;
}
export const missingBatchMessage = (batchNo: string) => `Batch ${batchNo} was not found.`;

/** The caller's account, or null for the Admin (every account). A user without one sees nothing. */
function scope(c: Ctx): string | null {
  const user = currentUser(c);
  return isAdmin(user) ? null : (user.account?.id ?? '00000000-0000-0000-0000-000000000000');
}

async function pdf(c: Ctx, shipments: LabelShipment[], layout: PrintLayout, name: string) {
  const body = await renderAirwayBills(shipments, layout, { siteUrl: getEnv().siteUrl, title: `Airway bills ${name}` });
  return c.body(new Uint8Array(body), 200, {
    'Content-Type': 'application/pdf',
    // inline: the browser's viewer opens it in a tab, from where it prints or saves.
    'Content-Disposition': `inline; filename="${name}.pdf"`,
    'Cache-Control': 'no-store',
  });
}

async function printAwbs(c: Ctx) {
  const { AirWayBillNo, Layout } = await readBody(c, printAwbSchema);
  const numbers = [...new Set(AirWayBillNo)];
  const { shipments, missing } = await loadByAwb(c.get('deps').db, numbers, scope(c));
  if (missing.length) throw notFound(missingAwbMessage(missing));
  return pdf(c, shipments, Layout, numbers.length === 1 ? `awb-${numbers[0]}` : `awb-${numbers[0]}-and-${numbers.length - 1}-more`);
}

async function printBatch(c: Ctx) {
  const { BatchNo, Layout } = await readBody(c, printBatchSchema);
  const shipments = await loadByBatch(c.get('deps').db, BatchNo, scope(c));
  if (!shipments?.length) throw notFound(missingBatchMessage(BatchNo));
  return pdf(c, shipments, Layout, `batch-${BatchNo}`);
}

export function printingRoutes(r: Router) {
  r.post('AirwayBillPDFFormat', PRINT, printAwbs);
  r.post('AirwayBillBatchPDFFormat', PRINT, printBatch);
}
