// Reading batches: GetAllBatchNumber's page (one account's, or every
// account's for the Admin), and a stored batch as BatchUpload answers it
// (its replay under the same Idempotency-Key). Always with the account in the WHERE.
import { and, asc, count, desc, eq, ilike, or } from 'drizzle-orm';
import { fromFils } from '@/lib/money';
import type { BatchList, BatchListQuery, BatchUploadResult } from '@/lib/schemas/batch';
import type { Db } from '../../db/client';
import { accounts, batches, shipments } from '../../db/schema';
import { likePattern } from '../search-pattern';
import { listPage } from '../list-page';

/** Whose batches: one account's, or null for every account (the Admin). */
export type BatchScope = string | null;

export async function listBatches(db: Db, scope: BatchScope, q: BatchListQuery): Promise<BatchList> {
  const like = q.search ? likePattern(q.search) : null;
  const cond = and(
    scope ? eq(batches.accountId, scope) : undefined,
    like ? or(ilike(batches.batchNo, like), ilike(batches.fileName, like), ...(scope ? [] : [ilike(accounts.accountNo, like)])) : undefined,
  );
  const columns = { id: batches.id, batchNo: batches.batchNo, fileName: batches.fileName, count: batches.shipmentCount, createdAt: batches.createdAt, accountNo: accounts.accountNo };
  const withAccount = eq(accounts.id, batches.accountId);
  const { rows, ...page } = await listPage(
    db.select(columns).from(batches).innerJoin(accounts, withAccount).where(cond).orderBy(desc(batches.createdAt), asc(batches.batchNo)).$dynamic(),
    db.select({ n: count() }).from(batches).innerJoin(accounts, withAccount).where(cond),
    q,
  );
  return {
    Batches: rows.map((r) => ({ _id: r.id, BatchNo: r.batchNo, FileName: r.fileName ?? '', ShipmentCount: r.count, CreatedAt: r.createdAt.toISOString(), AccountNo: r.accountNo })),
    ...page,
  };
}

export interface StoredBatch {
  id: string;
  requestHash: string | null;
}

/** The batch uploaded earlier with this key on this account, and the fingerprint of that upload (kept on its shipments). */
export async function findBatchByKey(db: Db, accountId: string, key: string): Promise<StoredBatch | undefined> {
  const [batch] = await db
    .select({ id: batches.id })
    .from(batches)
    .where(and(eq(batches.accountId, accountId), eq(batches.idempotencyKey, key)))
    .limit(1);
  if (!batch) return undefined;
  const [first] = await db.select({ requestHash: shipments.requestHash }).from(shipments).where(eq(shipments.batchId, batch.id)).limit(1);
  return { id: batch.id, requestHash: first?.requestHash ?? null };
}

/** A stored batch of the account as BatchUpload's answer: the AWBs in the order of the file. */
export async function loadBatchResult(db: Db, accountId: string, batchId: string): Promise<BatchUploadResult | null> {
  const [batch] = await db
    .select({ id: batches.id, batchNo: batches.batchNo, fileName: batches.fileName })
    .from(batches)
    .where(and(eq(batches.id, batchId), eq(batches.accountId, accountId)))
    .limit(1);
  if (!batch) return null;
  const rows = await db
    .select({ awbNo: shipments.awbNo, totalFils: shipments.totalFils })
    .from(shipments)
    .where(and(eq(shipments.batchId, batch.id), eq(shipments.accountId, accountId)))
    .orderBy(asc(shipments.createdAt), asc(shipments.awbNo));
  return batchResult(batch, rows);
}

export function batchResult(batch: { id: string; batchNo: string; fileName: string | null }, rows: { awbNo: string; totalFils: number }[]): BatchUploadResult {
  return {
    _id: batch.id,
    BatchNo: batch.batchNo,
    FileName: batch.fileName ?? '',
    ShipmentCount: rows.length,
    Total: fromFils(rows.reduce((sum, r) => sum + r.totalFils, 0)),
    AirWayBillNos: rows.map((r) => r.awbNo),
  };
}
