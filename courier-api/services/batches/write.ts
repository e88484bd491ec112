// The writes of a batch upload, in the caller's transaction, as multi-row
// inserts: the batch, its shipments (CreateAirwayBill's rows, with fresh AWBs
// until each is free), their pieces and first tracking events, and for a
// prepaid account one debit of the whole file's charges with a ledger entry
// per shipment (so cancelling one refunds exactly its own charge).
import { randomInt } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { formatAed, fromFils } from '@/lib/money';
import { dubaiNow } from '@/lib/schemas/booking';
import { batches, ledgerEntries, shipmentPieces, shipments, trackingEvents } from '../../db/schema';
import { ApiError } from '../../http';
import { generateAwb } from '../awb';
import { pieceRows } from '../booking-rows';
import { createdEvent, shipmentValues, type ShipmentContext } from '../shipments/create';
import { chargeEntry, readBalance, takeFromBalance } from '../shipments/debit';
import type { Tx } from '../shipments/types';
import { recordEvents } from '../webhooks/events';
import { bulkInsert, type BulkRow } from './bulk-insert';
import type { PreparedRow } from './prepare';

/** Fresh numbers tried when generated ones are taken (AWBs: 1 in 10^10 each; batch numbers: 1 in 32^6 a day). */
const ATTEMPTS = 5;

export interface BatchWriteContext extends ShipmentContext {
  fileName: string;
  idempotencyKey: string | null;
  /** sha256 of the request: kept on the batch's shipments (request_hash) to tell a replay from a reused key. */
  requestHash: string;
  newBatchNo?: () => string;
}

export interface WrittenBatch {
  id: string;
  batchNo: string;
  awbNos: string[];
  totalFils: number;
  balanceAfterFils: number | null;
}

// No 0/O or 1/I: the number is read aloud and typed from paper.
const BATCH_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** B + the Dubai date + 6 random characters, e.g. B20261123-7KQ4XM (fits the printing schema's BatchNo). */
export function generateBatchNo(now: Date): string {
  let tail = '';
  for (let i = 0; i < 6; i++) tail += BATCH_ALPHABET[randomInt(0, BATCH_ALPHABET.length)];
  return `B${dubaiNow(now).date.replace(/-/g, '')}-${tail}`;
}

export const notEnoughBalance = (balanceFils: number, totalFils: number, count: number) =>
  `Your prepaid balance is ${formatAed(fromFils(balanceFils))} and these ${count.toLocaleString('en')} shipments cost ${formatAed(fromFils(totalFils))} in total. Please top up your account, or upload fewer rows. Nothing was created.`;

async function insertBatch(tx: Tx, ctx: BatchWriteContext, count: number): Promise<{ id: string; batchNo: string }> {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const batchNo = (ctx.newBatchNo ?? (() => generateBatchNo(ctx.now)))();
    // ON CONFLICT on the number only: a racing upload with the same Idempotency-Key still raises.
    const [row] = await tx
      .insert(batches)
      .values({ batchNo, accountId: ctx.accountId, userId: ctx.userId, fileName: ctx.fileName || null, shipmentCount: count, idempotencyKey: ctx.idempotencyKey, createdAt: ctx.now })
      .onConflictDoNothing({ target: batches.batchNo })
      .returning({ id: batches.id });
    if (row) return { id: row.id, batchNo };
  }
  throw new Error(`No free batch number after ${ATTEMPTS} tries`);
}

/**
 * Inserts the shipments with new AWBs; a number already taken (by another
 * shipment or twice in this file) is replaced and its row inserted again.
 * Returns the AWBs in the order of `values`.
 */
async function insertShipments(tx: Tx, values: BulkRow[], newAwb: () => string): Promise<{ id: string; awbNo: string }[]> {
  const out: { id: string; awbNo: string }[] = new Array(values.length);
  const used = new Set<string>();
  let pending = values.map((_, i) => i);
  for (let attempt = 1; attempt <= ATTEMPTS && pending.length; attempt++) {
    const retry: number[] = [];
    const numbered: [number, string][] = [];
    for (const i of pending) {
      const awbNo = newAwb();
      if (used.has(awbNo)) retry.push(i);
      else {
        used.add(awbNo);
        numbered.push([i, awbNo]);
      }
    }
    // ON CONFLICT on the AWB alone: any other unique clash still raises.
    const inserted = await bulkInsert<{ id: string; awb_no: string }>(
      tx,
      shipments,
      numbered.map(([i, awbNo]) => ({ ...values[i]!, awbNo })),
      sql`on conflict (awb_no) do nothing returning id, awb_no`,
    );
    const ids = new Map(inserted.map((r) => [r.awb_no, r.id]));
    for (const [i, awbNo] of numbered) {
      const id = ids.get(awbNo);
      if (id) out[i] = { id, awbNo };
      else retry.push(i);
    }
    pending = retry.sort((a, b) => a - b);
  }
  if (pending.length) throw new Error(`No free airway bill numbers after ${ATTEMPTS} tries`);
  return out;
}

/** `at` plus `n` microseconds as ISO text (a Date holds only milliseconds). */
function plusMicros(at: Date, n: number): string {
  const iso = new Date(at.getTime() + Math.floor(n / 1000)).toISOString();
  return `${iso.slice(0, -1)}${String(n % 1000).padStart(3, '0')}Z`;
}

/**
 * Writes a prepared batch. Throws ApiError 422 (nothing kept, the caller's
 * transaction rolls back) when a prepaid balance does not cover the whole file.
 */
export async function writeBatch(tx: Tx, ctx: BatchWriteContext, rows: PreparedRow[]): Promise<WrittenBatch> {
  const totalFils = rows.reduce((sum, r) => sum + r.quote.charges.totalFils, 0);
  const prepaid = ctx.paymentType === 'PP' && totalFils > 0;
  if (prepaid) {
    // A quick look first, so a file the balance cannot cover is refused before any insert
    // (the debit below is the real check: the balance may move meanwhile).
    const balanceFils = await readBalance(tx, ctx.accountId);
    if (balanceFils < totalFils) throw new ApiError(422, notEnoughBalance(balanceFils, totalFils, rows.length));
  }
  const batch = await insertBatch(tx, ctx, rows.length);
  const values = rows.map((r, i) => ({
    ...shipmentValues({ ...ctx, batchId: batch.id, idempotencyKey: null, requestHash: ctx.requestHash }, r.input, r.sender, r.receiver, r.quote),
    // A microsecond apart in the order of the file, so the batch lists and prints in that order.
    createdAt: plusMicros(ctx.now, i),
  }));
  const created = await insertShipments(tx, values, ctx.newAwb ?? generateAwb);
  await bulkInsert(tx, shipmentPieces, rows.flatMap((r, i) => pieceRows(r.input, created[i]!.id)));
  await bulkInsert(tx, trackingEvents, rows.map((r, i) => createdEvent(created[i]!.id, ctx.now, r.sender.city.name)));

  let balanceAfterFils: number | null = null;
  if (prepaid) {
    // The account's row stays locked from here to the commit, as for a single airway bill.
    const taken = await takeFromBalance(tx, ctx.accountId, totalFils);
    if (!taken.ok) throw new ApiError(422, notEnoughBalance(taken.balanceFils, totalFils, rows.length));
    balanceAfterFils = taken.balanceAfterFils;
    // One entry per shipment, the balance running down from what it was before the batch.
    let balance = taken.balanceAfterFils + totalFils;
    const entries = rows.flatMap((r, i) => {
      const amountFils = r.quote.charges.totalFils;
      if (amountFils === 0) return [];
      balance -= amountFils;
      return [chargeEntry({ accountId: ctx.accountId, userId: ctx.userId, shipmentId: created[i]!.id, awbNo: created[i]!.awbNo, amountFils, now: ctx.now }, balance)];
    });
    await bulkInsert(tx, ledgerEntries, entries);
  }
  // Webhooks: a shipment.created per row, in this transaction (services/webhooks/events.ts).
  await recordEvents(tx, created.map((c) => ({ type: 'shipment.created' as const, shipmentId: c.id, accountId: ctx.accountId })), ctx.now);
  return { id: batch.id, batchNo: batch.batchNo, awbNos: created.map((c) => c.awbNo), totalFils, balanceAfterFils };
}
